import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi, loadContract } from '../../../lib/api-client'
import { matchCachedCourses } from '../../../lib/cached-courses'
import { isNoAnswer } from '../../../lib/online-status'

/** As many results as the server gives. */
const MAX_RESULTS = 20

export async function searchCourses(term: string, signal?: AbortSignal) {
  const { catalogueCalls } = await loadContract('catalogue')
  const response = await callApi(catalogueCalls.courseSearch, { query: { search: term }, signal })
  return response.results
}

/** Under `catalogue`: a search done online can be repeated offline from the persisted cache. */
export const courseSearchQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['catalogue', 'search', term.toLowerCase()],
    queryFn: async ({ signal, client }) => {
      try {
        return await searchCourses(term, signal)
      } catch (error) {
        // Offline, the search runs over the whole course list kept on this device.
        const kept = isNoAnswer(error) ? matchCachedCourses(client, { name: term }) : undefined
        if (kept) return kept.slice(0, MAX_RESULTS)
        throw error
      }
    },
    staleTime: 60_000,
    // Each typed term is its own entry: keep them briefly so they do not pile up in storage.
    gcTime: 10 * 60_000,
    // A search box answers at once; the person can type again rather than wait for retries.
    retry: false,
    // Matches made offline from the kept list are replaced by the server's as soon as it can be.
    refetchOnReconnect: 'always',
  })

export function useSearchCourses(term: string, enabled: boolean) {
  return useQuery({ ...courseSearchQueryOptions(term), enabled })
}
