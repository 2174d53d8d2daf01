import * as z from 'zod/mini'

/** What the success page shows after the draft is gone; this tab only, like the booking token. */
const CONFIRMATION_KEY = 'bookingConfirmation'

const confirmation = z.object({
  bookingId: z.int(),
  courseId: z.int(),
  courseName: z.string(),
  trainingDate: z.string(),
  users: z.int(),
  amountPence: z.int(),
  email: z.string(),
})
export type BookingConfirmation = z.infer<typeof confirmation>

export function saveConfirmation(value: BookingConfirmation): void {
  try {
    window.sessionStorage.setItem(CONFIRMATION_KEY, JSON.stringify(value))
  } catch {
    // The success page then shows its heading without the summary.
  }
}

export function readConfirmation(): BookingConfirmation | null {
  try {
    const raw = window.sessionStorage.getItem(CONFIRMATION_KEY)
    const parsed = raw ? confirmation.safeParse(JSON.parse(raw)) : null
    return parsed?.success ? parsed.data : null
  } catch {
    return null
  }
}
