import { Link } from '@tanstack/react-router'
import { Button } from '@/components/button'
import { useOnlineStatus } from '@/lib/online-status'
import { QueryState } from '@/components/states'
import { useMyCourses } from '../api/get-my-courses'
import { useOpenCourse } from '../hooks/use-open-course'
import { formatDay } from './format-day'

export const START_NEEDS_CONNECTION = 'Starting or continuing a course needs a connection.'

export const NO_ASSIGNED_COURSES = 'No courses assigned to you yet. Your manager assigns them.'

/**
 * A staff member's "My courses": what their company gave them, when, and by whom, each opening its
 * course page and the course itself. Kept on the device, so it reads offline too.
 */
export function MyCourses({ userId, openLearning }: { userId: number; openLearning: () => Promise<void> }) {
  const query = useMyCourses(userId)
  const course = useOpenCourse(userId, openLearning)
  // The course opens on the learning site: offline, the control says so before it is tapped.
  const online = useOnlineStatus()
  return (
    <section
      aria-labelledby="dashboard-my-courses"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="dashboard-my-courses" className="text-xl font-semibold text-ink">
        My courses
      </h2>
      {online ? null : (
        <p id="my-courses-offline" className="mt-1 text-sm text-muted">
          {START_NEEDS_CONNECTION}
        </p>
      )}
      <div className="mt-4">
        <QueryState query={query} loading="Loading your courses…" empty={NO_ASSIGNED_COURSES}>
          {(courses) => (
            <ul className="divide-y divide-slate-200">
              {courses.map((item) => (
                <li
                  key={item.course_id}
                  className="flex flex-wrap items-start justify-between gap-3 py-4 first:pt-0 last:pb-0"
                >
                  <div className="min-w-0">
                    <Link
                      to="/course-detail/$id"
                      params={{ id: item.slug }}
                      className="font-semibold text-ink underline-offset-2 hover:underline"
                    >
                      {item.name}
                    </Link>
                    <p className="text-sm text-slate-700">
                      Assigned {formatDay(item.assigned_at)} by {item.company_name}
                      {item.started_at ? ` · started ${formatDay(item.started_at)}` : ''}
                    </p>
                    {course.error?.courseId === item.course_id ? (
                      <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                        {course.error.text}
                      </p>
                    ) : null}
                  </div>
                  <Button
                    disabled={course.opening || !online}
                    aria-describedby={online ? undefined : 'my-courses-offline'}
                    onClick={() => void course.open(item.course_id)}
                  >
                    {item.started_at ? 'Continue' : 'Start course'}
                    <span className="sr-only"> {item.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  )
}
