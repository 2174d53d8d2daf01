import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { myBookingsQueryOptions } from '@/features/auth/api/get-my-bookings'
import { myOrdersQueryOptions } from '@/features/auth/api/get-my-orders'
import { AccountDashboard } from '@/features/auth/components/account-dashboard'
import { BookingDraftsList } from '@/features/booking/components/booking-drafts-list'
import { useDrafts } from '@/features/booking/data/draft-store'
import { useSession } from '@/features/auth/data/session'
import { useOpenLearning } from '@/features/auth/hooks/use-open-learning'
import { JoinRequests } from '@/features/team/components/join-requests'
import { MyCourses } from '@/features/learning/components/my-courses'
import { isSubUser } from '@/shared/contract/sub-user'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/_auth/dashboard')({
  // Orders and bookings load in their own sections (each with loading, error and empty states).
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myOrdersQueryOptions())
    void context.queryClient.prefetchQuery(myBookingsQueryOptions())
  },
  head: () => ({
    meta: [
      { title: pageTitle('Your dashboard') },
      { name: 'description', content: `Your ${BRAND} account: your orders and in-house training bookings.` },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  // Unfinished booking drafts (kept on this device) below the account's orders and bookings.
  component: DashboardRoute,
})

function DashboardRoute() {
  const session = useSession()
  const openLearning = useOpenLearning()
  // A booking unfinished on this device is listed once, below, where it can be resumed.
  const drafts = useDrafts()
  const unfinishedHere = useMemo(() => new Set(drafts?.map((draft) => draft.courseId)), [drafts])
  return (
    <>
      <AccountDashboard unfinishedHere={unfinishedHere}>
        {session ? <JoinRequests key={session.user.id} userId={session.user.id} /> : null}
        {/* Every learner: staff with the seats their company gave them, individuals with what they bought. */}
        {session && session.user.role !== 'company' ? (
          <MyCourses userId={session.user.id} staff={isSubUser(session.user)} openLearning={openLearning} />
        ) : null}
      </AccountDashboard>
      <BookingDraftsList className="mx-auto -mt-8 box-content max-w-4xl px-4 pb-14" />
    </>
  )
}
