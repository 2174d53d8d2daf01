import { useState } from 'react'
import { Button } from '@/components/button'
import { ShowMore } from '@/components/show-more'
import type { PendingInvitation, StaffMember } from '@/shared/contract/team'
import { resendInvitation, useInvitationChange, withdrawInvitation } from '../api/pending-invitations'
import { failureText } from '../data/messages'
import { useRemoveStaffAction } from '../hooks/use-remove-staff'
import { formatDay } from '@/training/data/format-day'

export const NO_STAFF = 'No staff yet. Invite your team below.'

const BADGE = 'inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold'

/** Resend and Withdraw for pending invitations, with the last answer kept beside its row. */
function useInvitationActions() {
  const resend = useInvitationChange(resendInvitation)
  const withdraw = useInvitationChange(withdrawInvitation)
  const [outcome, setOutcome] = useState<{ id: number; ok: boolean; text: string } | null>(null)
  // Withdrawing stops the link the person may be about to open, so it is asked first.
  const [confirming, setConfirming] = useState<number | null>(null)
  const run = async (change: typeof resend, id: number) => {
    setOutcome(null)
    setConfirming(null)
    try {
      setOutcome({ id, ok: true, text: (await change.mutateAsync(id)).message })
    } catch (error) {
      setOutcome({ id, ok: false, text: failureText(error) })
    }
  }
  return {
    outcome,
    confirming,
    busy: resend.isPending || withdraw.isPending,
    resend: (id: number) => run(resend, id),
    askWithdraw: (id: number) => {
      setOutcome(null)
      setConfirming(id)
    },
    cancelWithdraw: () => setConfirming(null),
    withdraw: (id: number) => run(withdraw, id),
  }
}

/** A question asked before an action that cannot simply be taken back, with Yes and Cancel. */
function Confirm({
  question,
  yes,
  busy,
  onYes,
  onCancel,
}: {
  question: string
  yes: string
  busy: boolean
  onYes: () => void
  onCancel: () => void
}) {
  return (
    <div className="mt-2 rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-200">
      <p role="alert" className="text-sm font-medium text-ink">
        {question}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button disabled={busy} onClick={onYes}>
          {yes}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  )
}

/**
 * The company's staff (active: they accepted, and can be given seats) and the invitations still
 * waiting (invited: no account yet, with Resend and Withdraw), with the courses each has. A table
 * from the small-tablet width up; on a phone each person is a block of labelled lines (a four-column
 * table there showed little more than the names). The explicit roles keep it a table for screen
 * readers whichever way it is laid out.
 */
/** An answer to Resend or Withdraw, green or red, where the person pressed it (or above the table). */
function OutcomeNote({ outcome, className = '' }: { outcome: { ok: boolean; text: string }; className?: string }) {
  return (
    <p
      className={`${className} rounded-lg px-3 py-2 text-sm font-medium ${outcome.ok ? 'bg-brand-50 text-brand-800' : 'bg-red-50 text-red-700'}`}
    >
      {outcome.text}
    </p>
  )
}

/** The name (the row's header) and email cells, alike for staff and invitations. */
function PersonCells({ name, email }: { name: string; email: string }) {
  return (
    <>
      <th role="rowheader" scope="row" className="py-3 pr-4 font-semibold text-ink max-sm:block max-sm:py-0">
        {name}
      </th>
      <td role="cell" className="py-3 pr-4 text-slate-700 [overflow-wrap:anywhere] max-sm:block max-sm:py-0.5">
        {email}
      </td>
    </>
  )
}

/** Staff rows shown at first, and added by each "Show more staff": a large group's 200 rows wait. */
export const STAFF_PER_PAGE = 20

export function StaffSection({ staff, invitations }: { staff: StaffMember[]; invitations: PendingInvitation[] }) {
  const actions = useInvitationActions()
  const removal = useRemoveStaffAction()
  const [shown, setShown] = useState(STAFF_PER_PAGE)
  // A withdrawn invitation's row is gone, so its answer shows above the table; so does a leaver's.
  const orphan = actions.outcome && !invitations.some((row) => row.id === actions.outcome?.id) ? actions.outcome : null
  const empty = staff.length === 0 && invitations.length === 0
  return (
    <div className="space-y-3">
      <div role="status" aria-live="polite">
        {orphan ? <OutcomeNote outcome={orphan} /> : null}
        {removal.outcome ? <OutcomeNote outcome={removal.outcome} /> : null}
      </div>
      {empty ? (
        <p className="text-slate-700">{NO_STAFF}</p>
      ) : (
        <div className="sm:overflow-x-auto">
          <table role="table" className="w-full text-left max-sm:block sm:min-w-[36rem]">
            <thead role="rowgroup" className="border-b border-slate-300 text-sm text-muted max-sm:sr-only">
              <tr role="row">
                <th role="columnheader" scope="col" className="py-2 pr-4 font-semibold">
                  Name
                </th>
                <th role="columnheader" scope="col" className="py-2 pr-4 font-semibold">
                  Email
                </th>
                <th role="columnheader" scope="col" className="py-2 pr-4 font-semibold">
                  Status
                </th>
                <th role="columnheader" scope="col" className="py-2 font-semibold">
                  Courses
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup" className="divide-y divide-slate-200 max-sm:block">
              {staff.slice(0, shown).map((person) => (
                <tr key={person.id} role="row" className="align-top max-sm:block max-sm:py-3">
                  <PersonCells name={person.name} email={person.email} />
                  <td role="cell" className="py-3 pr-4 max-sm:block max-sm:py-0.5">
                    <span className={`${BADGE} bg-brand-100 text-brand-900`}>Active</span>
                  </td>
                  <td role="cell" className="py-3 text-slate-700 max-sm:block max-sm:py-0.5">
                    <span className="font-semibold text-muted sm:sr-only">Courses: </span>
                    {person.courses.length === 0 ? (
                      <span className="text-muted">None yet</span>
                    ) : (
                      <ul>
                        {person.courses.map((course) => (
                          <li key={course.course_id}>{course.course_name}</li>
                        ))}
                      </ul>
                    )}
                    {removal.confirming === person.id ? (
                      <Confirm
                        question={`Remove ${person.name} from your team? Their seats not yet started come back to you; started ones stay used. Their account becomes their own again, and their training record and certificates stay in your overview.`}
                        yes="Yes, remove"
                        busy={removal.busy}
                        onYes={() => void removal.confirm()}
                        onCancel={removal.cancel}
                      />
                    ) : (
                      <div className="mt-2">
                        <Button
                          variant="secondary"
                          disabled={removal.busy}
                          aria-label={`Remove ${person.name} from your team`}
                          onClick={() => removal.ask(person.id)}
                        >
                          Remove from team
                        </Button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
              {invitations.map((row) => (
                <tr key={`invitation-${row.id}`} role="row" className="align-top max-sm:block max-sm:py-3">
                  <PersonCells name={row.name} email={row.email} />
                  <td role="cell" className="py-3 pr-4 max-sm:block max-sm:py-0.5">
                    <span className={`${BADGE} bg-amber-100 text-amber-900`}>Invited</span>
                    <span className="mt-1 block text-sm text-muted">Sent {formatDay(row.sent_at)}</span>
                  </td>
                  <td role="cell" className="py-3 text-slate-700 max-sm:block max-sm:py-0.5">
                    <p className="text-sm text-muted">Seats can be given once they accept.</p>
                    <div className="mt-2 flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        disabled={actions.busy}
                        aria-label={`Resend the invitation to ${row.name}`}
                        onClick={() => void actions.resend(row.id)}
                      >
                        Resend
                      </Button>
                      <Button
                        variant="secondary"
                        disabled={actions.busy || actions.confirming === row.id}
                        aria-label={`Withdraw the invitation to ${row.name}`}
                        onClick={() => actions.askWithdraw(row.id)}
                      >
                        Withdraw
                      </Button>
                    </div>
                    {actions.confirming === row.id ? (
                      <Confirm
                        question={`Withdraw the invitation to ${row.name}? The link in their email stops working; you can invite them again later.`}
                        yes="Yes, withdraw"
                        busy={actions.busy}
                        onYes={() => void actions.withdraw(row.id)}
                        onCancel={actions.cancelWithdraw}
                      />
                    ) : null}
                    <div role="status" aria-live="polite">
                      {actions.outcome?.id === row.id ? (
                        <OutcomeNote outcome={actions.outcome} className="mt-2" />
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {staff.length > STAFF_PER_PAGE ? (
        <ShowMore
          shown={shown}
          total={staff.length}
          what="staff"
          label="Show more staff"
          onMore={() => setShown((count) => count + STAFF_PER_PAGE)}
        />
      ) : null}
    </div>
  )
}
