import { isApiError } from '@/lib/api-client'
import { isNoAnswer, isOnline, onOnlineChange } from '@/lib/online-status'
import { openDb } from '@/lib/local-data'
import { signedInAccount } from '@/lib/signed-in-account'
import { saveBasicInfo } from '../api/save-basic-info'
import { saveQuestionAnswer } from '../api/save-question-answer'
import { applySendResult, getDraft, hasUnsentSteps } from './draft-store'

/** docs/product-rules.md §8 booking messages. */
export const BASIC_INFO_FAILED = 'Error: Failed to save booking'
export const ANSWERS_FAILED = 'Failed to save answers'

export type SendOutcome =
  /** Nothing left to send. */
  | { status: 'sent' }
  /** No connection: kept on the device and sent when it returns. */
  | { status: 'offline' }
  /** The server refused a step; the user has to look at it again. */
  | { status: 'refused'; step: 1 | 2; message: string; fieldErrors: Record<string, string[]> }

const inFlight = new Map<number, Promise<SendOutcome>>()

/** Sends a draft's queued steps in order (basic info, then answers). One send per draft at a time. */
export function sendDraft(courseId: number): Promise<SendOutcome> {
  const running = inFlight.get(courseId)
  if (running) return running
  const work = send(courseId).finally(() => inFlight.delete(courseId))
  inFlight.set(courseId, work)
  return work
}

async function send(courseId: number): Promise<SendOutcome> {
  // A step submitted while a send was running goes out on the next round; a booking started
  // afresh takes two more (its details, then its answers).
  for (let round = 0; round < 5; round++) {
    const draft = await getDraft(courseId)
    if (!draft || !hasUnsentSteps(draft)) return { status: 'sent' }
    if (!isOnline()) return { status: 'offline' }

    if (draft.pendingBasicInfo) {
      const sent = draft.pendingBasicInfo
      try {
        const token = await saveBasicInfo({ ...sent, token_unique_key: draft.token ?? undefined })
        await applySendResult(courseId, { kind: 'basic-info-sent', sent, token })
      } catch (error) {
        if (isNoAnswer(error)) return { status: 'offline' }
        if (await restartedAfterConflict(courseId, error)) continue
        // Too many bookings from this address: the server says how long to wait.
        const message = (isApiError(error) && error.status === 429 && error.userMessage) || BASIC_INFO_FAILED
        await applySendResult(courseId, { kind: 'refused', step: 1, message })
        return { status: 'refused', step: 1, message, fieldErrors: isApiError(error) ? error.fieldErrors : {} }
      }
      continue
    }

    if (draft.pendingAnswers !== null) {
      // Answers need the booking of step 1; without it step 1 has to be sent again first.
      if (!draft.token) return { status: 'refused', step: 1, message: draft.error ?? BASIC_INFO_FAILED, fieldErrors: {} }
      const sent = draft.pendingAnswers
      try {
        await saveQuestionAnswer(draft.token, sent)
        await applySendResult(courseId, { kind: 'answers-sent', sent })
      } catch (error) {
        if (isNoAnswer(error)) return { status: 'offline' }
        if (await restartedAfterConflict(courseId, error)) continue
        await applySendResult(courseId, { kind: 'refused', step: 2, message: ANSWERS_FAILED })
        return { status: 'refused', step: 2, message: ANSWERS_FAILED, fieldErrors: {} }
      }
    }
  }
  return { status: 'offline' }
}

/**
 * A 409 means the booking can no longer change (its payment has started, or it is paid): the
 * draft then starts a new booking with the same details and answers, so nothing typed is lost.
 */
async function restartedAfterConflict(courseId: number, error: unknown): Promise<boolean> {
  if (!isApiError(error) || error.status !== 409) return false
  const draft = await getDraft(courseId)
  // A payment made but not yet confirmed belongs to that booking: it is confirmed first.
  if (!draft?.token || draft.paidIntentId) return false
  await applySendResult(courseId, { kind: 'restarted' })
  return true
}

/** Sends every draft with unsent steps (at start, and whenever the connection returns). */
export async function sendAllDrafts(): Promise<void> {
  const drafts = await (await openDb()).bookingDrafts.toArray()
  await Promise.all(drafts.filter(hasUnsentSteps).map((draft) => sendDraft(draft.courseId)))
}

let started = false

/**
 * Starts the background sending once per page: now if online, and on every return of the
 * connection (iOS has no Background Sync, so this is how queued steps leave the device).
 */
export function startDraftSync(): void {
  if (started || typeof window === 'undefined') return
  started = true
  const run = () => void sendAllDrafts().catch(() => undefined)
  onOnlineChange((online) => {
    if (online) run()
  })
  if (isOnline()) run()
}

// The account's copies on the server (data/draft-copies.ts) and the contract they are checked with
// load only once someone is signed in: a visitor's drafts stay on the device.
const loadCopies = () => import('./draft-copies')

/**
 * Takes in the account's drafts from the server, and from then on keeps them there: at start, and
 * whenever a booking screen opens. Nothing for a visitor.
 */
export function refreshDraftCopies(): void {
  if (signedInAccount() === null) return
  loadCopies().then(
    (copies) => copies.refreshDraftCopies(),
    () => undefined,
  )
}

/** Sends what this device changed to the account's copies now (before logging out); nothing for a visitor. */
export async function flushDraftCopies(): Promise<void> {
  if (signedInAccount() === null) return
  await (await loadCopies()).syncDraftCopies(false)
}
