import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'
import { withKeptCategory } from '@/lib/cached-courses'

/** `idOrSlug` is a numeric id or a category slug; the response names the category. */
export async function getCategoryCourses(idOrSlug: string, signal?: AbortSignal) {
  return callApi('catalogue.categoryCourses', { signal, params: { id: idOrSlug } })
}

export const categoryCoursesQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: queryKey('catalogue.categoryCourses', idOrSlug),
    // Offline, the category and its courses come from the lists kept on this device.
    ...withKeptCategory(idOrSlug, (signal) => getCategoryCourses(idOrSlug, signal)),
  })

export function useCategoryCourses(idOrSlug: string) {
  return useSuspenseQuery(categoryCoursesQueryOptions(idOrSlug))
}
