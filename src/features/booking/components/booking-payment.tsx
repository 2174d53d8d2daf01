import { Link, useNavigate } from '@tanstack/react-router'
import { format, parseISO } from 'date-fns'
import { useEffect, useState } from 'react'
import { CardPayment } from '@/payment/components/card-payment'
import { UnconfirmedPayment } from '@/payment/components/unconfirmed-payment'
import { Spinner } from '@/components/spinner'
import { formatPounds, fromPence } from '@/shared/money'
import { vatLabel } from '@/shared/rules/vat'
import { useDraft, type BookingDraft, type DraftCourse } from '../data/draft-store'
import { useBookingPayment } from '../hooks/use-booking-payment'
import { useDraftSync } from '../hooks/use-draft-sync'
import { BookingSteps } from './booking-steps'
import { AlertMessage, StatusNote } from '@/components/notices'
import { useRequireBookingToken } from '../hooks/use-require-booking-token'

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
  const {
    online,
    amountPence,
    vatPence,
    vat,
    users,
    waiting,
    message,
    confirming,
    confirmPaid,
    createIntent,
    onSucceeded,
    onFailed,
  } = useBookingPayment(course, draft, onFinished)

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
              term="Training date"
              value={draft.basicInfo.training_date ? formatDate(draft.basicInfo.training_date) : '—'}
            />
            <SummaryRow
              term="Training address"
              value={[draft.basicInfo.address, draft.basicInfo.postal_code].filter(Boolean).join(', ')}
            />
            {draft.basicInfo.company_name ? <SummaryRow term="Company" value={draft.basicInfo.company_name} /> : null}
            <SummaryRow term="Price per delegate" value={formatPounds(course.price)} />
            <SummaryRow term="Number of delegates" value={String(users)} />
            <SummaryRow term={vatLabel(vat)} value={formatPounds(fromPence(vatPence))} />
          </dl>
          <p className="mt-5 flex items-baseline justify-between border-t border-slate-300 pt-4 text-lg font-bold">
            <span>Total</span>
            <span data-testid="booking-total">{formatPounds(fromPence(amountPence))}</span>
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
              <UnconfirmedPayment what="booking" confirming={confirming} online={online} onConfirm={confirmPaid} />
            ) : waiting ? (
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
                createIntent={createIntent}
                onSucceeded={onSucceeded}
                onFailed={onFailed}
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
