import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'
import { isNoAnswer } from '@/lib/online-status'
import { findSavedCourse } from '../data/saved-courses'

/**
 * `idOrSlug` is a numeric id or a course slug; the answer is normalised to `{ course, seo }`.
 * With no answer (offline, unreachable), a course saved for offline answers from IndexedDB.
 */
export async function getCourse(idOrSlug: string, signal?: AbortSignal) {
  try {
    return await callApi('catalogue.course', { signal, params: { id: idOrSlug } })
  } catch (error) {
    const saved = isNoAnswer(error) ? await findSavedCourse(idOrSlug) : undefined
    if (!saved) throw error
    return { course: saved.course, seo: saved.seo }
  }
}

/**
 * The title and heading of a course page whose course could not load (not a 404). Here, not with
 * the page's components: the route's `head` reads it, and the route file is in every page's code.
 */
export const COURSE_UNAVAILABLE = 'Course unavailable'

export const courseQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: queryKey('catalogue.course', idOrSlug),
    queryFn: ({ signal }) => getCourse(idOrSlug, signal),
  })

export function useCourse(idOrSlug: string) {
  return useSuspenseQuery(courseQueryOptions(idOrSlug))
}
