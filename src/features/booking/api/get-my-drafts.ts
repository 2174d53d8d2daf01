import { callApi } from '@/lib/api-client'

/** GET /my/booking-drafts: the signed-in account's unfinished bookings, kept by the server for any device. */
export async function getMyDrafts() {
  return (await callApi('booking.myDrafts', { background: true })).data
}
