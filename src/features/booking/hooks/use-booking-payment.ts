import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { PAYMENT_MESSAGES } from '@/shared/contract/checkout-messages'
import { cardFailureMessage, type PaymentFailure, type PaymentIntent } from '@/payment/data/payment-gateway'
import { isApiError } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'
import { useOnlineStatus } from '@/lib/online-status'
import { toPence } from '@/shared/money'
import { bookingTotals } from '@/shared/rules/totals'
import { learnVatRule, useVatRule } from '@/lib/vat-rule'
import { saveConfirmation } from '../data/confirmation'
import {
  hasUnsentSteps,
  removeDraft,
  setPaidIntent,
  setStep,
  type BookingDraft,
  type DraftCourse,
} from '../data/draft-store'
import { sendDraft } from '../data/draft-sync'
import type { ChargedPayment } from '@/payment/data/confirm-payment'
import { usePaymentConfirmation } from '@/payment/hooks/use-payment-confirmation'
import { useCreateBookingPaymentIntent, useRecordBookingPayment } from './use-booking-payment-calls'

/** docs/product-rules.md §8 booking message, and the payment messages the cart checkout uses too. */
export const PAYMENT_INTENT_FAILED = 'Payment intent failed'

function failureMessage(failure: PaymentFailure): string {
  return failure.kind === 'intent-failed' ? PAYMENT_INTENT_FAILED : cardFailureMessage(failure)
}

/**
 * Step 3's payment, apart from what it shows: the step marked reached, queued steps sent when
 * online, the card's intent, recording the payment once (also one that went through before the
 * app closed), then the success page. `onFinished` is called just before leaving for it, as the
 * draft is removed on the way.
 */
export function useBookingPayment(course: DraftCourse, draft: BookingDraft, onFinished: () => void) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { mutateAsync: createBookingPaymentIntent } = useCreateBookingPaymentIntent()
  const { mutateAsync: recordBookingPayment } = useRecordBookingPayment()
  const online = useOnlineStatus()
  const [message, setMessage] = useState<{ text: string; attempt: number } | null>(null)
  const showMessage = (text: string) => setMessage((last) => ({ text, attempt: (last?.attempt ?? 0) + 1 }))
  const token = draft.token
  const users = draft.basicInfo.no_of_users
  const vat = useVatRule()
  const totals = bookingTotals(toPence(course.price), users, vat)
  const amountPence = totals.totalPence
  const unsent = hasUnsentSteps(draft)

  useEffect(() => {
    if (draft.step !== 3) void setStep(course.id, 3)
  }, [draft.step, course.id])

  // Steps queued offline go out as soon as there is a connection; payment waits for them.
  useEffect(() => {
    if (online && unsent) void sendDraft(course.id)
  }, [online, unsent, course.id])

  // The payment-success call, asked again while its answer is lost (the payment module's one way).
  const confirmation = usePaymentConfirmation({
    record: useCallback(
      (payment: ChargedPayment) => {
        // Not reached without a token: the card is shown only once there is one.
        if (!token) throw new Error('No booking token')
        return recordBookingPayment({ token, ...payment })
      },
      [token, recordBookingPayment],
    ),
    onConfirmed: useCallback(
      async (result: { booking_id: number }, payment: ChargedPayment) => {
        saveConfirmation({
          bookingId: result.booking_id,
          courseId: course.id,
          courseName: course.name,
          trainingDate: draft.basicInfo.training_date,
          users,
          amountPence: payment.amountPence,
          email: draft.basicInfo.email,
        })
        onFinished()
        await navigate({ to: '/booking/success', replace: true })
        await removeDraft(course.id)
      },
      [course.id, course.name, draft.basicInfo.training_date, draft.basicInfo.email, users, navigate, onFinished],
    ),
    onRefused: useCallback(
      (error: unknown) =>
        showMessage(PAYMENT_MESSAGES.error(isApiError(error) ? error.message : 'We could not confirm your booking.')),
      [],
    ),
    // A payment that went through before the app closed is recorded, never taken twice.
    pending: draft.paidIntentId ? { intentId: draft.paidIntentId, provider: 'resumed', amountPence } : null,
  })

  return {
    online,
    amountPence,
    /** The VAT in `amountPence`, and the rule it was worked out with. */
    vatPence: totals.vatPence,
    vat,
    users,
    /** Steps still queued on this device, or no booking token yet: the card waits for them. */
    waiting: unsent || !token,
    message,
    confirming: confirmation.confirming,
    /** The "Confirm my booking" button, while a charged payment waits to be recorded. */
    confirmPaid: confirmation.retry,
    createIntent: async (): Promise<PaymentIntent> => {
      // The last attempt's failure is not this one's.
      setMessage(null)
      // Not reached without a token: the card is shown only once there is one.
      if (!token) throw new Error('No booking token')
      return createBookingPaymentIntent({ token, amountPence })
    },
    onSucceeded: async (intent: PaymentIntent) => {
      setMessage(null)
      // Kept on the device (its write queued first): a confirmation lost with the app closed is
      // recorded at the next visit. Confirming starts at once, so the kept one is not sent again.
      const kept = setPaidIntent(course.id, intent.paymentIntentId)
      await confirmation.confirm({
        intentId: intent.paymentIntentId,
        provider: intent.provider,
        amountPence: intent.amount,
      })
      await kept
    },
    onFailed: (failure: PaymentFailure) => {
      showMessage(failureMessage(failure))
      // The server's price or VAT changed (409): show the new total.
      if (failure.kind === 'intent-failed' && isApiError(failure.error) && failure.error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKey('catalogue.course') })
        void learnVatRule(queryClient, failure.error.body)
      }
    },
  }
}
