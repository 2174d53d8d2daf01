import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

export async function getTeam(signal?: AbortSignal) {
  return callApi('team.team', { signal })
}

/** Under `account`: a company's private data, never persisted, always asked fresh. */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('team.team'),
    queryFn: ({ signal }) => getTeam(signal),
    staleTime: 0,
    gcTime: 0,
  })

export function useTeam() {
  return useQuery(teamQueryOptions())
}
