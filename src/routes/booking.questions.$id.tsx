import { createFileRoute, notFound } from '@tanstack/react-router'
import { idOrSlug } from '@/shared/contract/url'
import { LoadingState } from '@/components/states'
import {
  descriptiveQuestionsQueryOptions,
  useDescriptiveQuestions,
} from '@/features/booking/api/get-descriptive-questions'
import { BookingQuestions } from '@/features/booking/components/booking-questions'
import { courseQueryOptions, useCourse } from '@/features/catalogue/api/get-course'
import { CourseRouteError, CourseNotFound } from '@/features/catalogue/components/course-detail'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'
import { parseParam } from '@/lib/route-params'

/** Step 2 of the in-house booking (docs/product-rules.md §2): `{id}` is the course's slug or id. */
export const Route = createFileRoute('/booking/questions/$id')({
  loader: async ({ context, params }) => {
    parseParam(idOrSlug, params.id)
    const [detail] = await Promise.all([
      context.queryClient.ensureQueryData(courseQueryOptions(params.id)),
      context.queryClient.ensureQueryData(descriptiveQuestionsQueryOptions(params.id)),
    ])
    if (detail.course.course_for === 'online') throw notFound()
    return detail.course.name
  },
  head: ({ loaderData }) => ({
    meta: [
      { title: pageTitle(`Booking questions${loaderData ? ` — ${loaderData}` : ''}`) },
      {
        name: 'description',
        content: `Step 2 of 3 of booking in-house training with ${BRAND}: a few yes/no questions about your session.`,
      },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  pendingComponent: () => <LoadingState label="Loading the questions…" />,
  errorComponent: CourseRouteError,
  notFoundComponent: CourseNotFound,
  component: QuestionsPage,
})

function QuestionsPage() {
  const { id } = Route.useParams()
  const { course } = useCourse(id).data
  const { data: questions } = useDescriptiveQuestions(id)
  return (
    <BookingQuestions
      course={{ id: course.id, slug: id, name: course.name, price: course.price, image: course.image }}
      questions={questions}
    />
  )
}
