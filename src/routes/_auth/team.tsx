import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { addToCart } from '@/features/cart/data/cart-store'
import { teamQueryOptions } from '@/features/team/api/get-team'
import { trainingMatrixQueryOptions } from '@/features/team/api/get-training-matrix'
import { TeamPage } from '@/features/team/components/team-page'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'
import { TEAM_MESSAGES } from '@/shared/contract/team-messages'
import type { SeatRow } from '@/shared/contract/team'
import type { RenewalLine } from '@/features/team/data/training-matrix'
import { isSubUser } from '@/shared/contract/sub-user'

export const Route = createFileRoute('/_auth/team')({
  // A company's own account only: others are told so and go to their dashboard.
  beforeLoad: ({ context, preload }) => {
    const { user } = context.session
    if (user.role === 'company' && !isSubUser(user)) return
    // (Painting on the server, the browser says it once it has started.)
    if (!preload && !context.paintedSession) window.alert(TEAM_MESSAGES.companyOnly)
    throw redirect({ to: '/dashboard' })
  },
  // Both of the page's answers are asked for as the route loads, not as its components first render
  // (the matrix's ~0.3 s later on the phone, behind its contract's code).
  // The server paints it for a manager's session (src/shared/page-session.ts).
  staticData: { prerender: 'signed-in' },
  loader: ({ context }) => {
    // (Painting on the server, the matrix alone: team-page.tsx.)
    if (!context.paintedSession) void context.queryClient.prefetchQuery(teamQueryOptions())
    void context.queryClient.prefetchQuery(trainingMatrixQueryOptions())
  },
  head: () => ({
    meta: [
      { title: pageTitle('Your team') },
      { name: 'description', content: `Hand your company's ${BRAND} course seats to your staff.` },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: TeamRoute,
})

function TeamRoute() {
  const navigate = useNavigate()
  // "Buy more seats": as many as the manager asked for, in the cart, where the number can still change.
  const buyMore = async (seat: SeatRow, quantity: number) => {
    await addToCart({ id: seat.course_id, image: seat.image, name: seat.course_name, price: seat.price }, quantity)
    await navigate({ to: '/cart' })
  }
  // "Renew": a seat of each due or expired course for each person due, all in one tap; the cart
  // adds them to what it holds (docs/product-rules.md §4).
  const renew = async (lines: RenewalLine[]) => {
    for (const { course, quantity } of lines) {
      await addToCart(
        { id: course.course_id, image: course.image, name: course.course_name, price: course.price },
        quantity,
      )
    }
    await navigate({ to: '/cart' })
  }
  return (
    <TeamPage onBuyMore={(seat, quantity) => void buyMore(seat, quantity)} onRenew={(lines) => void renew(lines)} />
  )
}
