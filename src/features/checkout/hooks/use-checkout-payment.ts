import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'
import type { User } from '@/shared/contract/auth'
import type { AmountMismatch, CartItem, Order } from '@/shared/contract/checkout'
import { formatPounds, fromPence } from '@/shared/money'
import { setVatRule } from '@/lib/vat-rule'
import type { ChargedPayment } from '@/payment/data/confirm-payment'
import type { PaymentFailure, PaymentIntent } from '@/payment/data/payment-gateway'
import { usePaymentConfirmation } from '@/payment/hooks/use-payment-confirmation'
import { orderQueryOptions } from '../api/get-order'
import type { BillingValues } from '../components/billing-form'
import type { CheckoutTotals } from '../components/order-summary'
import { readBillingDraft, saveBillingDraft } from '../data/billing-draft'
import { failureAction, recordFailureMessage } from '../data/payment-outcome'
import { useCreatePaymentIntent, useRecordPayment } from './use-payment-calls'

/** `attempt`: a failure of this page's own payment, focused (and brought into view) each time. */
export type CheckoutNotice = { tone: 'error' | 'info'; text: string; attempt?: number } | null

/**
 * The cart's payment, apart from what it shows (as use-booking-payment.ts is the booking's): the
 * billing form and its draft in this tab, the card's intent for the server's total, what each
 * failure does (said in place, /failed, new prices, a coupon gone), recording the payment once
 * with the payment module's recovery of a lost confirmation, then /success.
 */
export function useCheckoutPayment({
  items,
  totals,
  user,
  onPricesChanged,
  onCouponRejected,
  resolver,
}: {
  items: CartItem[]
  totals: CheckoutTotals
  user: User
  onPricesChanged: (lines: AmountMismatch['cart']) => Promise<void>
  onCouponRejected: () => void
  /** The billing details' checks (the contract's schema, which code run at start does not load). */
  resolver: Resolver<BillingValues>
}) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { mutateAsync: createPaymentIntent } = useCreatePaymentIntent()
  const { mutateAsync: recordPayment } = useRecordPayment()
  const [notice, setNotice] = useState<CheckoutNotice>(null)
  const [paying, setPaying] = useState(false)
  const attempts = useRef(0)
  // What was typed in this tab comes back after a failed payment; the account's details otherwise.
  const [typed] = useState(() => readBillingDraft(user.id))
  const form = useForm<BillingValues>({
    resolver,
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
  const goFailed = useCallback(
    (message: string) => void navigate({ to: '/failed', state: { paymentMessage: message }, replace: true }),
    [navigate],
  )

  const confirmation = usePaymentConfirmation({
    record: useCallback(
      (payment: ChargedPayment) =>
        recordPayment({
          amount: payment.amountPence,
          payment_intent_id: payment.intentId,
          uid: user.id,
          ...form.getValues(),
          cart: items,
          discount: fromPence(totals.discountPence),
          coupon_code: totals.couponCode,
        }),
      [recordPayment, user.id, form, items, totals.discountPence, totals.couponCode],
    ),
    onConfirmed: useCallback(
      async (order: Order) => {
        queryClient.setQueryData(orderQueryOptions(order.number).queryKey, order)
        saveBillingDraft(user.id, null)
        await navigate({ to: '/success', search: { order: order.number }, replace: true })
      },
      [queryClient, user.id, navigate],
    ),
    onRefused: useCallback((error: unknown) => goFailed(recordFailureMessage(error)), [goFailed]),
  })

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
        // A new VAT rate changes the total as a new price does: the totals follow the server's.
        if (action.mismatch.vat) setVatRule(queryClient, action.mismatch.vat)
        await onPricesChanged(action.mismatch.cart)
        setNotice({
          tone: 'info',
          text: `${action.mismatch.message} New total: ${formatPounds(fromPence(action.mismatch.amount))}.`,
        })
        return
    }
  }

  return {
    form,
    /** What the billing form holds now, for the card form's own billing details. */
    billing: { name: billing.name ?? '', email: billing.email ?? '', phone: billing.phone, address: billing.address },
    /** A payment is under way: the billing details are read-only. */
    paying,
    notice,
    checkBilling,
    createIntent,
    onFailed: (failure: PaymentFailure) => void onFailed(failure),
    onSucceeded: (intent: PaymentIntent) =>
      confirmation.confirm({ intentId: intent.paymentIntentId, provider: intent.provider, amountPence: intent.amount }),
    /** The charged payment's confirmation, while it is lost: the page offers to confirm it. */
    unconfirmed: {
      lost: confirmation.lost !== null,
      confirming: confirmation.confirming,
      online: confirmation.online,
      retry: confirmation.retry,
    },
  }
}
