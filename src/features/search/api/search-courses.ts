import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'
import { SEARCH_RESULTS_MAX } from '@/shared/contract/search-rules'
import { withKeptCourses } from '@/lib/cached-courses'

export async function searchCourses(term: string, signal?: AbortSignal) {
  const response = await callApi('catalogue.courseSearch', { query: { search: term }, signal })
  return response.results
}

/** Under `catalogue`: a search done online can be repeated offline from the persisted cache. */
export const courseSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: queryKey('catalogue.courseSearch', term.toLowerCase()),
    // Offline, the search runs over the whole course list kept on this device.
    ...withKeptCourses({ name: term }, (signal) => searchCourses(term, signal), SEARCH_RESULTS_MAX),
    staleTime: 60_000,
    // Each typed term is its own entry: keep them briefly so they do not pile up in storage.
    gcTime: 10 * 60_000,
    // A search box answers at once; the person can type again rather than wait for retries.
    retry: false,
  })

export function useSearchCourses(term: string, enabled: boolean) {
  return useQuery({ ...courseSearchQueryOptions(term), enabled })
}
