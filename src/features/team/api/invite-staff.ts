import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InviteRequest } from '../../../shared/contract/team'
import { callApi, loadContract } from '../../../lib/api-client'
import { teamQueryOptions } from './get-team'

export async function inviteStaff(body: InviteRequest) {
  const { teamCalls } = await loadContract('team')
  return callApi(teamCalls.invite, { body })
}

export async function bulkInviteStaff(people: { name: string; email: string }[]) {
  const { teamCalls } = await loadContract('team')
  return (await callApi(teamCalls.bulkInvite, { body: { people } })).results
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
