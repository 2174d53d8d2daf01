import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { queryKey } from '../../../lib/query-keys'

export async function getMyBookings(signal?: AbortSignal) {
  return (await callApi('booking.myBookings', { signal })).data
}

/** Under `account`: private data, never persisted for offline use, always asked fresh. */
export const myBookingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('booking.myBookings'),
    queryFn: ({ signal }) => getMyBookings(signal),
    staleTime: 0,
    gcTime: 0,
  })

export function useMyBookings() {
  return useQuery(myBookingsQueryOptions())
}
