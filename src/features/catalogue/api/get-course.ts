import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { catalogueCalls } from '../../../api/contract/catalogue'
import { callApi } from '../../../lib/api-client'

/** `idOrSlug` is a numeric id or a course slug; the answer is normalised to `{ course, seo }`. */
export async function getCourse(idOrSlug: string, signal?: AbortSignal) {
  return callApi(catalogueCalls.course, { signal, params: { id: idOrSlug } })
}

export const courseQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'course', idOrSlug],
    queryFn: ({ signal }) => getCourse(idOrSlug, signal),
  })

export function useCourse(idOrSlug: string) {
  return useSuspenseQuery(courseQueryOptions(idOrSlug))
}
