import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { PAYMENT_MESSAGES } from '../../../shared/contract/checkout-messages'
import { cardFailureMessage, type PaymentFailure, type PaymentIntent } from '@/payment/data/payment-gateway'
import { isApiError } from '../../../lib/api-client'
import { queryKey } from '../../../lib/query-keys'
import { useOnlineStatus } from '../../../lib/online-status'
import { toPence } from '../../../shared/money'
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
  const [confirming, setConfirming] = useState(false)
  const token = draft.token
  const users = draft.basicInfo.no_of_users
  const amountPence = toPence(course.price) * users
  const unsent = hasUnsentSteps(draft)

  useEffect(() => {
    if (draft.step !== 3) void setStep(course.id, 3)
  }, [draft.step, course.id])

  // Steps queued offline go out as soon as there is a connection; payment waits for them.
  useEffect(() => {
    if (online && unsent) void sendDraft(course.id)
  }, [online, unsent, course.id])

  // One confirmation at a time: the card's success and the resume below must not both record it.
  const finishing = useRef(false)
  const finish = useCallback(
    async (intentId: string, provider: string, paidPence: number) => {
      if (!token || finishing.current) return
      finishing.current = true
      setConfirming(true)
      setMessage(null)
      try {
        const result = await recordBookingPayment({ token, intentId, amountPence: paidPence, provider })
        saveConfirmation({
          bookingId: result.booking_id,
          courseId: course.id,
          courseName: course.name,
          trainingDate: draft.basicInfo.training_date,
          users,
          amountPence: paidPence,
          email: draft.basicInfo.email,
        })
        onFinished()
        await navigate({ to: '/booking/success', replace: true })
        await removeDraft(course.id)
      } catch (error) {
        showMessage(PAYMENT_MESSAGES.error(isApiError(error) ? error.message : 'We could not confirm your booking.'))
        setConfirming(false)
        finishing.current = false
      }
    },
    [
      token,
      course.id,
      course.name,
      draft.basicInfo.training_date,
      draft.basicInfo.email,
      users,
      navigate,
      onFinished,
      recordBookingPayment,
    ],
  )

  // A payment that went through before the app closed is recorded, never taken twice.
  const retried = useRef(false)
  useEffect(() => {
    if (!draft.paidIntentId || retried.current || !online) return
    retried.current = true
    void finish(draft.paidIntentId, 'resumed', amountPence)
  }, [draft.paidIntentId, online, finish, amountPence])

  return {
    online,
    amountPence,
    users,
    /** Steps still queued on this device, or no booking token yet: the card waits for them. */
    waiting: unsent || !token,
    message,
    confirming,
    /** The "Confirm my booking" button, after a resume that failed. */
    confirmPaid: () => {
      if (draft.paidIntentId) void finish(draft.paidIntentId, 'resumed', amountPence)
    },
    createIntent: async (): Promise<PaymentIntent> => {
      // The last attempt's failure is not this one's.
      setMessage(null)
      // Not reached without a token: the card is shown only once there is one.
      if (!token) throw new Error('No booking token')
      return createBookingPaymentIntent({ token, amountPence })
    },
    onSucceeded: async (intent: PaymentIntent) => {
      retried.current = true
      await setPaidIntent(course.id, intent.paymentIntentId)
      await finish(intent.paymentIntentId, intent.provider, intent.amount)
    },
    onFailed: (failure: PaymentFailure) => {
      showMessage(failureMessage(failure))
      // The server's price changed (409): show the new total.
      if (failure.kind === 'intent-failed' && isApiError(failure.error) && failure.error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKey('catalogue.course') })
      }
    },
  }
}
