import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

export async function getPartners(signal?: AbortSignal) {
  const response = await callApi('content.partners', { signal })
  return response.data
}

export const partnersQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('content.partners'),
    queryFn: ({ signal }) => getPartners(signal),
  })

export function usePartners() {
  return useQuery(partnersQueryOptions())
}
