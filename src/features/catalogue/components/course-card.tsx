import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { CourseSummary } from '@/shared/contract/catalogue'
import { formatPounds } from '@/shared/money'
import { truncate } from '@/lib/text'
import { IMAGE_SIZES } from '@/lib/image-sizes'
import { cardPicture, cardPlace, ResponsiveImage, type CardPlace } from '@/components/responsive-image'
import { IMAGE_KINDS } from '@/shared/images'
import { useOnlineStatus } from '@/lib/online-status'
import { courseQueryOptions } from '../api/get-course'
import { useIsSaved } from '../data/saved-courses'
import { SaveOfflineToggle } from './save-offline-toggle'

/**
 * In-house and descriptive courses are booked for a group rather than bought per learner; their
 * badge says which. Descriptive ones are not held at the workplace (virtual classroom, blended).
 */
export function bookingBadge(courseFor: CourseSummary['course_for']): string | null {
  if (courseFor === 'inhouse') return 'In-house'
  if (courseFor === 'descriptive') return 'Group booking'
  return null
}

/**
 * Offline, whether the card's course opens on this device: saved for offline, or its page kept
 * with the query cache since a visit (the page's loader then finds it). Online, nothing.
 */
function OfflineAvailability({ course }: { course: Pick<CourseSummary, 'id' | 'slug'> }) {
  const online = useOnlineStatus()
  const saved = useIsSaved(course.id)
  const queryClient = useQueryClient()
  if (online) return null
  const held = saved === true || queryClient.getQueryData(courseQueryOptions(course.slug).queryKey) !== undefined
  return (
    <p className={`text-sm font-semibold ${held ? 'text-brand-800' : 'text-muted'}`}>
      {held ? 'Opens offline' : 'Needs a connection'}
    </p>
  )
}

/**
 * One course in a grid: image, name, short description (docs/product-rules.md §9 cut), price and a link to the
 * course; `place` as at CardPlace.
 */
export function CourseCard({ course, place }: { course: CourseSummary; place?: CardPlace }) {
  const badge = bookingBadge(course.course_for)
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:outline-2 focus-within:-outline-offset-2 focus-within:outline-brand-700 hover:shadow-md">
      <div className="relative aspect-[8/5] bg-brand-50">
        {course.image ? (
          <ResponsiveImage
            src={course.image}
            alt=""
            width={IMAGE_KINDS.course.width}
            height={IMAGE_KINDS.course.height}
            sizes={IMAGE_SIZES.card}
            {...cardPicture(place)}
            frame="block size-full"
            className="size-full object-cover"
          />
        ) : null}
        {badge ? (
          <span className="absolute bottom-3 right-3 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">
            {badge}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-semibold leading-snug text-ink">
          {/* The whole card is clickable through this link's stretched overlay. */}
          <Link
            to="/course-detail/$id"
            params={{ id: course.slug }}
            className="after:absolute after:inset-0 focus:outline-none"
          >
            {course.name}
          </Link>
        </h3>
        {course.short_description ? <p className="text-sm text-muted">{truncate(course.short_description)}</p> : null}
        <OfflineAvailability course={course} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <p className="text-xl font-bold text-brand-800">
            <span className="sr-only">Price: </span>
            {formatPounds(course.price)}
          </p>
          <SaveOfflineToggle course={course} compact />
        </div>
      </div>
    </article>
  )
}

// Set once a long list has left the screen. Its cards' heights are then unknown to a list shown
// again (going Back to it), whose placeholders would put the restored scroll position tens of
// pixels off the card the user left from, so that list renders every card.
let listLeftBefore = false

/**
 * `renderWhenNear`, for the long lists (the catalogue, saved courses): cards away from the screen
 * are rendered as they near it, on a list's first showing. The home page's eight are not: there it
 * measured slower.
 */
export function CourseGrid({
  courses,
  firstRow = 0,
  renderWhenNear = false,
}: {
  courses: CourseSummary[]
  /** Cards in the first row of the widest layout, for a grid at the top of its page (cardPlace). */
  firstRow?: number
  renderWhenNear?: boolean
}) {
  const [deferCards] = useState(() => renderWhenNear && !listLeftBefore)
  useEffect(() => {
    if (renderWhenNear)
      return () => {
        listLeftBefore = true
      }
  }, [renderWhenNear])
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course, index) => (
        <li key={course.id} className={deferCards ? 'render-when-near' : undefined}>
          <CourseCard course={course} place={cardPlace(index, firstRow)} />
        </li>
      ))}
    </ul>
  )
}
