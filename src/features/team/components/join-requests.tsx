import { useJoinRequests } from '../api/join-requests'

/**
 * A reminder that an invitation to join a team was emailed to this account's address. It names no
 * company: registering never proved the mailbox is the account's, and the link in the invitation
 * mail, which does, shows who invited them and answers it. Shown only while one is open.
 */
export function JoinRequests({ userId }: { userId: number }) {
  const query = useJoinRequests(userId)
  if (query.data?.invited !== true) return null

  return (
    <section
      aria-labelledby="dashboard-join-requests"
      className="rounded-2xl border border-amber-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="dashboard-join-requests" className="text-xl font-semibold text-ink">
        Team invitations
      </h2>
      <p className="mt-4 text-ink">An invitation to join a team as staff was emailed to this address.</p>
      <p className="text-sm text-slate-700">To accept or decline, open the link in that email.</p>
    </section>
  )
}
