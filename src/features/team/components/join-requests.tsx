import { format, parseISO } from 'date-fns'
import { useJoinRequests } from '../api/join-requests'

const day = (iso: string) => format(parseISO(iso), 'd MMM yyyy')

/**
 * Invitations to this account's own address, as a reminder: they are answered from the link in the
 * invitation mail, which proves the mailbox is the account's (registering never did). Shown only
 * while one is open.
 */
export function JoinRequests({ userId }: { userId: number }) {
  const query = useJoinRequests(userId)
  const requests = query.data ?? []
  if (requests.length === 0) return null

  return (
    <section
      aria-labelledby="dashboard-join-requests"
      className="rounded-2xl border border-amber-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="dashboard-join-requests" className="text-xl font-semibold text-ink">
        Team invitations
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {requests.map((request) => (
          <li key={request.id} aria-label={request.company_name} className="py-4 first:pt-0 last:pb-0">
            <p className="text-ink">
              You have an invitation from <strong className="font-semibold">{request.company_name}</strong> to join
              their team as staff.
            </p>
            <p className="text-sm text-slate-700">
              To accept or decline, open the link in the email we sent you (open until {day(request.expires_at)}).
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
