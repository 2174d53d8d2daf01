import type { CourseSummary } from '../../../api/contract/catalogue'
import { EmptyState } from '../../../components/states'
import { CourseGrid } from './course-card'

export const COURSES_ERROR = 'Error fetching courses. Please try again later.'
export const COURSES_EMPTY = 'No courses available.'

/** A loaded list of courses: the count and the grid, or the empty message. */
export function CourseResults({ courses }: { courses: CourseSummary[] }) {
  if (courses.length === 0) return <EmptyState message={COURSES_EMPTY} />
  return (
    <>
      {/* Keeps the heading order: the cards' titles are h3. */}
      <h2 className="sr-only">Courses</h2>
      <p className="mb-4 text-sm font-medium text-muted" aria-live="polite">
        Showing {courses.length} {courses.length === 1 ? 'course' : 'courses'}
      </p>
      <CourseGrid courses={courses} eagerCount={3} />
    </>
  )
}
