import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { User } from '../../../shared/contract/auth'
import type { AmountMismatch, CartItem } from '../../../shared/contract/checkout'
import { buttonClass } from '../../../components/button'
import { AlertMessage } from '../../../components/notices'
import { CardPayment } from '@/payment/components/card-payment'
import type { PaymentFailure, PaymentIntent } from '@/payment/data/payment-gateway'
import { formatPounds, fromPence } from '../../../shared/money'
import { orderQueryOptions } from '../api/get-order'
import { useCreatePaymentIntent, useRecordPayment } from '../hooks/use-payment-calls'
import { readBillingDraft, saveBillingDraft } from '../data/billing-draft'
import { failureAction, recordFailureMessage } from '../data/payment-outcome'
import { BillingForm, billingSchema, type BillingValues } from './billing-form'
import { OrderSummary, type CheckoutTotals } from './order-summary'

/** `attempt`: a failure of this page's own payment, focused (and brought into view) each time. */
type Notice = { tone: 'error' | 'info'; text: string; attempt?: number } | null

/**
 * /payment (docs/product-rules.md §4, §8): order summary, billing details and card entry. The route gives it the
 * cart, the totals (with the applied coupon) and what to do when the server's prices or the coupon
 * turn out to have changed.
 */
export function CheckoutPage({
  items,
  totals,
  user,
  couponNotice,
  onPricesChanged,
  onCouponRejected,
}: {
  items: CartItem[]
  totals: CheckoutTotals
  user: User
  /** The coupon re-check's 'Coupon is no longer valid.', if it just happened. */
  couponNotice: string | null
  onPricesChanged: (lines: AmountMismatch['cart']) => Promise<void>
  onCouponRejected: () => void
}) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { mutateAsync: createPaymentIntent } = useCreatePaymentIntent()
  const { mutateAsync: recordPayment } = useRecordPayment()
  const [notice, setNotice] = useState<Notice>(null)
  const [paying, setPaying] = useState(false)
  const attempts = useRef(0)
  // What was typed in this tab comes back after a failed payment; the account's details otherwise.
  const [typed] = useState(() => readBillingDraft(user.id))
  const form = useForm<BillingValues>({
    resolver: zodResolver(billingSchema),
    // Checked on submit, then as the user corrects: a message appearing when a field loses focus
    // moves the button below it away from a click already under way, which is then lost.
    mode: 'onSubmit',
    defaultValues: typed ?? { name: user.name, email: user.email, phone: user.phone, address: user.address },
  })
  const billing = useWatch({ control: form.control })
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values: { name, email, phone, address } }) =>
          saveBillingDraft(user.id, { name, email, phone, address }),
      }),
    [form, user.id],
  )

  // In place of this page, as /success is: Back from a result goes to the page before the
  // payment, not to a payment already failed or paid.
  const goFailed = (message: string) =>
    void navigate({ to: '/failed', state: { paymentMessage: message }, replace: true })

  // Through handleSubmit, not trigger(): the form then counts as submitted, so each message
  // clears as its field is corrected (and the first one with an error takes focus).
  const checkBilling = async () => {
    let valid = false
    await form.handleSubmit(() => {
      valid = true
    })()
    return valid
  }

  const createIntent = async (): Promise<PaymentIntent> => {
    setNotice(null)
    setPaying(true)
    const values = form.getValues()
    return createPaymentIntent({
      amount: totals.totalPence,
      currency: 'gbp',
      uid: user.id,
      ...values,
      cart: items,
      discount: fromPence(totals.discountPence),
      coupon_code: totals.couponCode,
    })
  }

  const onFailed = async (failure: PaymentFailure) => {
    setPaying(false)
    const action = await failureAction(failure)
    switch (action.kind) {
      case 'show':
        attempts.current += 1
        setNotice({ tone: 'error', text: action.message, attempt: attempts.current })
        return
      case 'redirect':
        goFailed(action.message)
        return
      case 'coupon-rejected':
        onCouponRejected()
        setNotice({ tone: 'error', text: action.message })
        return
      case 'prices-changed':
        await onPricesChanged(action.mismatch.cart)
        setNotice({
          tone: 'info',
          text: `${action.mismatch.message} New total: ${formatPounds(fromPence(action.mismatch.amount))}.`,
        })
        return
    }
  }

  const onSucceeded = async (intent: PaymentIntent) => {
    try {
      const order = await recordPayment({
        amount: intent.amount,
        payment_intent_id: intent.paymentIntentId,
        uid: user.id,
        ...form.getValues(),
        cart: items,
        discount: fromPence(totals.discountPence),
        coupon_code: totals.couponCode,
      })
      queryClient.setQueryData(orderQueryOptions(order.number).queryKey, order)
      saveBillingDraft(user.id, null)
      await navigate({ to: '/success', search: { order: order.number }, replace: true })
    } catch (error) {
      goFailed(recordFailureMessage(error))
    }
  }

  const shown: Notice = notice ?? (couponNotice ? { tone: 'error', text: couponNotice } : null)

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 pb-16 pt-2 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <aside aria-labelledby="order-summary-heading" className="lg:sticky lg:top-24 lg:order-last">
        <OrderSummary items={items} totals={totals} headingId="order-summary-heading" />
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
          <BillingForm form={form} readOnly={paying} />
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
          <CardPayment
            amountPence={totals.totalPence}
            billing={{
              name: billing.name ?? '',
              email: billing.email ?? '',
              phone: billing.phone,
              address: billing.address,
            }}
            checkDetails={checkBilling}
            createIntent={createIntent}
            onSucceeded={onSucceeded}
            onFailed={(failure) => void onFailed(failure)}
            disabled={totals.couponPending}
          />
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
