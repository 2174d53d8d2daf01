import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'

export async function getMyBookings(signal?: AbortSignal) {
  return (await callApi('booking.myBookings', { signal })).data
}

/** Under `account`: private data, never persisted for offline use, always asked fresh. */
export const myBookingsQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'bookings'],
    queryFn: ({ signal }) => getMyBookings(signal),
    staleTime: 0,
    gcTime: 0,
  })

export function useMyBookings() {
  return useQuery(myBookingsQueryOptions())
}
