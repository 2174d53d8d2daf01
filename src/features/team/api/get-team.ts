import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'

export async function getTeam(signal?: AbortSignal) {
  return callApi('team.team', { signal })
}

/** Under `account`: a company's private data, never persisted, always asked fresh. */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'team'],
    queryFn: ({ signal }) => getTeam(signal),
    staleTime: 0,
    gcTime: 0,
  })

export function useTeam() {
  return useQuery(teamQueryOptions())
}
