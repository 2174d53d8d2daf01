import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

export async function getJoinRequests(signal?: AbortSignal) {
  return callApi('team.myInvitations', { signal })
}

/** Under `account`: whether this person is invited is their own business, never persisted. Keyed by the account. */
export const joinRequestsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: queryKey('team.myInvitations', userId),
    queryFn: ({ signal }) => getJoinRequests(signal),
    staleTime: 0,
    gcTime: 0,
  })

export function useJoinRequests(userId: number) {
  return useQuery(joinRequestsQueryOptions(userId))
}
