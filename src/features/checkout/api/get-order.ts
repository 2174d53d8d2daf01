import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { Order } from '@/shared/contract/checkout'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

/** One of the signed-in user's orders by its number, from GET /my/orders; null when it is not theirs. */
export async function getOrder(number: string, signal?: AbortSignal): Promise<Order | null> {
  const { data } = await callApi('checkout.myOrders', { signal })
  return data.find((order) => order.number === number) ?? null
}

/** Beside the list of orders, under `account`: private, never persisted. payment-success seeds it before /success opens. */
export const orderQueryOptions = (number: string) =>
  queryOptions({
    queryKey: queryKey('checkout.myOrders', number),
    queryFn: ({ signal }) => getOrder(number, signal),
    staleTime: Infinity,
    networkMode: 'online',
  })

export function useOrder(number: string) {
  return useSuspenseQuery(orderQueryOptions(number))
}
