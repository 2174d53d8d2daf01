import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { catalogueCalls } from '../../../api/contract/catalogue'
import { callApi, isApiError } from '../../../lib/api-client'
import { findSavedCourse } from '../data/saved-courses'

/** No answer at all (offline, unreachable): a course saved for offline can stand in. */
export function isUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')
}

/**
 * `idOrSlug` is a numeric id or a course slug; the answer is normalised to `{ course, seo }`.
 * Offline, a course saved for offline answers from IndexedDB.
 */
export async function getCourse(idOrSlug: string, signal?: AbortSignal) {
  try {
    return await callApi(catalogueCalls.course, { signal, params: { id: idOrSlug } })
  } catch (error) {
    const saved = isUnreachable(error) ? await findSavedCourse(idOrSlug) : undefined
    if (!saved) throw error
    return { course: saved.course, seo: saved.seo }
  }
}

export const courseQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'course', idOrSlug],
    queryFn: ({ signal }) => getCourse(idOrSlug, signal),
  })

export function useCourse(idOrSlug: string) {
  return useSuspenseQuery(courseQueryOptions(idOrSlug))
}
