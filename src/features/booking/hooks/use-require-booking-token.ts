import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { readConfirmation } from '../data/confirmation'
import type { BookingDraft, DraftCourse } from '../data/draft-store'

/** docs/product-rules.md §8: arriving at a later step without a booking token. */
export const NO_BOOKING_TOKEN = 'No booking token, go back to step 1.'

/**
 * Steps 2 and 3 need the booking of step 1: its token, or step 1 queued on this device (offline).
 * Without either, the user is told so and sent back to the course, where the modal opens — unless
 * this course was booked a moment ago in this tab (Back from the success page): then Back goes on
 * past the finished steps, to the page the booking started from (the course, as a rule), instead
 * of leaving a second copy of it to press Back through.
 * Returns true once the draft is there and usable. `paused` stops the check (after paying, the
 * draft is removed on the way out).
 */
export function useRequireBookingToken(
  course: DraftCourse,
  draft: BookingDraft | null | undefined,
  paused = false,
): boolean {
  const navigate = useNavigate()
  const router = useRouter()
  const told = useRef(false)
  const usable = Boolean(draft && (draft.token || draft.pendingBasicInfo))

  useEffect(() => {
    if (paused || draft === undefined || usable || told.current) return
    told.current = true
    if (readConfirmation()?.courseId === course.id) {
      if (router.history.canGoBack()) router.history.back()
      else void navigate({ to: '/course-detail/$id', params: { id: course.slug }, replace: true })
      return
    }
    window.alert(NO_BOOKING_TOKEN)
    void navigate({ to: '/course-detail/$id', params: { id: course.slug }, hash: 'book', replace: true })
  }, [paused, draft, usable, navigate, router, course.slug, course.id])

  return usable
}
