import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { teamQueryOptions } from './get-team'

export async function removeStaff(userId: number) {
  return callApi('team.removeStaff', { params: { id: String(userId) } })
}

/** Removes a leaver from the team; the team is read again (their seats may be free again). */
export function useRemoveStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeStaff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey }),
  })
}
