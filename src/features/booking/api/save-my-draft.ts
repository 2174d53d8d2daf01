import type { z } from 'zod'
import type { bookingCalls } from '@/shared/contract/booking'
import { callApi } from '@/lib/api-client'

/** POST /my/booking-drafts: keeps (or, with `draft: null`, discards) one course's draft; answers the server's copy. */
export function saveMyDraft(body: z.input<typeof bookingCalls.saveDraft.body>) {
  return callApi('booking.saveDraft', { body, background: true })
}
