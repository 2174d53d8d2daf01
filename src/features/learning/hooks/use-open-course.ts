import { useState } from 'react'
import { isApiError } from '@/lib/api-client'

export const OPEN_FAILED = 'We could not open the course. Please try again.'

/**
 * Start or Continue: the learner goes on to the course on the learning platform through
 * `openLearning` (a fresh single-use code, never a session token in the address). The platform
 * records the start itself. A failure is shown beside that course.
 */
export function useOpenCourse(openLearning: (courseSlug: string) => Promise<void>) {
  const [opening, setOpening] = useState(false)
  const [error, setError] = useState<{ courseId: number; text: string } | null>(null)
  const open = async (course: { course_id: number; slug: string }) => {
    setError(null)
    setOpening(true)
    try {
      await openLearning(course.slug)
    } catch (failure) {
      setError({ courseId: course.course_id, text: (isApiError(failure) && failure.userMessage) || OPEN_FAILED })
      setOpening(false)
    }
  }
  return { open, opening, error }
}
