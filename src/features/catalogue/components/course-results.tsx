import type { ReactNode } from 'react'
import type { CourseSummary } from '@/shared/contract/catalogue'
import { EmptyState } from '@/components/states'
import { SEARCH_MESSAGES } from '@/shared/contract/search-rules'
import { CourseGrid } from './course-card'

export const COURSES_ERROR = 'Error fetching courses. Please try again later.'
export const COURSES_EMPTY = 'No courses available.'
/** docs/product-rules.md §8's search message, for a filtered list that matches nothing. */
export const COURSES_NO_MATCH = SEARCH_MESSAGES.noMatch

/** A loaded list of courses: the count and the grid, or `empty` (by default, the empty message). */
export function CourseResults({ courses, empty }: { courses: CourseSummary[]; empty?: ReactNode }) {
  if (courses.length === 0) return empty ?? <EmptyState message={COURSES_EMPTY} />
  return (
    <>
      {/* Keeps the heading order: the cards' titles are h3. */}
      <h2 className="sr-only">Courses</h2>
      <p className="mb-4 text-sm font-medium text-muted" aria-live="polite">
        Showing {courses.length} {courses.length === 1 ? 'course' : 'courses'}
      </p>
      <CourseGrid courses={courses} firstRow={3} renderWhenNear />
    </>
  )
}
