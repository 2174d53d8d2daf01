import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { Button } from '@/components/button'
import { inputClass } from '@/components/form-field'
import { MAX_QUANTITY_PER_COURSE } from '@/shared/contract/checkout-messages'
import { TEAM_MESSAGES, type SeatRow, type StaffMember } from '@/shared/contract/team'
import { useSeatActions, type SeatOutcome } from '../hooks/use-seat-actions'

export const NO_SEATS = 'Your company holds no seats yet. Buy an online course with a quantity for your staff.'
/**
 * The holders listed under a course at first; the rest on "Show all". A group of 200 staff × 20
 * courses would otherwise lay out 4,000 rows, each with its Unassign, before anything below shows.
 */
export const HOLDERS_SHOWN = 10
export const HOW_MANY_SEATS = `Enter how many seats to buy: a whole number from 1 to ${MAX_QUANTITY_PER_COURSE}.`

/**
 * Assign: the person is chosen on purpose. Nobody is chosen to begin with (a first name chosen for
 * the manager once gave a seat to the wrong person), and Assign says so until someone is.
 */
function AssignControl({
  seat,
  staff,
  busy,
  onAssign,
}: {
  seat: SeatRow
  staff: StaffMember[]
  busy: boolean
  onAssign: (userId: number | null) => void
}) {
  const id = useId()
  // Whoever does not hold the course, and whoever holds it with a completion due or expired (a renewal).
  const held = (person: StaffMember) => person.courses.find((course) => course.course_id === seat.course_id)
  const candidates = staff.filter((person) => held(person)?.renewal_due ?? true)
  const [chosen, setChosen] = useState('')
  if (candidates.length === 0) return <p className="text-sm text-muted">Everyone in your team has this course.</p>
  // A person chosen who has since been given the course (or left) is no longer a choice.
  const selected = candidates.some((person) => String(person.id) === chosen) ? chosen : ''
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        onAssign(selected === '' ? null : Number(selected))
      }}
    >
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          Staff member for {seat.course_name}
        </label>
        <select id={id} className={inputClass} value={selected} onChange={(event) => setChosen(event.target.value)}>
          <option value="">Choose a staff member…</option>
          {candidates.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name} ({person.email}){held(person) ? ' — renewal' : ''}
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

/** "Buy more seats": how many, then into the cart (where the number can still change). */
function BuyMoreSeats({ seat, onBuyMore }: { seat: SeatRow; onBuyMore: (seat: SeatRow, quantity: number) => void }) {
  const id = useId()
  const [count, setCount] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const quantity = Number(count)
        if (count.trim() === '' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY_PER_COURSE) {
          setProblem(HOW_MANY_SEATS)
          return
        }
        setProblem(null)
        onBuyMore(seat, quantity)
      }}
    >
      <div>
        <label htmlFor={id} className="text-sm font-medium text-ink">
          How many more seats of {seat.course_name}?
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY_PER_COURSE}
          step={1}
          value={count}
          onChange={(event) => setCount(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={`${inputClass} w-28`}
        />
      </div>
      <Button type="submit" variant="secondary">
        Buy more seats
      </Button>
      <p id={`${id}-problem`} role="alert" className="basis-full text-sm font-medium text-red-700 empty:hidden">
        {problem}
      </p>
    </form>
  )
}

function Outcome({ outcome, busy, onUndo }: { outcome: SeatOutcome | null; busy: boolean; onUndo: () => void }) {
  if (!outcome) return null
  return (
    <div
      className={`flex flex-wrap items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium ${outcome.ok ? 'bg-brand-50 text-brand-800' : 'bg-red-50 text-red-700'}`}
      data-outcome={outcome.ok ? 'success' : 'error'}
    >
      <p>{outcome.text}</p>
      {outcome.undoId !== undefined ? (
        <Button variant="secondary" disabled={busy} onClick={onUndo}>
          Undo
        </Button>
      ) : null}
    </div>
  )
}

/**
 * One row per course the company holds seats of: bought, assigned, free; who has them (with
 * Unassign, asked first and undoable, until they start) and Assign, or Buy more seats when none
 * is free.
 */
export function SeatsSection({
  seats,
  staff,
  onBuyMore,
}: {
  seats: SeatRow[]
  staff: StaffMember[]
  onBuyMore: (seat: SeatRow, quantity: number) => void
}) {
  const actions = useSeatActions()
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set())
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
        const listed = opened.has(seat.course_id) ? holders : holders.slice(0, HOLDERS_SHOWN)
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
                {listed.map(({ person, started }) => {
                  const asking =
                    actions.confirming?.course_id === seat.course_id && actions.confirming.user_id === person.id
                  return (
                    <li key={person.id} className="space-y-2 text-slate-700">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <span>
                          {person.name}
                          {started ? (
                            <span className="ml-2 text-sm text-muted">(started: the seat is in use)</span>
                          ) : null}
                        </span>
                        {started || asking ? null : (
                          <Button
                            variant="secondary"
                            disabled={actions.busy}
                            aria-label={`Unassign ${person.name} from ${seat.course_name}`}
                            onClick={() => actions.askUnassign({ course_id: seat.course_id, user_id: person.id })}
                          >
                            Unassign
                          </Button>
                        )}
                      </div>
                      {asking ? (
                        <div className="rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-200">
                          <p role="alert" className="font-medium text-ink">
                            Take back {person.name}’s seat on {seat.course_name}? They lose the course from My courses,
                            and the seat is free for someone else.
                          </p>
                          <div className="mt-2 flex flex-wrap gap-2">
                            <Button disabled={actions.busy} onClick={() => void actions.confirmUnassign()}>
                              Yes, unassign
                            </Button>
                            <Button variant="secondary" onClick={actions.cancelUnassign}>
                              Cancel
                            </Button>
                          </div>
                        </div>
                      ) : null}
                    </li>
                  )
                })}
              </ul>
            ) : null}
            {listed.length < holders.length ? (
              <Button
                variant="secondary"
                aria-label={`Show all ${holders.length} people with a seat on ${seat.course_name}`}
                onClick={() => setOpened(new Set(opened).add(seat.course_id))}
              >
                Show all {holders.length}
              </Button>
            ) : null}
            {seat.free > 0 ? (
              staff.length === 0 ? (
                <p className="text-sm text-muted">Invite staff below to give them seats.</p>
              ) : (
                <AssignControl
                  seat={seat}
                  staff={staff}
                  busy={actions.busy}
                  onAssign={(userId) => void actions.assign(seat.course_id, userId, TEAM_MESSAGES.chooseStaff)}
                />
              )
            ) : (
              <div className="space-y-2">
                <p className="text-sm text-slate-700">No free seats.</p>
                <BuyMoreSeats seat={seat} onBuyMore={onBuyMore} />
              </div>
            )}
            <div role="status" aria-live="polite">
              {actions.outcome?.courseId === seat.course_id ? (
                <Outcome
                  outcome={actions.outcome}
                  busy={actions.busy}
                  onUndo={() => {
                    const { undoId } = actions.outcome ?? {}
                    if (undoId !== undefined) void actions.undo(seat.course_id, undoId)
                  }}
                />
              ) : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
