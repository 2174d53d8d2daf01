import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import type { User } from '@/shared/contract/auth'
import type { AmountMismatch, CartItem } from '@/shared/contract/checkout'
import type { VatRule } from '@/shared/rules/vat'
import { buttonClass } from '@/components/button'
import { AlertMessage } from '@/components/notices'
import { CardPayment } from '@/payment/components/card-payment'
import { UnconfirmedPayment } from '@/payment/components/unconfirmed-payment'
import { useCheckoutPayment, type CheckoutNotice } from '../hooks/use-checkout-payment'
import { BillingForm, billingSchema } from './billing-form'
import { OrderSummary, type CheckoutTotals } from './order-summary'

/**
 * /payment (docs/product-rules.md §4, §8): order summary, billing details and card entry. The route
 * gives it the cart, the totals (with the applied coupon) and what to do when the server's prices
 * or the coupon turn out to have changed; the workflow is hooks/use-checkout-payment.ts.
 */
export function CheckoutPage({
  items,
  totals,
  vat,
  user,
  couponNotice,
  onPricesChanged,
  onCouponRejected,
}: {
  items: CartItem[]
  totals: CheckoutTotals
  /** The VAT rule `totals` were worked out with. */
  vat: VatRule
  user: User
  /** The coupon re-check's 'Coupon is no longer valid.', if it just happened. */
  couponNotice: string | null
  onPricesChanged: (lines: AmountMismatch['cart']) => Promise<void>
  onCouponRejected: () => void
}) {
  const payment = useCheckoutPayment({
    items,
    totals,
    user,
    onPricesChanged,
    onCouponRejected,
    resolver: zodResolver(billingSchema),
  })
  const { notice } = payment

  const shown: CheckoutNotice = notice ?? (couponNotice ? { tone: 'error', text: couponNotice } : null)

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 pb-16 pt-2 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <aside aria-labelledby="order-summary-heading" className="lg:sticky lg:top-24 lg:order-last">
        <OrderSummary items={items} totals={totals} vat={vat} headingId="order-summary-heading" />
        <p className="mt-3 text-center">
          <Link
            to="/cart"
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            Edit cart
          </Link>
        </p>
      </aside>

      <div className="space-y-6">
        <section
          aria-labelledby="billing-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="billing-heading" className="mb-4 text-xl font-bold text-ink">
            Billing details
          </h2>
          <BillingForm form={payment.form} readOnly={payment.paying} />
        </section>

        <section
          aria-labelledby="card-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="card-heading" className="mb-4 text-xl font-bold text-ink">
            Card payment
          </h2>
          <div aria-live="polite" className="mb-4 empty:hidden">
            {shown?.tone === 'error' ? (
              <AlertMessage key={shown.attempt} takeFocus={shown.attempt !== undefined}>
                {shown.text}
              </AlertMessage>
            ) : shown ? (
              <p className="rounded-lg border border-sky-200 bg-sky-50 p-3 font-medium text-sky-900">{shown.text}</p>
            ) : null}
          </div>
          {payment.unconfirmed.lost ? (
            <UnconfirmedPayment
              what="order"
              confirming={payment.unconfirmed.confirming}
              online={payment.unconfirmed.online}
              onConfirm={payment.unconfirmed.retry}
            />
          ) : (
            <CardPayment
              amountPence={totals.totalPence}
              billing={payment.billing}
              checkDetails={payment.checkBilling}
              createIntent={payment.createIntent}
              onSucceeded={payment.onSucceeded}
              onFailed={payment.onFailed}
              disabled={totals.couponPending}
            />
          )}
          {totals.couponPending ? (
            <p className="mt-3 text-sm text-muted">Checking your coupon against the new total…</p>
          ) : null}
        </section>
      </div>
    </div>
  )
}

export function EmptyCheckout() {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 text-center">
      <p className="text-lg text-ink">Your cart is empty.</p>
      <Link to="/courses" className={buttonClass('primary', 'mt-6')}>
        Explore Courses
      </Link>
    </div>
  )
}
