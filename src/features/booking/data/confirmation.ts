import * as z from 'zod/mini'
import { readJson, sessionStore, writeItem } from '@/lib/local-storage'

/** What the success page shows after the draft is gone; this tab only, like the booking token. */
const CONFIRMATION_KEY = 'bookingConfirmation'

// Built on first use: this module loads with every page, and only the success page reads it.
const confirmation = z.lazy(() =>
  z.object({
    bookingId: z.int(),
    courseId: z.int(),
    courseName: z.string(),
    trainingDate: z.string(),
    users: z.int(),
    amountPence: z.int(),
    email: z.string(),
  }),
)
export type BookingConfirmation = z.infer<typeof confirmation>

/** Where storage is blocked, the success page shows its heading without the summary. */
export function saveConfirmation(value: BookingConfirmation): void {
  writeItem(CONFIRMATION_KEY, JSON.stringify(value), sessionStore)
}

export function readConfirmation(): BookingConfirmation | null {
  const parsed = confirmation.safeParse(readJson(CONFIRMATION_KEY, sessionStore))
  return parsed.success ? parsed.data : null
}
