import { Link, Navigate } from '@tanstack/react-router'
import { format, parseISO } from 'date-fns'
import { useState } from 'react'
import { buttonClass } from '@/components/button'
import { PaymentSuccessfulHeading } from '@/components/payment-successful-heading'
import { SuccessMark } from '@/components/success-mark'
import { formatPounds } from '@/shared/money'
import { readConfirmation } from '../data/confirmation'

/** `/booking/success`: the 'Payment Successful !' of docs/product-rules.md §8 with the booking just paid. */
export function BookingSuccess() {
  const [confirmation] = useState(readConfirmation)
  // Nothing paid in this tab (a typed or shared address): no booking to confirm.
  if (!confirmation) return <Navigate to="/" replace />

  return (
    <section className="mx-auto max-w-2xl px-4 py-12 text-center sm:py-16">
      <SuccessMark />
      <PaymentSuccessfulHeading className="mt-6 text-3xl font-bold text-ink sm:text-4xl" />
      <p className="mt-3 text-muted">
        Thank you, your in-house training is booked. A confirmation has been sent to {confirmation.email}.
      </p>

      <dl className="mx-auto mt-8 grid max-w-md gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-6 text-left text-ink">
        <Row term="Booking reference" value={`B${String(confirmation.bookingId).padStart(6, '0')}`} />
        <Row term="Course" value={confirmation.courseName} />
        <Row term="Training date" value={safeDate(confirmation.trainingDate)} />
        <Row term="Number of delegates" value={String(confirmation.users)} />
        <Row term="Amount paid" value={formatPounds(confirmation.amountPence / 100)} />
      </dl>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/dashboard" className={buttonClass('primary')}>
          Go to your dashboard
        </Link>
        <Link to="/courses" className={buttonClass('secondary')}>
          Explore more courses
        </Link>
      </div>
    </section>
  )
}

function safeDate(iso: string): string {
  try {
    return format(parseISO(iso), 'd MMMM yyyy')
  } catch {
    return iso
  }
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{term}</dt>
      <dd className="text-right font-semibold">{value}</dd>
    </div>
  )
}
