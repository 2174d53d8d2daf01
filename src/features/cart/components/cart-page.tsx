import { Link } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { PAYMENT_MESSAGES } from '@/shared/contract/checkout-messages'
import { Button, buttonClass } from '@/components/button'
import { LoadingState } from '@/components/states'
import { TotalsTable } from '@/components/totals-table'
import { focusOnMount } from '@/lib/focus'
import { useOnlineStatus } from '@/lib/online-status'
import { useVatRule } from '@/lib/vat-rule'
import { useCartItems } from '../data/cart-store'
import { cartTotals, subtotalPence } from '../data/cart-math'
import { useCouponRecheck } from '../hooks/use-coupon-recheck'
import { CartLine } from './cart-line'
import { CouponBox } from './coupon-box'
import { Icon } from '@/components/icons'

/**
 * /cart (docs/product-rules.md §4): the lines, the coupon box and the totals. What "Proceed to checkout" does
 * for a visitor or a signed-in user is the route's decision (`onCheckout`); an empty cart only alerts.
 */
export function CartPage({
  loggedIn,
  loginLink,
  onCheckout,
  seats = false,
}: {
  loggedIn: boolean
  loginLink: ReactNode
  onCheckout: () => void
  /** A company's cart: its quantities are seats for its staff. */
  seats?: boolean
}) {
  const items = useCartItems()
  const online = useOnlineStatus()
  const vat = useVatRule()
  const { coupon, message, dismiss } = useCouponRecheck(items ? subtotalPence(items) : undefined, {
    enabled: loggedIn,
    online,
  })
  // Emptied here (its last line removed): the empty cart's heading takes the focus the Remove button had.
  const [count, setCount] = useState(items?.length)
  const [emptied, setEmptied] = useState(false)
  if (items?.length !== count) {
    setCount(items?.length)
    setEmptied(Boolean(count) && items?.length === 0)
  }

  if (!items) return <LoadingState label="Loading your cart…" />
  const withCoupon = cartTotals(items, coupon, vat)

  const proceed = () => {
    if (items.length === 0) {
      window.alert(PAYMENT_MESSAGES.emptyCart)
      return
    }
    onCheckout()
  }

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 pb-16 pt-2 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div>
        {items.length === 0 ? (
          <EmptyCart takeFocus={emptied} />
        ) : (
          <>
            {seats ? (
              <p className="mb-4 text-slate-700">
                Seats for your team: after paying, you give each seat to a staff member on Your team.
              </p>
            ) : null}
            <ul aria-label="Courses in your cart" className="space-y-4">
              {items.map((item) => (
                <CartLine key={item.id} item={item} seats={seats} />
              ))}
            </ul>
          </>
        )}
      </div>
      <aside
        aria-labelledby="cart-summary-heading"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24"
      >
        <h2 id="cart-summary-heading" className="text-xl font-bold text-ink">
          Order summary
        </h2>
        {items.length > 0 ? (
          <CouponBox
            subtotalPence={withCoupon.subtotalPence}
            coupon={coupon}
            pending={withCoupon.couponPending}
            loggedIn={loggedIn}
            loginLink={loginLink}
            recheckMessage={message}
            onRecheckMessageSeen={dismiss}
          />
        ) : null}
        <TotalsTable totals={withCoupon} vat={vat} totalTestId="cart-total" />
        <Button className="w-full text-lg" onClick={proceed}>
          Proceed to checkout
        </Button>
        <p className="flex items-center justify-center gap-2 text-sm text-muted">
          <LockIcon />
          Secure card payment. Prices in GBP.
        </p>
      </aside>
    </div>
  )
}

function EmptyCart({ takeFocus }: { takeFocus: boolean }) {
  return (
    <div className="rounded-2xl border border-dashed border-brand-200 bg-brand-50/60 px-6 py-12 text-center">
      <Icon name="cart" className="mx-auto size-14 text-brand-700" strokeWidth={1.5} />
      <h2
        ref={takeFocus ? focusOnMount : undefined}
        tabIndex={-1}
        className="mt-4 text-xl font-bold text-ink focus:outline-none"
      >
        Your cart is empty
      </h2>
      <p className="mx-auto mt-2 max-w-sm text-muted">
        Find an accredited course for you or your team — it will wait here until you are ready, even offline.
      </p>
      <Link to="/courses" className={buttonClass('primary', 'mt-6')}>
        Explore Courses
      </Link>
    </div>
  )
}

function LockIcon() {
  return <Icon name="lock" className="size-4" />
}
