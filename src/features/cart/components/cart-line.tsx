import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { CartItem } from '@/shared/contract/checkout'
import { MAX_QUANTITY_PER_COURSE } from '@/shared/contract/checkout-messages'
import { seatCount } from '@/shared/contract/team-messages'
import { PlainButton, stepButtonClass } from '@/components/button'
import { formatPounds, fromPence } from '@/shared/money'
import { removeFromCart, setQuantity } from '../data/cart-store'
import { lineTotalPence } from '../data/cart-math'
import { Icon } from '@/components/icons'
import { ResponsiveImage } from '@/components/responsive-image'
import { IMAGE_SIZES } from '@/lib/image-sizes'

/**
 * One cart line: image, name, unit price, quantity (minimum 1), line total and remove. For a
 * company (`seats`) the quantity is seats for its staff, and the line says so.
 */
export function CartLine({ item, seats = false }: { item: CartItem; seats?: boolean }) {
  const quantityId = useId()
  // What is being typed; the stored quantity shows again once the field loses focus.
  const [draft, setDraft] = useState<string | null>(null)

  const change = (text: string) => {
    setDraft(text)
    const value = Number(text)
    if (text !== '' && Number.isInteger(value) && value >= 1) void setQuantity(item.id, value)
  }
  // Said while typed, rather than the number changing by itself when the field is left.
  const typed = Number(draft)
  const problem =
    draft === null || draft === ''
      ? null
      : !Number.isInteger(typed) || typed < 1
        ? 'The quantity must be a whole number of at least 1.'
        : typed > MAX_QUANTITY_PER_COURSE
          ? `You can buy up to ${MAX_QUANTITY_PER_COURSE} of a course; the cart has ${MAX_QUANTITY_PER_COURSE}.`
          : null

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-center sm:gap-5">
      <div className="flex min-w-0 flex-1 gap-4">
        <div className="h-18 w-24 shrink-0 overflow-hidden rounded-lg bg-brand-50 sm:h-24 sm:w-32">
          {item.image ? (
            <ResponsiveImage
              src={item.image}
              alt=""
              width={128}
              height={96}
              sizes={IMAGE_SIZES.cartLine}
              className="size-full object-cover"
            />
          ) : null}
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold leading-snug text-ink">
            <Link
              to="/course-detail/$id"
              params={{ id: String(item.id) }}
              className="hover:text-brand-800 hover:underline"
            >
              {item.name}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-muted">
            <span className="sr-only">Unit price: </span>
            {seats ? `${seatCount(item.quantity)} × ${formatPounds(item.price)}` : `${formatPounds(item.price)} each`}
          </p>
          <button
            type="button"
            data-remove-line
            onClick={(event) => {
              // Focus moves to the next line's Remove (or the previous one's), not to the page's
              // start with this line; the empty cart takes it when this was the last.
              const line = event.currentTarget.closest('li')
              const neighbour = (line?.nextElementSibling ?? line?.previousElementSibling)?.querySelector<HTMLElement>(
                '[data-remove-line]',
              )
              void removeFromCart(item.id).then(() => neighbour?.focus())
            }}
            aria-label={`Remove ${item.name} from cart`}
            className="-ml-2 mt-1 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            <Icon name="trash" className="size-4" />
            Remove
          </button>
        </div>
      </div>
      <div className="flex items-center justify-between gap-4 border-t border-slate-100 pt-3 sm:border-0 sm:pt-0">
        <div className="flex items-center gap-1.5">
          <PlainButton
            className={stepButtonClass}
            aria-label={`${seats ? 'Fewer seats' : 'Decrease quantity'} of ${item.name}`}
            disabled={item.quantity <= 1}
            onClick={() => void setQuantity(item.id, item.quantity - 1)}
          >
            <span aria-hidden="true">−</span>
          </PlainButton>
          <label htmlFor={quantityId} className="sr-only">
            {seats ? 'Seats' : 'Quantity'} of {item.name}
          </label>
          <input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QUANTITY_PER_COURSE}
            step={1}
            value={draft ?? String(item.quantity)}
            onChange={(event) => change(event.target.value)}
            onBlur={() => setDraft(null)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${quantityId}-problem` : undefined}
            className="h-11 w-16 rounded-lg border border-slate-400 text-center font-semibold [appearance:textfield] focus:border-brand-700 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          />
          <PlainButton
            className={stepButtonClass}
            aria-label={`${seats ? 'More seats' : 'Increase quantity'} of ${item.name}`}
            disabled={item.quantity >= MAX_QUANTITY_PER_COURSE}
            onClick={() => void setQuantity(item.id, item.quantity + 1)}
          >
            <span aria-hidden="true">+</span>
          </PlainButton>
        </div>
        <p className="min-w-20 text-right text-lg font-bold text-ink">
          <span className="sr-only">Line total: </span>
          {formatPounds(fromPence(lineTotalPence(item)))}
        </p>
      </div>
      <p
        id={`${quantityId}-problem`}
        aria-live="polite"
        className="text-sm font-medium text-red-700 empty:hidden sm:basis-full"
      >
        {problem}
      </p>
    </li>
  )
}
