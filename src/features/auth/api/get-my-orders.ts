import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

export async function getMyOrders(signal?: AbortSignal) {
  return (await callApi('checkout.myOrders', { signal })).data
}

/** Under `account`: private data, never persisted for offline use, always asked fresh. */
export const myOrdersQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('checkout.myOrders'),
    queryFn: ({ signal }) => getMyOrders(signal),
    staleTime: 0,
    gcTime: 0,
  })

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions())
}
