import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'

export async function getPartners(signal?: AbortSignal) {
  const response = await callApi('content.partners', { signal })
  return response.data
}

export const partnersQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'partners'],
    queryFn: ({ signal }) => getPartners(signal),
  })

export function usePartners() {
  return useQuery(partnersQueryOptions())
}
