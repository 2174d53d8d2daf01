import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Course, CourseDetail as CourseDetailData } from '@/shared/contract/catalogue'
import { HtmlContent } from '@/components/html-content'
import { NotFoundState } from '@/components/not-found-state'
import { RouteError } from '@/components/route-error'
import { isApiError } from '@/lib/api-client'
import { formatPounds } from '@/shared/money'
import { htmlToText } from '@/lib/text'
import { COURSE_UNAVAILABLE } from '../api/get-course'
import { bookingBadge } from './course-card'
import { CourseFaqs } from './course-faqs'
import { CourseGallery } from './course-gallery'
import { SaveOfflineToggle } from './save-offline-toggle'

type SectionKey = keyof Pick<
  Course,
  | 'description'
  | 'what_you_learn'
  | 'MOA'
  | 'certification'
  | 'key_features'
  | 'endorsement'
  | 'why_study_this_course'
  | 'course_learning_outcomes'
  | 'key_benefits'
  | 'career_impact'
>

const SECTIONS: { key: SectionKey; heading: string }[] = [
  { key: 'description', heading: 'Description' },
  { key: 'what_you_learn', heading: 'What you’ll learn' },
  { key: 'MOA', heading: 'Method of assessment' },
  { key: 'certification', heading: 'Certification' },
  { key: 'key_features', heading: 'Key features' },
  { key: 'endorsement', heading: 'Endorsement' },
  { key: 'why_study_this_course', heading: 'Why study this course' },
  { key: 'course_learning_outcomes', heading: 'Course learning outcomes' },
  { key: 'key_benefits', heading: 'Key benefits' },
  { key: 'career_impact', heading: 'Career impact' },
]

/** HTML that shows nothing (e.g. `<p></p>`) counts as empty, so its section is left out. */
function hasContent(html: string): boolean {
  return html.trim() !== '' && (htmlToText(html) !== '' || /<img\b/i.test(html))
}

export interface CourseDetailProps {
  detail: CourseDetailData
  /** The cart's add-to-cart control for an online course (the cart feature provides it). */
  addToCartSlot?: ReactNode
  /** The booking flow's Book Now control (or why this user cannot book) for in-house and descriptive courses. */
  bookingSlot: ReactNode
}

/** `/course-detail/$id`: gallery, price, sections with content, FAQs and how to buy or book. */
export function CourseDetail({ detail, addToCartSlot, bookingSlot }: CourseDetailProps) {
  const { course } = detail
  const badge = bookingBadge(course.course_for)
  const bookable = badge !== null
  const sections = SECTIONS.filter(({ key }) => hasContent(course[key]))

  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link to="/courses" className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900">
          All courses
        </Link>
        <span aria-hidden="true"> / </span>
        <span>{course.name}</span>
      </nav>

      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <CourseGallery name={course.name} images={[course.image, course.gallery1, course.gallery2, course.gallery3]} />

        <div>
          {badge ? (
            <p className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
              {badge}
            </p>
          ) : null}
          <h1 className="mt-2 text-2xl font-bold text-ink sm:text-3xl lg:text-4xl">{course.name}</h1>
          {course.title && course.title !== course.name ? (
            <p className="mt-2 text-lg text-muted">{course.title}</p>
          ) : null}
          <p className="mt-5 text-3xl font-bold text-brand-800">
            <span className="sr-only">Price: </span>
            {formatPounds(course.price)}
            {bookable ? <span className="ml-2 text-base font-medium text-muted">per delegate</span> : null}
          </p>
          {course.short_description ? <p className="mt-4 text-ink">{course.short_description}</p> : null}

          <div className="mt-6 flex flex-wrap items-center gap-3">
            {bookable ? bookingSlot : addToCartSlot}
            <SaveOfflineToggle course={course} detail={detail} />
          </div>
        </div>
      </div>

      {sections.length > 0 ? (
        <div className="mt-12 grid gap-8">
          {sections.map(({ key, heading }) => (
            <section
              key={key}
              aria-labelledby={`section-${key}`}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <h2 id={`section-${key}`} className="text-2xl font-bold text-ink">
                {heading}
              </h2>
              <HtmlContent html={course[key]} headingsFrom={3} className="mt-3" />
            </section>
          ))}
        </div>
      ) : null}

      <CourseFaqs idOrSlug={course.slug || String(course.id)} />
    </article>
  )
}

export function CourseNotFound() {
  return (
    <NotFoundState
      title="No course found."
      hint="The course may have been withdrawn, or the link may be mistyped."
      back={{ to: '/courses', label: 'Browse all courses' }}
    />
  )
}

/**
 * `errorComponent` of the routes that load a course: 404 is 'No course found.', anything else can be
 * retried. With no answer, the course is not saved on this device: say that it opens once back
 * online, and which ones open without a connection.
 */
export function CourseRouteError({ error, reset }: ErrorComponentProps) {
  const noAnswer = isApiError(error) && error.noAnswer
  return (
    <RouteError error={error} reset={reset} heading={COURSE_UNAVAILABLE} notFound={<CourseNotFound />} spaced>
      {noAnswer ? (
        <p className="mt-2 text-sm text-red-800">
          This course is not saved on this device. It opens by itself when you’re back online.{' '}
          <Link to="/saved" className="font-medium underline underline-offset-4">
            Your saved courses
          </Link>{' '}
          open without a connection.
        </p>
      ) : null}
    </RouteError>
  )
}
