import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { Button } from '../../../components/button'
import { inputClass } from '../../../components/form-field'
import type { SeatRow, StaffMember } from '../../../shared/contract/team'
import { useSeatActions, type SeatOutcome } from '../hooks/use-seat-actions'

export const NO_SEATS = 'Your company holds no seats yet. Buy an online course with a quantity for your staff.'

function AssignControl({
  seat,
  staff,
  busy,
  onAssign,
}: {
  seat: SeatRow
  staff: StaffMember[]
  busy: boolean
  onAssign: (userId: number) => void
}) {
  const id = useId()
  const candidates = staff.filter((person) => !person.courses.some((course) => course.course_id === seat.course_id))
  const [chosen, setChosen] = useState('')
  if (candidates.length === 0) return <p className="text-sm text-muted">Everyone in your team has this course.</p>
  const selected = candidates.some((person) => String(person.id) === chosen) ? chosen : String(candidates[0]!.id)
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        onAssign(Number(selected))
      }}
    >
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          Staff member for {seat.course_name}
        </label>
        <select id={id} className={inputClass} value={selected} onChange={(event) => setChosen(event.target.value)}>
          {candidates.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name} ({person.email})
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={busy}>
        Assign
      </Button>
    </form>
  )
}

function Outcome({ outcome }: { outcome: SeatOutcome | null }) {
  if (!outcome) return null
  return (
    <p
      className={`rounded-lg px-3 py-2 text-sm font-medium ${outcome.ok ? 'bg-brand-50 text-brand-800' : 'bg-red-50 text-red-700'}`}
      data-outcome={outcome.ok ? 'success' : 'error'}
    >
      {outcome.text}
    </p>
  )
}

/**
 * One row per course the company holds seats of: bought, assigned, free; who has them (with
 * Unassign until they start) and Assign, or Buy more seats when none is free.
 */
export function SeatsSection({
  seats,
  staff,
  onBuyMore,
}: {
  seats: SeatRow[]
  staff: StaffMember[]
  onBuyMore: (seat: SeatRow) => void
}) {
  const actions = useSeatActions()
  if (seats.length === 0) {
    return (
      <div className="space-y-3">
        <p className="text-slate-700">{NO_SEATS}</p>
        <Link to="/courses" className="font-semibold text-brand-800 underline underline-offset-2">
          Explore Courses
        </Link>
      </div>
    )
  }
  return (
    <ul className="divide-y divide-slate-200">
      {seats.map((seat) => {
        const holders = staff.flatMap((person) =>
          person.courses
            .filter((course) => course.course_id === seat.course_id)
            .map((course) => ({ person, started: course.started_at !== null })),
        )
        return (
          <li
            key={seat.course_id}
            className="space-y-3 py-4 first:pt-0 last:pb-0"
            data-testid="seat-row"
            aria-label={seat.course_name}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <Link
                to="/course-detail/$id"
                params={{ id: seat.course_slug }}
                className="font-semibold text-ink underline-offset-2 hover:underline"
              >
                {seat.course_name}
              </Link>
              <p className="text-slate-700" data-testid="seat-counts">
                <strong>{seat.assigned}</strong> of <strong>{seat.bought}</strong> assigned · {seat.free} free
              </p>
            </div>
            {holders.length > 0 ? (
              <ul className="space-y-1">
                {holders.map(({ person, started }) => (
                  <li key={person.id} className="flex flex-wrap items-center justify-between gap-2 text-slate-700">
                    <span>
                      {person.name}
                      {started ? <span className="ml-2 text-sm text-muted">(started)</span> : null}
                    </span>
                    {started ? null : (
                      <Button
                        variant="secondary"
                        disabled={actions.busy}
                        aria-label={`Unassign ${person.name} from ${seat.course_name}`}
                        onClick={() => void actions.unassign({ course_id: seat.course_id, user_id: person.id })}
                      >
                        Unassign
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
            {seat.free > 0 ? (
              staff.length === 0 ? (
                <p className="text-sm text-muted">Invite staff below to give them seats.</p>
              ) : (
                <AssignControl
                  seat={seat}
                  staff={staff}
                  busy={actions.busy}
                  onAssign={(userId) => void actions.assign({ course_id: seat.course_id, user_id: userId })}
                />
              )
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <p className="text-sm text-slate-700">No free seats.</p>
                <Button variant="secondary" onClick={() => onBuyMore(seat)}>
                  Buy more seats
                </Button>
              </div>
            )}
            <div role="status" aria-live="polite">
              {actions.outcome?.courseId === seat.course_id ? <Outcome outcome={actions.outcome} /> : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
