import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { format, parseISO } from 'date-fns'
import { useCallback, useEffect, useRef, useState } from 'react'
import { PAYMENT_MESSAGES } from '../../../shared/contract/checkout-messages'
import { Button } from '../../../components/button'
import { CardPayment } from '../../../components/payment/card-payment'
import {
  cardFailureMessage,
  type PaymentFailure,
  type PaymentIntent,
} from '../../../components/payment/payment-gateway'
import { Spinner } from '../../../components/spinner'
import { isApiError } from '../../../lib/api-client'
import { queryKey } from '../../../lib/query-keys'
import { formatPounds, toPence } from '../../../shared/money'
import { useOnlineStatus } from '../../../lib/online-status'
import {
  hasUnsentSteps,
  removeDraft,
  setPaidIntent,
  setStep,
  useDraft,
  type BookingDraft,
  type DraftCourse,
} from '../data/draft-store'
import { sendDraft } from '../data/draft-sync'
import { useCreateBookingPaymentIntent, useRecordBookingPayment } from '../hooks/use-booking-payment-calls'
import { saveConfirmation } from '../data/confirmation'
import { useDraftSync } from '../utils/use-draft-sync'
import { BookingSteps } from './booking-steps'
import { AlertMessage, StatusNote } from '../../../components/notices'
import { useRequireBookingToken } from './use-require-booking-token'

/** docs/product-rules.md §8 booking message, and the payment messages the cart checkout uses too. */
export const PAYMENT_INTENT_FAILED = 'Payment intent failed'

function failureMessage(failure: PaymentFailure): string {
  return failure.kind === 'intent-failed' ? PAYMENT_INTENT_FAILED : cardFailureMessage(failure)
}

function formatDate(iso: string): string {
  try {
    return format(parseISO(iso), 'EEEE d MMMM yyyy')
  } catch {
    return iso
  }
}

/** Step 3, `/booking/{id}/payment`: the summary, then the card payment (online only). */
export function BookingPayment({ course, phone }: { course: DraftCourse; phone?: string }) {
  const draft = useDraft(course.id)
  // Set once the booking is paid: the draft is removed on the way to the success page.
  const [finished, setFinished] = useState(false)
  const ready = useRequireBookingToken(course, draft, finished)
  const navigate = useNavigate()
  useDraftSync()

  const needsAnswers = draft && draft.step < 3 && draft.pendingAnswers === null
  // Reached before the questions were answered (a typed address, an old link): answer them first.
  useEffect(() => {
    if (!finished && ready && needsAnswers)
      void navigate({ to: '/booking/questions/$id', params: { id: course.slug }, replace: true })
  }, [finished, ready, needsAnswers, navigate, course.slug])

  if (!ready || !draft || needsAnswers) return <Spinner label="Loading your booking…" />
  return <PaymentStep course={course} draft={draft} phone={phone} onFinished={() => setFinished(true)} />
}

function PaymentStep({
  course,
  draft,
  phone,
  onFinished,
}: {
  course: DraftCourse
  draft: BookingDraft
  phone?: string
  onFinished: () => void
}) {
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

  const onSucceeded = async (intent: PaymentIntent) => {
    retried.current = true
    await setPaidIntent(course.id, intent.paymentIntentId)
    await finish(intent.paymentIntentId, intent.provider, intent.amount)
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-10">
      <BookingSteps current={3} />
      <h1 className="mt-6 text-2xl font-bold text-ink sm:text-3xl">Pay for your booking</h1>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_1.1fr] lg:items-start">
        <section
          aria-labelledby="booking-summary-heading"
          className="rounded-2xl border border-slate-200 bg-slate-50 p-6"
        >
          <h2 id="booking-summary-heading" className="text-xl font-bold text-ink">
            Booking summary
          </h2>
          <dl className="mt-4 grid gap-3 text-ink">
            <SummaryRow term="Course" value={course.name} />
            <SummaryRow
              term="Joining date"
              value={draft.basicInfo.training_date ? formatDate(draft.basicInfo.training_date) : '—'}
            />
            <SummaryRow
              term="Training address"
              value={[draft.basicInfo.address, draft.basicInfo.postal_code].filter(Boolean).join(', ')}
            />
            {draft.basicInfo.company_name ? <SummaryRow term="Company" value={draft.basicInfo.company_name} /> : null}
            <SummaryRow term="Price per user" value={formatPounds(course.price)} />
            <SummaryRow term="Number of users" value={String(users)} />
            <SummaryRow term="VAT" value={formatPounds(0)} />
          </dl>
          <p className="mt-5 flex items-baseline justify-between border-t border-slate-300 pt-4 text-lg font-bold">
            <span>Total</span>
            <span data-testid="booking-total">{formatPounds(amountPence / 100)}</span>
          </p>
          <Link
            to="/booking/questions/$id"
            params={{ id: course.slug }}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            Back to the questions
          </Link>
        </section>

        <section
          aria-labelledby="booking-card-heading"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="booking-card-heading" className="text-xl font-bold text-ink">
            Card payment
          </h2>
          <div className="mt-4 grid gap-3">
            {/* Keyed by the attempt: the same decline twice is shown (and focused) twice. */}
            {message ? (
              <AlertMessage key={message.attempt} takeFocus>
                {message.text}
              </AlertMessage>
            ) : null}
            {draft.error ? <AlertMessage>{draft.error}</AlertMessage> : null}
            {draft.notice ? <StatusNote>{draft.notice}</StatusNote> : null}
          </div>
          <div className="mt-4">
            {draft.paidIntentId ? (
              confirming ? (
                <Spinner label="Confirming your payment…" />
              ) : (
                <Button onClick={() => void finish(draft.paidIntentId!, 'resumed', amountPence)} disabled={!online}>
                  Confirm my booking
                </Button>
              )
            ) : unsent || !token ? (
              <StatusNote>
                {online
                  ? 'Sending your booking details…'
                  : 'You’re offline. Your booking is saved on this device; payment continues when you’re back online.'}
              </StatusNote>
            ) : (
              <CardPayment
                amountPence={amountPence}
                billing={{
                  name: draft.basicInfo.name,
                  email: draft.basicInfo.email,
                  phone,
                  address: draft.basicInfo.address,
                }}
                createIntent={() => {
                  // The last attempt's failure is not this one's.
                  setMessage(null)
                  return createBookingPaymentIntent({ token, amountPence })
                }}
                onSucceeded={onSucceeded}
                onFailed={(failure) => {
                  showMessage(failureMessage(failure))
                  // The server's price changed (409): show the new total.
                  if (failure.kind === 'intent-failed' && isApiError(failure.error) && failure.error.status === 409) {
                    void queryClient.invalidateQueries({ queryKey: queryKey('catalogue.course') })
                  }
                }}
                disabled={confirming}
              />
            )}
          </div>
        </section>
      </div>
    </section>
  )
}

function SummaryRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{term}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  )
}
