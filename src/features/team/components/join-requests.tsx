import { format, parseISO } from 'date-fns'
import { useState } from 'react'
import { Button } from '../../../components/button'
import type { User } from '../../../shared/contract/auth'
import { acceptJoin, declineJoin, useJoinAnswer, useJoinRequests } from '../api/join-requests'
import { failureText } from '../data/messages'

const day = (iso: string) => format(parseISO(iso), 'd MMM yyyy')

/**
 * Invitations to this account's own address: a company asks, and nothing changes until the person
 * answers. Accept makes the account that company's staff (no cart of its own from then on);
 * Decline ends the invitation. Shown only while there is something to answer.
 */
export function JoinRequests({ userId, onJoined }: { userId: number; onJoined: (account: User) => void }) {
  const query = useJoinRequests(userId)
  const accept = useJoinAnswer(userId, acceptJoin)
  const decline = useJoinAnswer(userId, declineJoin)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const requests = query.data ?? []
  if (requests.length === 0 && !outcome) return null

  const run = async (answer: () => Promise<{ message: string }>) => {
    setOutcome(null)
    try {
      setOutcome({ ok: true, text: (await answer()).message })
    } catch (error) {
      setOutcome({ ok: false, text: failureText(error) })
    }
  }
  const busy = accept.isPending || decline.isPending

  return (
    <section
      aria-labelledby="dashboard-join-requests"
      className="rounded-2xl border border-amber-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="dashboard-join-requests" className="text-xl font-semibold text-ink">
        Team invitations
      </h2>
      {requests.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-200">
          {requests.map((request) => (
            <li
              key={request.id}
              aria-label={request.company_name}
              className="flex flex-wrap items-center justify-between gap-3 py-4 first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <p className="text-ink">
                  <strong className="font-semibold">{request.company_name}</strong> invites you to join their team as
                  staff.
                </p>
                <p className="text-sm text-slate-700">
                  If you accept, they give you your training and your account has no cart of its own. Open until{' '}
                  {day(request.expires_at)}.
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  disabled={busy}
                  onClick={() =>
                    void run(async () => {
                      const joined = await accept.mutateAsync(request.id)
                      onJoined(joined.user)
                      return joined
                    })
                  }
                >
                  Accept<span className="sr-only"> the invitation of {request.company_name}</span>
                </Button>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void run(() => decline.mutateAsync(request.id))}
                >
                  Decline<span className="sr-only"> the invitation of {request.company_name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <div role="status" aria-live="polite">
        {outcome ? (
          <p
            className={`mt-3 rounded-lg px-3 py-2 text-sm font-medium ${outcome.ok ? 'bg-brand-50 text-brand-800' : 'bg-red-50 text-red-700'}`}
          >
            {outcome.text}
          </p>
        ) : null}
      </div>
    </section>
  )
}
