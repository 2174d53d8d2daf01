import { createFileRoute, notFound } from '@tanstack/react-router'
import { idOrSlug } from '@/shared/contract/url'
import { LoadingState } from '@/components/states'
import { useSession } from '@/features/auth/data/session'
import { BookingPayment } from '@/features/booking/components/booking-payment'
import { courseQueryOptions, useCourse } from '@/features/catalogue/api/get-course'
import { CourseRouteError, CourseNotFound } from '@/features/catalogue/components/course-detail'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'
import { parseParam } from '@/lib/route-params'

/** Step 3 of the in-house booking (docs/product-rules.md §2): card payment, for a logged-in user. */
export const Route = createFileRoute('/_auth/booking/$id/payment')({
  loader: async ({ context, params }) => {
    parseParam(idOrSlug, params.id)
    const detail = await context.queryClient.ensureQueryData(courseQueryOptions(params.id))
    if (detail.course.course_for === 'online') throw notFound()
    return detail.course.name
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: pageTitle(`Pay for your booking${loaderData ? ` — ${loaderData}` : ''}`) },
      { name: 'description', content: `Step 3 of 3 of booking in-house training with ${BRAND}: secure card payment.` },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  pendingComponent: () => <LoadingState label="Loading your booking…" />,
  errorComponent: CourseRouteError,
  notFoundComponent: CourseNotFound,
  component: PaymentPage,
})

function PaymentPage() {
  const { id } = Route.useParams()
  const { course } = useCourse(id).data
  const session = useSession()
  return (
    <BookingPayment
      course={{ id: course.id, slug: id, name: course.name, price: course.price, image: course.image }}
      phone={session?.user.phone}
    />
  )
}
