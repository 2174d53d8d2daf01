import type { z } from 'zod'
import type { bookingCalls } from '@/shared/contract/booking'
import { callApi } from '@/lib/api-client'

/** Step 1: POST /inhouse/save-basic-info; answers with the booking's token_unique_key. */
export async function saveBasicInfo(body: z.input<typeof bookingCalls.saveBasicInfo.body>): Promise<string> {
  return (await callApi('booking.saveBasicInfo', { body })).token_unique_key
}
