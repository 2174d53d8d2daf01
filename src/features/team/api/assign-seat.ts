import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SeatRequest } from '@/shared/contract/team'
import { callApi } from '@/lib/api-client'
import { teamQueryOptions } from './get-team'

export async function assignSeat(body: SeatRequest) {
  return callApi('team.assign', { body })
}

export async function unassignSeat(body: SeatRequest) {
  return callApi('team.unassign', { body })
}

export async function undoUnassign(undoId: number) {
  return callApi('team.undoUnassign', { params: { id: String(undoId) } })
}

/** A seat change, whichever; either way the team is read again, since another manager may have acted too. */
export function useSeatChange<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey }),
  })
}
