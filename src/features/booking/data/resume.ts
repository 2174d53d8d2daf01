import type { BookingDraft } from './draft-store'

const STEP_LABELS: Record<BookingDraft['step'], string> = {
  1: 'Step 1 of 3: your details',
  2: 'Step 2 of 3: questions',
  3: 'Step 3 of 3: payment',
}

export function stepLabel(step: BookingDraft['step']): string {
  return STEP_LABELS[step]
}

/** Where "Resume your booking" goes: the course page's modal for step 1, else the step's own page. */
export function bookingPath(draft: BookingDraft) {
  const id = draft.course.slug || String(draft.courseId)
  switch (draft.step) {
    case 1:
      return { to: '/course-detail/$id', params: { id }, hash: 'book' } as const
    case 2:
      return { to: '/booking/questions/$id', params: { id } } as const
    case 3:
      return { to: '/booking/$id/payment', params: { id } } as const
  }
}
