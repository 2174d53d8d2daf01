import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { queryKey } from '../../../lib/query-keys'

export async function getJoinRequests(signal?: AbortSignal) {
  return (await callApi('team.myInvitations', { signal })).data
}

/** Under `account`: who invited this person is their own business, never persisted. Keyed by the account. */
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

export async function acceptJoin(invitationId: number) {
  return callApi('team.acceptJoin', { params: { id: String(invitationId) } })
}

export async function declineJoin(invitationId: number) {
  return callApi('team.declineJoin', { params: { id: String(invitationId) } })
}

export function useJoinAnswer<T>(userId: number, answer: (invitationId: number) => Promise<T>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: answer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: joinRequestsQueryOptions(userId).queryKey }),
  })
}
