import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { addToCart } from '@/features/cart/data/cart-store'
import { teamQueryOptions } from '@/features/team/api/get-team'
import { TeamPage } from '@/features/team/components/team-page'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'
import { TEAM_MESSAGES } from '@/shared/contract/team-messages'
import type { SeatRow } from '@/shared/contract/team'
import { isSubUser } from '@/shared/contract/sub-user'

export const Route = createFileRoute('/_auth/team')({
  // A company's own account only: others are told so and go to their dashboard.
  beforeLoad: ({ context, preload }) => {
    const { user } = context.session
    if (user.role === 'company' && !isSubUser(user)) return
    if (!preload) window.alert(TEAM_MESSAGES.companyOnly)
    throw redirect({ to: '/dashboard' })
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(teamQueryOptions())
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
  // "Buy more seats": one more of the course in the cart, where the quantity can be raised.
  const buyMore = async (seat: SeatRow) => {
    await addToCart({ id: seat.course_id, image: seat.image, name: seat.course_name, price: seat.price })
    await navigate({ to: '/cart' })
  }
  return <TeamPage onBuyMore={(seat) => void buyMore(seat)} />
}
