import { useState } from 'react'
import { useStartCourse } from '../api/get-my-courses'
import { failureText } from '../data/messages'

/**
 * Opening an assigned course: the server notes that it has started (from then on the seat cannot
 * be taken back), then the learner goes on to the course through `openLearning` (the profile
 * hand-over the app already uses).
 */
export function useOpenCourse(userId: number, openLearning: () => Promise<void>) {
  const start = useStartCourse(userId)
  const [error, setError] = useState<{ courseId: number; text: string } | null>(null)
  const open = async (courseId: number) => {
    setError(null)
    try {
      await start.mutateAsync(courseId)
      await openLearning()
    } catch (failure) {
      setError({ courseId, text: failureText(failure) })
    }
  }
  return { open, opening: start.isPending, error }
}
