import type { BookingBasicInfo, SavedBookingDraft } from '@/shared/contract/booking'
import type { YesNo } from '@/shared/rules/booking-answers'
import type { BookingBasicInfoDraft, BookingDraft, DraftDiscard } from '@/lib/db'
import { openDb, readDb, useDbQuery } from '@/lib/local-data'
import { readItem, sessionStore, writeItem } from '@/lib/local-storage'
import { signedInAccount } from '@/lib/signed-in-account'

export type { BookingDraft, BookingBasicInfoDraft, DraftDiscard }
export type DraftCourse = BookingDraft['course'] & { id: number }

/** docs/product-rules.md §3: the server's token_unique_key is kept in session storage (and in the draft, which outlives the tab). */
export const SESSION_TOKEN_KEY = 'token_unique_key'

/** Shown when a booking whose payment had started was changed: the server keeps that one as it was paid for. */
export const BOOKING_RESTARTED =
  'The payment of your earlier booking had already started, so we started a new booking with the same details and answers. Please check them and pay for this one.'

export const EMPTY_BASIC_INFO: BookingBasicInfoDraft = {
  name: '',
  email: '',
  address: '',
  postal_code: '',
  notes: '',
  company_name: '',
  training_date: '',
  no_of_users: 1,
}

/** Where storage is blocked or full, the draft still holds the token. */
export function rememberSessionToken(token: string): void {
  writeItem(SESSION_TOKEN_KEY, token, sessionStore)
}

export function readSessionToken(): string | null {
  return readItem(SESSION_TOKEN_KEY, sessionStore)
}

function forgetSessionToken(token: string | null): void {
  if (token && readSessionToken() === token) writeItem(SESSION_TOKEN_KEY, null, sessionStore)
}

export function getDraft(courseId: number): Promise<BookingDraft | undefined> {
  return readDb((db) => db.bookingDrafts.get(courseId), undefined)
}

/**
 * Changes one course's draft inside a read-then-write transaction (two tabs typing at once both
 * land), creating it on the first change. `course` refreshes the summary shown offline.
 */
async function change(
  courseId: number,
  edit: (draft: BookingDraft) => Partial<BookingDraft>,
  course?: DraftCourse,
): Promise<BookingDraft | undefined> {
  const db = await openDb()
  return db.transaction('rw', db.bookingDrafts, async () => {
    const existing = await db.bookingDrafts.get(courseId)
    // Later than the copy it changes, also one taken from another device whose clock runs ahead.
    const now = existing ? Math.max(Date.now(), existing.updatedAt + 1) : Date.now()
    if (!existing && !course) return undefined
    const base: BookingDraft = existing ?? {
      courseId,
      course: { slug: course!.slug, name: course!.name, price: course!.price, image: course!.image },
      step: 1,
      basicInfo: EMPTY_BASIC_INFO,
      answers: {},
      token: null,
      pendingBasicInfo: null,
      pendingAnswers: null,
      paidIntentId: null,
      error: null,
      createdAt: now,
      updatedAt: now,
    }
    const summary = course ? { course: { slug: course.slug, name: course.name, price: course.price, image: course.image } } : {}
    const next: BookingDraft = { ...base, ...summary, ...edit(base), updatedAt: now }
    await db.bookingDrafts.put(next)
    return next
  })
}

/** Step 1 as the user types: every field is kept, valid or not. */
export async function saveBasicInfoFields(course: DraftCourse, values: Partial<BookingBasicInfoDraft>): Promise<void> {
  await change(course.id, (draft) => ({ basicInfo: { ...draft.basicInfo, ...values } }), course)
}

/** Step 1 submitted: queued for the server, which may be unreachable right now. */
export async function queueBasicInfo(course: DraftCourse, info: BookingBasicInfo): Promise<void> {
  await change(
    course.id,
    () => ({
      basicInfo: { ...EMPTY_BASIC_INFO, ...info },
      pendingBasicInfo: info,
      error: null,
      notice: null,
    }),
    course,
  )
  void requestPersistentStorage()
}

export async function setAnswer(courseId: number, questionId: number, answer: YesNo): Promise<void> {
  await change(courseId, (draft) => ({ answers: { ...draft.answers, [String(questionId)]: answer } }))
}

/** Step 2 submitted: the `question_answer` text waits to be sent. */
export async function queueAnswers(courseId: number, questionAnswer: string): Promise<void> {
  await change(courseId, () => ({ pendingAnswers: questionAnswer, error: null }))
}

export async function setStep(courseId: number, step: BookingDraft['step']): Promise<void> {
  await change(courseId, () => ({ step }))
}

/** The outcome of sending a queued step; only clears what was sent, so a newer submit is not lost. */
export async function applySendResult(
  courseId: number,
  result:
    | { kind: 'basic-info-sent'; sent: BookingBasicInfo; token: string }
    | { kind: 'answers-sent'; sent: string }
    | { kind: 'refused'; step: 1 | 2; message: string }
    | { kind: 'restarted' },
): Promise<void> {
  const dropped = result.kind === 'restarted' ? ((await getDraft(courseId))?.token ?? null) : null
  await change(courseId, (draft) => {
    switch (result.kind) {
      case 'basic-info-sent':
        return {
          token: result.token,
          pendingBasicInfo: JSON.stringify(draft.pendingBasicInfo) === JSON.stringify(result.sent) ? null : draft.pendingBasicInfo,
        }
      case 'answers-sent':
        return {
          pendingAnswers: draft.pendingAnswers === result.sent ? null : draft.pendingAnswers,
          sentAnswers: result.sent,
        }
      case 'restarted':
        // The server keeps the old booking as its payment was computed; everything the user
        // typed and answered goes to a new one, sent on the next round.
        return {
          token: null,
          pendingBasicInfo: draft.pendingBasicInfo ?? { ...draft.basicInfo, course_id: draft.courseId },
          pendingAnswers: draft.pendingAnswers ?? draft.sentAnswers ?? null,
          notice: BOOKING_RESTARTED,
        }
      case 'refused':
        // The user has to look at that step again; nothing of it is retried by itself.
        return result.step === 1
          ? { step: 1, pendingBasicInfo: null, error: result.message }
          : { step: Math.min(draft.step, 2) as 1 | 2, pendingAnswers: null, error: result.message }
    }
  })
  if (result.kind === 'basic-info-sent') rememberSessionToken(result.token)
  if (result.kind === 'restarted') forgetSessionToken(dropped)
}

export async function setPaidIntent(courseId: number, intentId: string): Promise<void> {
  await change(courseId, () => ({ paidIntentId: intentId }))
}

/**
 * "Discard draft", and after a successful payment. A signed-in account's draft is discarded from
 * its server copy too: the discard waits in the database until the server has it.
 */
export async function removeDraft(courseId: number): Promise<void> {
  const db = await openDb()
  const account = signedInAccount()
  const draft = await db.transaction('rw', db.bookingDrafts, db.draftDiscards, async () => {
    const existing = await db.bookingDrafts.get(courseId)
    await db.bookingDrafts.delete(courseId)
    if (existing && account !== null && (existing.accountId ?? account) === account)
      await db.draftDiscards.put({ courseId, accountId: account, at: Math.max(Date.now(), existing.updatedAt + 1) })
    return existing
  })
  forgetSessionToken(draft?.token ?? null)
}

/**
 * At logout: a draft holds a person's name, email and address, and a care home's phone or tablet
 * is often shared. (Nothing is created to be cleared when this browser holds no database.)
 */
export async function removeAllDrafts(): Promise<void> {
  await readDb((db) => Promise.all([db.bookingDrafts.clear(), db.draftDiscards.clear()]), undefined)
  writeItem(SESSION_TOKEN_KEY, null, sessionStore)
}

// --- The account's server copy (data/draft-copies.ts) -------------------------------------------

/** Every draft on this device, and the discards the server has yet to hear (none without a database). */
export function readDraftsAndDiscards(): Promise<{ drafts: BookingDraft[]; discards: DraftDiscard[] }> {
  return readDb(
    async (db) => ({ drafts: await db.bookingDrafts.toArray(), discards: await db.draftDiscards.toArray() }),
    { drafts: [], discards: [] },
  )
}

/** Whether the server copy lags behind this draft: it changed since it was last sent or taken. */
export function changedSinceCopied(draft: BookingDraft): boolean {
  return draft.syncedAt !== draft.updatedAt
}

/**
 * Takes the account's server copy in place of this device's draft of that course (the server's is
 * the later), unless the draft changed meanwhile (`unless`: the `updatedAt` the choice was made
 * on) or holds a payment still to be recorded. A copy whose booking token did not travel restarts
 * at step 1, whose details are all there.
 */
export async function takeServerCopy(
  copy: SavedBookingDraft,
  accountId: number,
  unless: number | undefined,
): Promise<void> {
  const db = await openDb()
  await db.transaction('rw', db.bookingDrafts, async () => {
    const existing = await db.bookingDrafts.get(copy.course.id)
    if (existing?.updatedAt !== unless || existing?.paidIntentId) return
    const { course, basic_info: info } = copy
    await db.bookingDrafts.put({
      courseId: course.id,
      course: { slug: course.slug, name: course.name, price: course.price, image: course.image },
      step: copy.token ? copy.step : 1,
      basicInfo: { ...info, no_of_users: info.no_of_users ?? Number.NaN },
      answers: copy.answers,
      token: copy.token,
      pendingBasicInfo: null,
      pendingAnswers: null,
      paidIntentId: null,
      error: null,
      sentAnswers: null,
      notice: null,
      createdAt: existing?.createdAt ?? copy.updated_at,
      updatedAt: copy.updated_at,
      accountId,
      syncedAt: copy.updated_at,
    })
  })
}

/**
 * The server kept the draft as sent (`sent`, its `updatedAt` then), at `kept` (its own clock may
 * have held back a time ahead of it). A draft changed meanwhile stays to be sent again.
 */
export async function markCopied(courseId: number, accountId: number, sent: number, kept: number): Promise<void> {
  const db = await openDb()
  await db.transaction('rw', db.bookingDrafts, async () => {
    const draft = await db.bookingDrafts.get(courseId)
    if (!draft) return
    if (draft.updatedAt === sent) await db.bookingDrafts.put({ ...draft, accountId, updatedAt: kept, syncedAt: kept })
    else await db.bookingDrafts.put({ ...draft, accountId, syncedAt: sent })
  })
}

/** Removes this device's draft of a course the account discarded or paid for elsewhere, unless it changed since `unless`. */
export async function dropEndedDraft(courseId: number, unless: number): Promise<void> {
  const db = await openDb()
  const dropped = await db.transaction('rw', db.bookingDrafts, async () => {
    const draft = await db.bookingDrafts.get(courseId)
    if (draft?.updatedAt !== unless) return undefined
    await db.bookingDrafts.delete(courseId)
    return draft
  })
  forgetSessionToken(dropped?.token ?? null)
}

/** The server has the discard (or has no use for it: another account's). */
export async function forgetDiscard(discard: DraftDiscard): Promise<void> {
  const db = await openDb()
  await db.transaction('rw', db.draftDiscards, async () => {
    const current = await db.draftDiscards.get(discard.courseId)
    if (current?.at === discard.at) await db.draftDiscards.delete(discard.courseId)
  })
}

/** Whether a draft has anything worth resuming (an opened, untouched modal leaves none). */
export function isUnfinished(draft: BookingDraft): boolean {
  const info = draft.basicInfo
  const typed = Object.entries(info).some(([key, value]) => (key === 'no_of_users' ? value !== 1 : value !== ''))
  return typed || draft.step > 1 || Object.keys(draft.answers).length > 0
}

export function hasUnsentSteps(draft: BookingDraft): boolean {
  return draft.pendingBasicInfo !== null || draft.pendingAnswers !== null
}

/** One course's draft, live across tabs: `undefined` while loading, `null` when there is none. */
export function useDraft(courseId: number): BookingDraft | null | undefined {
  return useDbQuery(async (db) => (await db.bookingDrafts.get(courseId)) ?? null, [courseId], null)
}

/** Every unfinished draft, most recent first; `undefined` while loading. */
export function useDrafts(): BookingDraft[] | undefined {
  return useDbQuery(
    async (db) => (await db.bookingDrafts.orderBy('updatedAt').reverse().toArray()).filter(isUnfinished),
    [],
    [],
  )
}

/** Starting a booking asks the browser to keep this site's storage. */
async function requestPersistentStorage(): Promise<void> {
  try {
    if (typeof navigator !== 'undefined' && navigator.storage?.persist && !(await navigator.storage.persisted())) {
      await navigator.storage.persist()
    }
  } catch {
    // Best effort: some browsers refuse or lack the API.
  }
}
