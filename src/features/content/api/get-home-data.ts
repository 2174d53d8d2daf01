import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

export async function getHomeData(signal?: AbortSignal) {
  const response = await callApi('content.homeData', { signal })
  return response.data
}

export const homeDataQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('content.homeData'),
    queryFn: ({ signal }) => getHomeData(signal),
  })

/** Home sections never suspend: each shows its own state so one failure leaves the rest. */
export function useHomeData() {
  return useQuery(homeDataQueryOptions())
}
