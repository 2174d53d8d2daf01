import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

export async function getMyLearning(signal?: AbortSignal) {
  return (await callApi('learning.myCourses', { signal })).data
}

/**
 * Under `catalogue`, so that it is kept on the device for 7 days and shows offline (a care worker
 * reads what they were given, and their certificates' dates, during a shift). Keyed by the
 * account, so another person signing in on the same device never sees it.
 */
export const myLearningQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: queryKey('learning.myCourses', userId),
    queryFn: ({ signal }) => getMyLearning(signal),
    staleTime: 0,
  })

export function useMyLearning(userId: number) {
  return useQuery(myLearningQueryOptions(userId))
}
