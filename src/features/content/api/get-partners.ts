import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi, loadContract } from '../../../lib/api-client'

export async function getPartners(signal?: AbortSignal) {
  const { contentCalls } = await loadContract('content')
  const response = await callApi(contentCalls.partners, { signal })
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
