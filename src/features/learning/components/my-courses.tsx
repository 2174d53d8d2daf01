import { Link } from '@tanstack/react-router'
import { Button } from '@/components/button'
import { QueryState } from '@/components/states'
import { useOnlineStatus } from '@/lib/online-status'
import type { LearnerCourse } from '@/shared/contract/learning'
import { useMyLearning } from '../api/get-my-learning'
import { useOpenCourse } from '../hooks/use-open-course'
import { CertificateDownload } from '@/training/components/certificate-download'
import { formatDay } from '@/training/data/format-day'
import { TrainingStatusBadge } from '@/training/components/training-status-badge'

export const START_NEEDS_CONNECTION = 'Starting or continuing a course needs a connection.'

export const NO_COURSES = {
  staff: 'No courses assigned to you yet. Your manager assigns them.',
  individual: 'You have no courses yet. The courses you buy appear here.',
} as const

function sourceText(course: LearnerCourse): string {
  return course.source.kind === 'company'
    ? `Assigned ${formatDay(course.source.assigned_at)} by ${course.source.company_name}`
    : `Bought ${formatDay(course.source.bought_at)}`
}

/** Where the learner stands, in words: started, completed and until when, or expired. */
function progressText(course: LearnerCourse): string | null {
  const completion = course.completion
  if (!completion) return course.started_at ? `Started ${formatDay(course.started_at)}` : null
  const completed = `Completed on ${formatDay(completion.completed_at)}`
  if (!completion.expires_at) return completed
  return course.status === 'expired'
    ? `${completed}, expired on ${formatDay(completion.expires_at)}`
    : `${completed}, valid until ${formatDay(completion.expires_at)}`
}

/**
 * A learner's "My courses": what they bought or their company gave them, where they stand on each,
 * the certificate of each completion, and Start or Continue, which opens the course on the learning
 * platform. Kept on the device, so it reads offline too.
 */
export function MyCourses({
  userId,
  staff,
  openLearning,
}: {
  userId: number
  staff: boolean
  openLearning: (courseSlug: string) => Promise<void>
}) {
  const query = useMyLearning(userId)
  const course = useOpenCourse(openLearning)
  // The course opens on the learning platform: offline, the control says so before it is tapped.
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
        <QueryState
          query={query}
          loading="Loading your courses…"
          empty={staff ? NO_COURSES.staff : NO_COURSES.individual}
        >
          {(courses) => (
            <ul className="divide-y divide-slate-200">
              {courses.map((item) => {
                const progress = progressText(item)
                return (
                  <li
                    key={item.course_id}
                    className="flex flex-wrap items-start justify-between gap-3 py-4 first:pt-0 last:pb-0"
                  >
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-2">
                        <Link
                          to="/course-detail/$id"
                          params={{ id: item.slug }}
                          className="font-semibold text-ink underline-offset-2 hover:underline"
                        >
                          {item.name}
                        </Link>
                        <TrainingStatusBadge status={item.status} />
                      </div>
                      <p className="text-sm text-slate-700">
                        {sourceText(item)}
                        {progress ? ` · ${progress}` : ''}
                      </p>
                      {item.completion ? (
                        <CertificateDownload number={item.completion.certificate_number} of={item.name} />
                      ) : null}
                      {course.error?.courseId === item.course_id ? (
                        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                          {course.error.text}
                        </p>
                      ) : null}
                    </div>
                    <Button
                      disabled={course.opening || !online}
                      aria-describedby={online ? undefined : 'my-courses-offline'}
                      onClick={() => void course.open(item)}
                    >
                      {item.started_at || item.completion ? 'Continue' : 'Start course'}
                      <span className="sr-only"> {item.name}</span>
                    </Button>
                  </li>
                )
              })}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  )
}
