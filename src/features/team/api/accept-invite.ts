import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { AcceptInviteRequest } from '@/shared/contract/team'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

export async function getInvitation(token: string, signal?: AbortSignal) {
  return callApi('team.invitation', { body: { token }, signal })
}

/** Who the link is for. Under `account`: never persisted (the token is a secret). */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKey('team.invitation', token),
    queryFn: ({ signal }) => getInvitation(token, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })

export function useInvitation(token: string) {
  return useQuery({ ...invitationQueryOptions(token), enabled: token !== '' })
}

export async function acceptInvite(body: AcceptInviteRequest) {
  return callApi('team.acceptInvite', { body })
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite })
}

/** An account holder's answer to the invitation of a mailed link, signed in as the invited address. */
export async function acceptJoin(token: string) {
  return callApi('team.acceptJoin', { body: { token } })
}

export async function declineJoin(token: string) {
  return callApi('team.declineJoin', { body: { token } })
}

export async function undoDecline(token: string) {
  return callApi('team.undoDecline', { body: { token } })
}
