import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { teamQueryOptions } from './get-team'

export async function resendInvitation(invitationId: number) {
  return callApi('team.resendInvitation', { params: { id: String(invitationId) } })
}

export async function withdrawInvitation(invitationId: number) {
  return callApi('team.withdrawInvitation', { params: { id: String(invitationId) } })
}

/** Resend or withdraw a pending invitation; either way the team is read again. */
export function useInvitationChange(change: typeof resendInvitation) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey }),
  })
}
