/**
 * The signed-in account's copy of its booking drafts on the server, so that a booking continues on
 * any device where the account logs in (a phone's own storage may be wiped: Safari removes a site's
 * after 7 days without a visit unless it is installed). Loaded only while someone is signed in
 * (data/draft-sync.ts); a visitor's drafts stay on the device.
 *
 * Every draft keeps `updatedAt`, its device's time of its last change, always later than the copy
 * it was changed from; the server keeps the copy changed last, and so does this device. A change
 * made here is sent a moment after typing stops, or when the connection returns (the drafts in the
 * database are the queue); the server's copies are taken in at start, on every return of the
 * connection or of the app to the screen, and when a booking screen opens.
 */
import {
  BASIC_INFO_MAX,
  type BookingDraftContent,
  type SavedBookingDraft,
} from '@/shared/contract/booking'
import { isApiError } from '@/lib/api-client'
import { watchDb } from '@/lib/local-data'
import { isNoAnswer, isOnline, onOnlineChange } from '@/lib/online-status'
import { signedInAccount } from '@/lib/signed-in-account'
import { getMyDrafts } from '../api/get-my-drafts'
import { saveMyDraft } from '../api/save-my-draft'
import {
  changedSinceCopied,
  dropEndedDraft,
  forgetDiscard,
  isUnfinished,
  markCopied,
  readDraftsAndDiscards,
  takeServerCopy,
  type BookingDraft,
  type DraftDiscard,
} from './draft-store'

/** How long after the last keystroke a change is sent. */
export const SEND_AFTER_MS = 1000

const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * What the server keeps of a draft. Its step is the one the booking server has reached: a step
 * still queued on this device is not yet done on another. Fields are cut to the form's own limits
 * (a longer paste stays whole here, where the form asks to shorten it); a number of users the
 * form would refuse is not kept.
 */
export function copyOf(draft: BookingDraft): BookingDraftContent {
  const info = draft.basicInfo
  const users = info.no_of_users
  const step = draft.pendingBasicInfo ? 1 : draft.pendingAnswers !== null ? (Math.min(draft.step, 2) as 1 | 2) : draft.step
  return {
    step,
    basic_info: {
      name: info.name.slice(0, BASIC_INFO_MAX.name),
      email: info.email.slice(0, BASIC_INFO_MAX.email),
      address: info.address.slice(0, BASIC_INFO_MAX.address),
      postal_code: info.postal_code.slice(0, BASIC_INFO_MAX.postal_code),
      notes: info.notes.slice(0, BASIC_INFO_MAX.notes),
      company_name: info.company_name.slice(0, BASIC_INFO_MAX.company_name),
      training_date: DATE.test(info.training_date) ? info.training_date : '',
      no_of_users: Number.isInteger(users) && users >= 0 && users <= 99_999 ? users : null,
    },
    answers: draft.answers,
    token: draft.token,
  }
}

export interface CopyPlan {
  /** The server's copies to take in place of this device's (`unless` it changed from that `updatedAt`). */
  take: { copy: SavedBookingDraft; unless: number | undefined }[]
  /** Drafts to remove here: ended on the server, or another account's. */
  drop: { courseId: number; unless: number }[]
  /** Drafts the server holds as they are. */
  mark: { courseId: number; stamp: number }[]
  /** Drafts the server has not got yet, or holds older. */
  send: BookingDraft[]
}

/**
 * What to do with this device's drafts, given the account's copies on the server (`null`: not
 * asked, only send what changed). A draft of another account (one whose session ended without
 * logging out) goes: this device is someone else's now. One the server no longer holds, unchanged
 * since it held it, was discarded or paid for elsewhere.
 */
export function planCopies(drafts: BookingDraft[], server: SavedBookingDraft[] | null, account: number): CopyPlan {
  const plan: CopyPlan = { take: [], drop: [], mark: [], send: [] }
  const worthSending = (draft: BookingDraft) => isUnfinished(draft) || draft.syncedAt != null
  const mine: BookingDraft[] = []
  for (const draft of drafts) {
    if (draft.accountId == null || draft.accountId === account) mine.push(draft)
    else plan.drop.push({ courseId: draft.courseId, unless: draft.updatedAt })
  }
  if (server === null) {
    plan.send = mine.filter((draft) => changedSinceCopied(draft) && worthSending(draft))
    return plan
  }
  const copies = new Map(server.map((copy) => [copy.course.id, copy]))
  const here = new Set<number>()
  for (const draft of mine) {
    here.add(draft.courseId)
    const copy = copies.get(draft.courseId)
    if (!copy) {
      if (draft.accountId === account && !changedSinceCopied(draft))
        plan.drop.push({ courseId: draft.courseId, unless: draft.updatedAt })
      else if (worthSending(draft)) plan.send.push(draft)
    } else if (draft.updatedAt === copy.updated_at) {
      if (draft.syncedAt !== copy.updated_at || draft.accountId !== account)
        plan.mark.push({ courseId: draft.courseId, stamp: copy.updated_at })
    } else if (draft.updatedAt > copy.updated_at) plan.send.push(draft)
    else plan.take.push({ copy, unless: draft.updatedAt })
  }
  for (const copy of server) if (!here.has(copy.course.id)) plan.take.push({ copy, unless: undefined })
  return plan
}

/** A refusal of one draft or discard, which would be refused again: it waits for a change, not a retry. */
function refusedForGood(error: unknown): boolean {
  return isApiError(error) && error.fromServer && error.status !== 401 && error.status !== 429
}

async function sendDiscard(discard: DraftDiscard, account: number): Promise<void> {
  if (discard.accountId !== account) return forgetDiscard(discard)
  try {
    const answer = await saveMyDraft({ course_id: discard.courseId, updated_at: discard.at, draft: null })
    await forgetDiscard(discard)
    // Another device changed the draft after this discard: that one is the draft now.
    if (answer.draft) await takeServerCopy(answer.draft, account, undefined)
  } catch (error) {
    if (!refusedForGood(error)) throw error
    await forgetDiscard(discard)
  }
}

async function sendCopy(draft: BookingDraft, account: number): Promise<void> {
  const sent = draft.updatedAt
  try {
    const answer = await saveMyDraft({ course_id: draft.courseId, updated_at: sent, draft: copyOf(draft) })
    if (answer.applied && answer.draft) await markCopied(draft.courseId, account, sent, answer.draft.updated_at)
    else if (answer.draft) await takeServerCopy(answer.draft, account, sent)
    else await dropEndedDraft(draft.courseId, sent)
  } catch (error) {
    if (!refusedForGood(error)) throw error
  }
}

async function run(pull: boolean): Promise<void> {
  const account = signedInAccount()
  if (account === null || !isOnline()) return
  const before = await readDraftsAndDiscards()
  for (const discard of before.discards) await sendDiscard(discard, account)
  const server = pull ? await getMyDrafts() : null
  const { drafts } = before.discards.length > 0 ? await readDraftsAndDiscards() : before
  const plan = planCopies(drafts, server, account)
  for (const { courseId, unless } of plan.drop) await dropEndedDraft(courseId, unless)
  for (const { copy, unless } of plan.take) await takeServerCopy(copy, account, unless)
  for (const { courseId, stamp } of plan.mark) await markCopied(courseId, account, stamp, stamp)
  for (const draft of plan.send) await sendCopy(draft, account)
}

/** One run at a time, and at most one more waiting, which takes every request made meanwhile. */
let last: Promise<void> = Promise.resolve()
let waiting: { pull: boolean; done: Promise<void> } | null = null

/**
 * Sends what changed here, and with `pull` first takes in the server's copies. Without a
 * connection (or an answer) it stops, to go on at the next occasion; other tabs wait for their
 * turn where the browser has Web Locks.
 */
export function syncDraftCopies(pull: boolean): Promise<void> {
  if (waiting) {
    waiting.pull ||= pull
    return waiting.done
  }
  const next = { pull, done: Promise.resolve() }
  next.done = last.then(() => {
    waiting = null
    return withLock(() => run(next.pull)).catch((error: unknown) => {
      // No connection or no answer (the reachability check then watches for its return, which
      // starts the next run), or a server in trouble: the drafts stay as they are until then.
      isNoAnswer(error)
    })
  })
  waiting = next
  last = next.done
  return next.done
}

function withLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  return locks ? locks.request('carewise-draft-copies', () => work()).then(() => undefined) : work()
}

let started = false

/** Starts keeping the copies, once per page; afterwards, takes in the server's copies again. */
export function refreshDraftCopies(): void {
  if (started) {
    void syncDraftCopies(true)
    return
  }
  started = true
  const pull = () => void syncDraftCopies(true)
  onOnlineChange((online) => {
    if (online) pull()
  })
  // Back to a phone where another device changed the booking meanwhile.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && isOnline()) pull()
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  watchDb(
    async (db) => {
      const account = signedInAccount()
      if (account === null) return false
      const [drafts, discards] = await Promise.all([db.bookingDrafts.toArray(), db.draftDiscards.count()])
      return discards > 0 || planCopies(drafts, null, account).send.length > 0
    },
    false,
    {
      next: (unsent) => {
        clearTimeout(timer)
        if (unsent) timer = setTimeout(() => void syncDraftCopies(false), SEND_AFTER_MS)
      },
      error: () => undefined,
    },
  )
  pull()
}
