import { Link } from '@tanstack/react-router'
import { buttonClass } from '@/components/button'
import { EmptyState, LoadingState } from '@/components/states'
import { useSavedCourses } from '../data/saved-courses'
import { useSavedCourseCopies } from '../hooks/use-saved-course-copies'
import { CourseGrid } from './course-card'

/**
 * `/saved`: the courses kept on this device, each of which opens with no connection. A signed-in
 * account's list is also kept on the server, and comes back on any device where it logs in.
 */
export function SavedCourses({ signedIn }: { signedIn: boolean }) {
  const saved = useSavedCourses()
  useSavedCourseCopies()
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-ink">Saved for offline</h1>
      <p className="mt-2 text-muted">
        These courses are kept on this device and open even without signal.
        {signedIn ? ' Your list is also kept in your account, so it comes back on any device where you log in.' : ''}
      </p>
      <div className="mt-8">
        {saved === undefined ? (
          <LoadingState />
        ) : saved.length === 0 ? (
          <EmptyState message="No saved courses yet. Tap “Save for offline” on any course to keep it on this device.">
            <Link to="/courses" className={buttonClass('primary', 'mt-4')}>
              Browse courses
            </Link>
          </EmptyState>
        ) : (
          <>
            <h2 className="sr-only">Saved courses</h2>
            <CourseGrid courses={saved.map(({ course }) => course)} renderWhenNear />
          </>
        )}
      </div>
    </section>
  )
}
