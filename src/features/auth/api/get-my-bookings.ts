import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BookingSummary } from '@/shared/contract/booking'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

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

/** `select` picks what a list shows of them (every booking, without it). */
export function useMyBookings<T = BookingSummary[]>(select?: (bookings: BookingSummary[]) => T) {
  return useQuery({ ...myBookingsQueryOptions(), select })
}
