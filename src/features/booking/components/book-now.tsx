import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react'
import type { CourseFor } from '@/shared/contract/catalogue'
import { Button } from '@/components/button'
import { useBrowserValue } from '@/lib/browser-value'
import { focusOnMount } from '@/lib/focus'
import { LoadingState } from '@/components/states'
import { descriptiveQuestionsQueryOptions } from '../api/get-descriptive-questions'
import { getDraft, isUnfinished, removeDraft, useDraft, type BookingDraft, type DraftCourse } from '../data/draft-store'
import { useDraftSync } from '../hooks/use-draft-sync'
import { bookingPath, stepLabel } from '../data/resume'
import { Modal } from '@/components/modal'
import { BookingSteps } from './booking-steps'
import type { BookingPrefill } from './basic-info-form'

// The form and its schema (the contract's zod) load with the first in-house course page, not
// with every course page; the effect below fetches them as soon as this control shows.
const loadForm = () => import('./basic-info-form')
const BasicInfoForm = lazy(() => loadForm().then((module) => ({ default: module.BasicInfoForm })))

/** The course page opens the modal by itself when reached with `#book` (step 2's "back to your details"). */
export const OPEN_BOOKING_HASH = 'book'

/**
 * The course page's booking control for in-house and descriptive courses: "Book Now" opens step 1
 * in a modal (started from `prefill`, the signed-in account's details); with an unfinished draft,
 * "Resume your booking" continues at its step and "Discard draft" throws it away. `signedIn`: the
 * draft is kept in the account too (any device), not on this device only.
 */
export function BookNow({
  course: given,
  signedIn,
  prefill,
}: {
  course: { id: number; slug: string; name: string; price: number; image: string; course_for: CourseFor }
  signedIn: boolean
  prefill?: BookingPrefill
}) {
  const course: DraftCourse = useMemo(
    () => ({
      id: given.id,
      slug: given.slug || String(given.id),
      name: given.name,
      price: given.price,
      image: given.image,
    }),
    [given.id, given.slug, given.name, given.price, given.image],
  )
  const draft = useDraft(course.id)
  // A link to …#book opens the form (read once; later changes go through `setOpen`); the server's
  // paint, with no hash, renders it closed.
  const linkedOpen = useBrowserValue(() => window.location.hash === `#${OPEN_BOOKING_HASH}`, false)
  const [chosenOpen, setOpen] = useState<boolean>()
  const open = chosenOpen ?? linkedOpen
  const navigate = useNavigate()
  const router = useRouter()
  const queryClient = useQueryClient()
  const headingId = useId()
  // Typing in the form makes a draft, whose panel replaces "Book Now" (the modal's opener), and
  // discarding it brings "Book Now" back: focus goes to the control that took the used one's place.
  const [focusNext, setFocusNext] = useState<'resume' | 'book' | null>(null)
  useDraftSync()

  // Step 1's form, and step 2 (its code and its questions), are loaded now, so that they can be
  // reached and answered offline too.
  useEffect(() => {
    void loadForm()
    void queryClient.prefetchQuery(descriptiveQuestionsQueryOptions(course.slug))
    router.preloadRoute({ to: '/booking/questions/$id', params: { id: course.slug } }).catch(() => undefined)
  }, [queryClient, router, course.slug])

  // Where "Resume" leads, and "Book Now" when a tap finds a draft: its step.
  const openAt = (found: BookingDraft | null | undefined) => {
    if (found && isUnfinished(found) && found.step !== 1) void navigate(bookingPath(found))
    else setOpen(true)
  }
  // "Book Now" tapped while this device's draft is still being read reads it itself: the form opens,
  // or the draft it finds resumes. The page may look ready before the component's read has answered
  // (a busy phone; the app stops waiting for it after a while, first-paint/settled.ts), and the tap
  // then did nothing.
  const bookNow = () => {
    if (draft !== undefined) setOpen(true)
    else void getDraft(course.id).then(openAt, () => setOpen(true))
  }

  const unfinished = draft ? isUnfinished(draft) : false

  return (
    <>
      {unfinished && draft ? (
        <div className="w-full rounded-2xl border border-brand-200 bg-brand-50 p-5">
          <p className="font-semibold text-ink">You have an unfinished booking for this course.</p>
          <p className="mt-1 text-sm text-muted">
            {signedIn ? 'Saved to your account' : 'Saved on this device'} · {stepLabel(draft.step)}
            {draft.basicInfo.no_of_users > 1 ? ` · ${draft.basicInfo.no_of_users} delegates` : ''}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button ref={focusNext === 'resume' ? focusOnMount : undefined} onClick={() => openAt(draft)}>
              Resume your booking
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setFocusNext('book')
                void removeDraft(course.id)
              }}
            >
              Discard draft
            </Button>
          </div>
        </div>
      ) : (
        <Button ref={focusNext === 'book' ? focusOnMount : undefined} onClick={bookNow} className="w-full sm:w-auto">
          Book Now
        </Button>
      )}

      <Modal
        open={open}
        onClose={() => {
          setOpen(false)
          setFocusNext('resume')
        }}
        labelledBy={headingId}
        // The heading and steps stay put and only the form scrolls: a field focused for its error
        // then scrolls into the form's own box, never under the heading.
        className="max-h-[calc(100dvh-1rem)] max-w-2xl open:flex open:flex-col sm:max-h-[calc(100dvh-4rem)]"
      >
        <div className="shrink-0 border-b border-slate-200 bg-white px-5 pb-3 pt-4 sm:px-6 sm:pb-4 sm:pt-5">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <h2 id={headingId} className="text-lg font-bold leading-snug text-ink sm:text-2xl">
                Book {course.name}
              </h2>
              <p className="mt-1 hidden text-sm text-muted sm:block">
                {given.course_for === 'descriptive'
                  ? 'Trainer-led training, booked for your team.'
                  : 'In-house training delivered at your workplace.'}
              </p>
            </div>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-2xl text-muted hover:bg-slate-100 hover:text-ink"
              aria-label="Close"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="mt-3 sm:mt-4">
            <BookingSteps current={1} />
          </div>
        </div>
        <div className="min-h-0 flex-auto overflow-y-auto overscroll-contain px-5 py-5 sm:px-6">
          {draft === undefined ? null : (
            <Suspense fallback={<LoadingState label="Loading the form…" />}>
              <BasicInfoForm
                course={course}
                draft={draft}
                signedIn={signedIn}
                prefill={prefill}
                onSaved={() => {
                  setOpen(false)
                  void navigate({ to: '/booking/questions/$id', params: { id: course.slug } })
                }}
              />
            </Suspense>
          )}
        </div>
      </Modal>
    </>
  )
}
