import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { MAX_QUANTITY_PER_COURSE, PAYMENT_MESSAGES } from '@/shared/contract/checkout-messages'
import { seatCount } from '@/shared/contract/team-messages'
import { Button, buttonClass, PlainButton, stepButtonClass } from '@/components/button'
import { formatPounds, fromPence } from '@/shared/money'
import { lineTotalPence } from '../data/cart-math'
import { addToCartOrKeep, type CartItemInput } from '../data/cart-store'
import { Modal } from '@/components/modal'
import { Icon } from '@/components/icons'

/**
 * "Add to cart" on a course page: a modal to choose the quantity, then a confirmation. A
 * `restricted` account (docs/product-rules.md §6: a sub-user has no cart) is told so instead of being offered it.
 * For a company (`seats`), what it buys are seats for its staff, and the button and modal say so.
 */
export function AddToCartButton({
  item,
  restricted = false,
  seats = false,
}: {
  item: CartItemInput
  restricted?: boolean
  seats?: boolean
}) {
  const [open, setOpen] = useState(false)

  if (restricted) return <p className="font-medium text-muted">{PAYMENT_MESSAGES.cartRestricted}</p>
  return (
    <>
      <Button onClick={() => setOpen(true)} className="min-w-44">
        <CartIcon />
        {seats ? 'Buy seats' : 'Add to cart'}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={`add-to-cart-${item.id}`}>
        <AddToCartForm item={item} seats={seats} headingId={`add-to-cart-${item.id}`} onDone={() => setOpen(false)} />
      </Modal>
    </>
  )
}

function AddToCartForm({
  item,
  seats,
  headingId,
  onDone,
}: {
  item: CartItemInput
  seats: boolean
  headingId: string
  onDone: () => void
}) {
  const [quantity, setQuantityValue] = useState(1)
  const [status, setStatus] = useState<'choosing' | 'saving' | 'added' | 'kept' | 'failed'>('choosing')
  const [added, setAdded] = useState(0)
  const quantityLabel = useId()
  const viewCart = useRef<HTMLAnchorElement>(null)

  const submit = async () => {
    setStatus('saving')
    try {
      const outcome = await addToCartOrKeep(item, quantity)
      setAdded(quantity)
      setStatus(outcome)
    } catch {
      setStatus('failed')
    }
  }

  // The confirmation replaces the form; focus goes to its main action once it is on screen (a frame
  // after the click could come before React had rendered it, leaving focus on the page's body).
  useEffect(() => {
    if (status === 'added') viewCart.current?.focus()
  }, [status])

  if (status === 'kept') {
    return (
      <div className="p-6">
        <h2 id={headingId} className="text-xl font-bold text-ink">
          Added when you’re back online
        </h2>
        <p className="mt-3 text-ink" role="status">
          You’re offline, so {seats ? `${seatCount(added)} of` : `${added} ×`} {item.name} will go into your cart as
          soon as the connection returns.
        </p>
        <div className="mt-6">
          <Button variant="secondary" className="w-full" onClick={onDone}>
            Continue browsing
          </Button>
        </div>
      </div>
    )
  }

  if (status === 'added') {
    return (
      <div className="p-6">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-ink">
          <Icon name="check" className="size-6 text-brand-700" strokeWidth={2.5} />
          Added to your cart
        </h2>
        <p className="mt-3 text-ink" role="status">
          {seats ? `${seatCount(added)} of` : `${added} ×`} {item.name} {added === 1 ? 'has' : 'have'} been added to
          your cart.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {/* Within the app: offline, before the service worker holds it, a new page load would fail. */}
          <Link
            ref={viewCart}
            to="/cart"
            onClick={onDone}
            className={buttonClass('primary', 'flex-1 whitespace-nowrap')}
          >
            View cart
          </Link>
          <Button variant="secondary" className="flex-1 whitespace-nowrap" onClick={onDone}>
            Continue browsing
          </Button>
        </div>
      </div>
    )
  }

  return (
    <div className="p-6">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {seats ? 'Buy seats for your team' : 'Add to cart'}
      </h2>
      <p className="mt-2 text-ink">{item.name}</p>
      <p className="mt-1 font-semibold text-brand-800">
        {formatPounds(item.price)} {seats ? 'a seat' : 'each'}
      </p>
      {seats ? (
        <p className="mt-2 text-sm text-slate-700">
          One seat is one staff member’s place on the course. After paying, you give the seats out on Your team.
        </p>
      ) : null}

      <div className="mt-6 flex items-center justify-between gap-4">
        <span id={quantityLabel} className="font-semibold">
          {seats ? 'Seats' : 'Quantity'}
        </span>
        <div className="flex items-center gap-2">
          <PlainButton
            aria-label={seats ? 'Fewer seats' : 'Decrease quantity'}
            disabled={quantity <= 1}
            onClick={() => setQuantityValue((value) => Math.max(1, value - 1))}
            className={stepButtonClass}
          >
            <span aria-hidden="true">−</span>
          </PlainButton>
          <output aria-labelledby={quantityLabel} aria-live="polite" className="w-10 text-center text-lg font-bold">
            {quantity}
          </output>
          <PlainButton
            aria-label={seats ? 'More seats' : 'Increase quantity'}
            disabled={quantity >= MAX_QUANTITY_PER_COURSE}
            onClick={() => setQuantityValue((value) => Math.min(MAX_QUANTITY_PER_COURSE, value + 1))}
            className={stepButtonClass}
          >
            <span aria-hidden="true">+</span>
          </PlainButton>
        </div>
      </div>
      <p className="mt-4 flex justify-between border-t border-slate-200 pt-4 font-semibold">
        <span>Total</span>
        <span>{formatPounds(fromPence(lineTotalPence({ price: item.price, quantity })))}</span>
      </p>

      {status === 'failed' ? (
        <p role="alert" className="mt-4 text-red-800">
          We couldn’t add this course to your cart. Please try again.
        </p>
      ) : null}

      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" className="flex-1" onClick={onDone}>
          Cancel
        </Button>
        <Button className="flex-1" disabled={status === 'saving'} onClick={() => void submit()}>
          {seats ? `Buy ${seatCount(quantity)}` : 'Add to cart'}
        </Button>
      </div>
    </div>
  )
}

function CartIcon() {
  return <Icon name="cart-add" className="size-5" />
}
