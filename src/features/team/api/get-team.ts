import { queryOptions, useQuery } from '@tanstack/react-query'
import { ACCOUNT_ANSWER_MS } from '@/lib/query-client'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

export async function getTeam(signal?: AbortSignal) {
  return callApi('team.team', { signal })
}

/** Under `account`: a company's private data, never persisted, asked for afresh at each visit. */
export const teamQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('team.team'),
    queryFn: ({ signal }) => getTeam(signal),
    staleTime: ACCOUNT_ANSWER_MS,
    gcTime: ACCOUNT_ANSWER_MS,
  })

export function useTeam({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...teamQueryOptions(), enabled })
}
