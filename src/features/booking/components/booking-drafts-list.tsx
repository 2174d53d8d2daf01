import { Link } from '@tanstack/react-router'
import { formatDistanceToNow } from 'date-fns'
import { Button, buttonClass } from '@/components/button'
import { removeDraft, useDrafts } from '../data/draft-store'
import { bookingPath, stepLabel } from '../data/resume'
import { useDraftSync } from '../hooks/use-draft-sync'

/**
 * For the dashboard: the account's bookings started and not yet paid, on this device or another
 * (data/draft-copies.ts), each to continue or discard. Renders nothing (not even `className`'s
 * wrapper) when there are none.
 */
export function BookingDraftsList({ className = '' }: { className?: string }) {
  const drafts = useDrafts()
  useDraftSync()
  if (!drafts || drafts.length === 0) return null

  return (
    <div className={className}>
      <section
        aria-labelledby="booking-drafts-heading"
        className="rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
      >
        <h2 id="booking-drafts-heading" className="text-xl font-bold text-ink">
          Unfinished bookings
        </h2>
        <p className="mt-1 text-sm text-muted">
          Saved to your account. Pick up where you left off, on this device or another.
        </p>
        <ul className="mt-4 grid gap-3">
          {drafts.map((draft) => (
            <li key={draft.courseId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="font-semibold text-ink">{draft.course.name}</p>
              <p className="mt-1 text-sm text-muted">
                {stepLabel(draft.step)} · saved {formatDistanceToNow(draft.updatedAt, { addSuffix: true })}
              </p>
              <div className="mt-3 flex flex-wrap gap-3">
                <Link {...bookingPath(draft)} className={buttonClass('primary')}>
                  Continue your booking
                  <span className="sr-only"> for {draft.course.name}</span>
                </Link>
                <Button variant="secondary" onClick={() => void removeDraft(draft.courseId)}>
                  Discard draft
                  <span className="sr-only"> for {draft.course.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
