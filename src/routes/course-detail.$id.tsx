import { createFileRoute } from '@tanstack/react-router'
import { idOrSlug } from '@/shared/contract/url'
import { LoadingState } from '@/components/states'
import { loadSanitiserAhead } from '@/components/html-content'
import { BookNow } from '@/features/booking/components/book-now'
import { BookingRestricted } from '@/features/booking/components/booking-restricted'
import { useBuysSeats, useIsSubUser, useSession } from '@/features/auth/data/session'
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button'
import { courseFaqsQueryOptions } from '@/features/catalogue/api/get-course-faqs'
import { COURSE_UNAVAILABLE, courseQueryOptions, useCourse } from '@/features/catalogue/api/get-course'
import { CourseDetail, CourseRouteError, CourseNotFound } from '@/features/catalogue/components/course-detail'
import { isMissing } from '@/lib/route-status'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'
import { parseParam } from '@/lib/route-params'

export const Route = createFileRoute('/course-detail/$id')({
  staticData: { prerender: true },
  loader: ({ context, params, cause }) => {
    parseParam(idOrSlug, params.id)
    loadSanitiserAhead({ cause })
    // FAQs are not needed to show the page; start them alongside.
    void context.queryClient.prefetchQuery(courseFaqsQueryOptions(params.id))
    return context.queryClient.ensureQueryData(courseQueryOptions(params.id))
  },
  head: ({ loaderData, match }) => ({
    meta: loaderData
      ? [{ title: loaderData.seo.title }, { name: 'description', content: loaderData.seo.description }]
      : [
          {
            title: pageTitle(
              isMissing(match) ? 'Course not found' : match.status === 'error' ? COURSE_UNAVAILABLE : 'Course',
            ),
          },
          { name: 'description', content: `Accredited health and social care training from ${BRAND}.` },
        ],
  }),
  pendingComponent: () => <LoadingState label="Loading course…" />,
  errorComponent: CourseRouteError,
  notFoundComponent: CourseNotFound,
  component: CourseDetailPage,
})

function CourseDetailPage() {
  const { id } = Route.useParams()
  const { data } = useCourse(id)
  const { course } = data
  const subUser = useIsSubUser()
  const seats = useBuysSeats()
  const signedIn = useSession() !== null
  const user = useSession()?.user
  // Booking starts from what the account says, as checkout does.
  const prefill = user
    ? { name: user.name, email: user.email, address: user.address, company_name: user.company_name }
    : undefined
  return (
    <CourseDetail
      detail={data}
      addToCartSlot={
        <AddToCartButton
          item={{ id: course.id, image: course.image, name: course.name, price: course.price }}
          restricted={subUser}
          seats={seats}
        />
      }
      bookingSlot={subUser ? <BookingRestricted /> : <BookNow course={course} signedIn={signedIn} prefill={prefill} />}
    />
  )
}
