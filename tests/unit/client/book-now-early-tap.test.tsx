// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSyncExternalStore } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { EMPTY_BASIC_INFO, type BookingDraft } from '@/features/booking/data/draft-store'
import { BookNow } from '@/features/booking/components/book-now'
import { signedInApi } from './queued-fetch'
import { provideModalDialogs, renderPage } from './render-page'

/**
 * This device's draft as the database answers it: `undefined` until the reads have answered (the
 * component's live read, and any other read of it), as on a busy phone whose database is still opening.
 */
let storedDraft: BookingDraft | null | undefined
const listeners = new Set<() => void>()
let readers: ((draft: BookingDraft | undefined) => void)[] = []
function answerDraftReads(draft: BookingDraft | null) {
  storedDraft = draft
  for (const listener of listeners) listener()
  for (const reader of readers) reader(draft ?? undefined)
  readers = []
}
vi.mock('@/features/booking/data/draft-store', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/booking/data/draft-store')>()),
  getDraft: () => new Promise((resolve) => readers.push(resolve)),
  useDraft: () =>
    useSyncExternalStore(
      (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      () => storedDraft,
    ),
}))
vi.mock('@/features/booking/hooks/use-draft-sync', () => ({ useDraftSync: () => {} }))

signedInApi()
beforeAll(provideModalDialogs)
// The form's code, which a tap asks for, is here before the taps: a load still under way when the
// last test ends would arrive after this file's environment is gone (a Vitest teardown error, not
// what these tests are about).
beforeAll(() => import('@/features/booking/components/basic-info-form'))
const COURSE = {
  id: 7,
  slug: 'moving-and-handling',
  name: 'Moving and Handling',
  price: 120,
  image: '',
  course_for: 'inhouse' as const,
}

describe('"Book Now" tapped while this device’s draft is still being read', () => {
  it('opens the form once the read answers that there is none', async () => {
    storedDraft = undefined
    renderPage(() => <BookNow course={COURSE} signedIn={false} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Book Now' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => answerDraftReads(null))
    expect(await screen.findByRole('dialog', { name: 'Book Moving and Handling' })).toBeTruthy()
  })

  it('resumes the draft the read finds, at its step', async () => {
    storedDraft = undefined
    const router = renderPage(() => <BookNow course={COURSE} signedIn={false} />, {
      '/booking/questions/$id': 'Step 2: the questions',
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Book Now' }))
    act(() =>
      answerDraftReads({
        courseId: COURSE.id,
        course: { slug: COURSE.slug, name: COURSE.name, price: COURSE.price, image: '' },
        step: 2,
        basicInfo: { ...EMPTY_BASIC_INFO, name: 'Priya Shah' },
        answers: {},
        token: 'booking-token',
        pendingBasicInfo: null,
        pendingAnswers: null,
        paidIntentId: null,
        error: null,
        createdAt: 1,
        updatedAt: 2,
      }),
    )
    expect(await screen.findByText('Step 2: the questions')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/booking/questions/moving-and-handling')
  })
})
