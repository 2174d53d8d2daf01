import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InviteRequest } from '@/shared/contract/team'
import { callApi } from '@/lib/api-client'
import { teamQueryOptions } from './get-team'

export async function inviteStaff(body: InviteRequest) {
  return callApi('team.invite', { body })
}

export async function bulkInviteStaff(people: { name: string; email: string }[]) {
  return (await callApi('team.bulkInvite', { body: { people } })).results
}

export function useInviteStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: inviteStaff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey }),
  })
}

export function useBulkInviteStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: bulkInviteStaff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey }),
  })
}
