import type { ReactNode } from 'react'
import { LoadingState, QueryState } from '@/components/states'
import { useBrowserValue } from '@/lib/browser-value'
import type { SeatRow } from '@/shared/contract/team'
import type { RenewalLine } from '../data/training-matrix'
import { useTeam } from '../api/get-team'
import { BulkInviteForm } from './bulk-invite-form'
import { InviteForm } from './invite-form'
import { SeatsSection } from './seats-section'
import { StaffSection } from './staff-section'
import { TrainingMatrix } from './training-matrix'

/**
 * A part of the page; only a `printed` one is on paper when the page is printed. The sections after
 * the first are laid out when they come near the screen (`content-visibility: auto`): for a care
 * group their seats and staff lists run to thousands of rows, which the browser would otherwise lay
 * out before it could show the first.
 */
function Section({
  id,
  title,
  intro,
  printed = false,
  first = false,
  children,
}: {
  id: string
  title: string
  intro?: string
  printed?: boolean
  first?: boolean
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-print-hidden={printed ? undefined : ''}
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${first ? '' : '[contain-intrinsic-size:auto_30rem] [content-visibility:auto]'}`}
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-slate-700">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** "Your team": the company's seats and staff, invitations, and the training matrix. */
export function TeamPage({
  onBuyMore,
  onRenew,
}: {
  onBuyMore: (seat: SeatRow, quantity: number) => void
  onRenew: (lines: RenewalLine[]) => void
}) {
  // The server paints the matrix alone (src/shared/page-session.ts): a care group's seats and staff
  // run to thousands of rows from the slowest of the page's answers, and come below the fold. They
  // are the browser's to render, once it has taken the page over.
  const inBrowser = useBrowserValue(() => true, false)
  const query = useTeam({ enabled: inBrowser })
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 pb-14 pt-10 print:p-0">
      <div className="mx-auto max-w-4xl space-y-6">
        <div data-print-hidden>
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">Your team</h1>
          <p className="mt-2 text-slate-700">
            Give the course places your company bought to your staff, and see who has done which training.
          </p>
        </div>
        {/* First: who is due is what a manager comes back for, and Renew is beside it. */}
        <Section id="training-matrix" title="Training matrix" printed first>
          <TrainingMatrix onRenew={onRenew} />
        </Section>
        {/* Not from an answer that came while the app was taking the page over: as painted, first. */}
        {!inBrowser ? (
          <LoadingState label="Loading your team…" />
        ) : (
          <QueryState query={query} loading="Loading your team…">
            {(team) => (
              <>
                <Section id="team-seats" title="Seats">
                  <SeatsSection seats={team.seats} staff={team.staff} onBuyMore={onBuyMore} />
                </Section>
                <Section id="team-staff" title="Staff">
                  <StaffSection staff={team.staff} invitations={team.invitations} />
                </Section>
                <Section
                  id="team-invite"
                  title="Invite staff"
                  intro="They get an email inviting them to join your team, valid for 7 days; they can have seats once they accept. Each person gets at most one invitation email a day."
                >
                  <InviteForm />
                </Section>
                <Section id="team-bulk-invite" title="Invite many at once">
                  <BulkInviteForm />
                </Section>
              </>
            )}
          </QueryState>
        )}
      </div>
    </div>
  )
}
