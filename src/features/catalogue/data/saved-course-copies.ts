/**
 * The signed-in account's saved-for-offline list on the server, so that it comes back on any
 * device where the account logs in (a phone's own storage may be wiped: Safari removes a site's
 * after 7 days without a visit unless it is installed). Loaded only while someone is signed in
 * (data/saved-courses.ts); a visitor's saved courses stay on the device.
 *
 * The server keeps, per course, the change made last (saved or taken off, by the device's time of
 * it). Courses saved here and removals made here wait in the database until the server has them;
 * courses on the list that this device lacks are fetched again, with their pictures, for offline.
 */
import { MAX_SAVED_CHANGES, type SavedCourseState } from '@/shared/contract/catalogue'
import { isApiError } from '@/lib/api-client'
import { watchDb } from '@/lib/local-data'
import { isNoAnswer, isOnline, onOnlineChange } from '@/lib/online-status'
import { signedInAccount } from '@/lib/signed-in-account'
import { changeSavedCourses } from '../api/change-saved-courses'
import { getCourse } from '../api/get-course'
import { getCourseFaqs } from '../api/get-course-faqs'
import { getMySavedCourses } from '../api/get-my-saved-courses'
import {
  dropRemovedCourse,
  forgetRemovals,
  markOnAccount,
  readSavedAndRemoved,
  saveCourse,
  type SavedCourse,
  type SavedCourseRemoval,
} from './saved-courses'

/** How long after the last change on this device it is sent. */
export const SEND_AFTER_MS = 1000

export interface SavedPlan {
  /** Courses saved here that the account's list does not hold yet. */
  save: SavedCourse[]
  /** Removals made here, for the account's list. */
  remove: SavedCourseRemoval[]
  /** Removals of another account, which never reach its list from here. */
  forget: SavedCourseRemoval[]
}

/** What this device has to tell the account's list. */
export function planChanges(saved: SavedCourse[], removed: SavedCourseRemoval[], account: number): SavedPlan {
  return {
    save: saved.filter((course) => course.accountId == null),
    remove: removed.filter((removal) => removal.accountId === account),
    forget: removed.filter((removal) => removal.accountId !== account),
  }
}

export interface ListPlan {
  /** Courses on the list that this device lacks: fetched and kept. */
  fetch: SavedCourseState[]
  /** Courses taken off the list elsewhere after they were saved here. */
  drop: SavedCourse[]
}

/**
 * Given the account's list, what this device takes in. Only courses saved here for this account
 * follow its removals (a visitor's, or another account's, are the device's own); a course waiting
 * to be taken off here is not fetched back.
 */
export function planList(
  list: SavedCourseState[],
  saved: SavedCourse[],
  removed: SavedCourseRemoval[],
  account: number,
): ListPlan {
  const bySlug = new Map(list.map((entry) => [entry.slug, entry]))
  const held = new Set(saved.map((course) => course.slug))
  const leaving = new Set(removed.map((removal) => removal.slug))
  return {
    fetch: list.filter((entry) => entry.saved && !held.has(entry.slug) && !leaving.has(entry.slug)),
    drop: saved.filter((course) => {
      const entry = bySlug.get(course.slug)
      return course.accountId === account && entry !== undefined && !entry.saved && entry.changed_at > course.savedAt
    }),
  }
}

/** Sends the changes, at most MAX_SAVED_CHANGES a call; answers the account's list after the last. */
async function send(plan: SavedPlan): Promise<SavedCourseState[]> {
  const changes = [
    ...plan.remove.map((removal) => ({ slug: removal.slug, saved: false, changed_at: removal.at })),
    ...plan.save.map((course) => ({ slug: course.slug, saved: true, changed_at: course.savedAt })),
  ]
  let list: SavedCourseState[] = []
  for (let start = 0; start < changes.length; start += MAX_SAVED_CHANGES)
    list = await changeSavedCourses(changes.slice(start, start + MAX_SAVED_CHANGES))
  return list
}

async function run(pull: boolean): Promise<void> {
  const account = signedInAccount()
  if (account === null || !isOnline()) return
  const { saved, removed } = await readSavedAndRemoved()
  const changes = planChanges(saved, removed, account)
  if (changes.forget.length > 0) await forgetRemovals(changes.forget)
  let list: SavedCourseState[] | null = null
  if (changes.save.length > 0 || changes.remove.length > 0) {
    list = await send(changes)
    await markOnAccount(account, changes.save, changes.remove)
  }
  if (pull) list ??= await getMySavedCourses()
  if (!list) return

  const now = await readSavedAndRemoved()
  const { fetch, drop } = planList(list, now.saved, now.removed, account)
  for (const course of drop) await dropRemovedCourse(course.id, course.savedAt)
  for (const entry of fetch) {
    try {
      const [detail, faqs] = await Promise.all([getCourse(entry.slug), getCourseFaqs(entry.slug).catch(() => [])])
      await saveCourse(detail, faqs, { accountId: account, savedAt: entry.changed_at })
    } catch (error) {
      // A course the catalogue no longer has is passed over; without a connection, the rest wait.
      if (!(isApiError(error) && error.status === 404)) throw error
    }
  }
}

/** One run at a time, and at most one more waiting, which takes every request made meanwhile. */
let last: Promise<void> = Promise.resolve()
let waiting: { pull: boolean; done: Promise<void> } | null = null

/** Sends what changed here, and with `pull` takes in the account's list. Stops without a connection. */
export function syncSavedCourseCopies(pull: boolean): Promise<void> {
  if (waiting) {
    waiting.pull ||= pull
    return waiting.done
  }
  const next = { pull, done: Promise.resolve() }
  next.done = last.then(() => {
    waiting = null
    return withLock(() => run(next.pull)).catch((error: unknown) => {
      // No connection or no answer (the reachability check then watches for its return, which
      // starts the next run), or a server in trouble: what changed here waits until then.
      isNoAnswer(error)
    })
  })
  waiting = next
  last = next.done
  return next.done
}

function withLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  return locks ? locks.request('carewise-saved-course-copies', () => work()).then(() => undefined) : work()
}

let started = false

/** Starts keeping the list, once per page; afterwards, takes in the account's list again. */
export function refreshSavedCourseCopies(): void {
  if (started) {
    void syncSavedCourseCopies(true)
    return
  }
  started = true
  const pull = () => void syncSavedCourseCopies(true)
  onOnlineChange((online) => {
    if (online) pull()
  })
  let timer: ReturnType<typeof setTimeout> | undefined
  watchDb(
    async (db) => {
      const account = signedInAccount()
      if (account === null) return false
      const [saved, removed] = await Promise.all([db.savedCourses.toArray(), db.savedCourseRemovals.toArray()])
      const plan = planChanges(saved, removed, account)
      return plan.save.length + plan.remove.length + plan.forget.length > 0
    },
    false,
    {
      next: (unsent) => {
        clearTimeout(timer)
        if (unsent) timer = setTimeout(() => void syncSavedCourseCopies(false), SEND_AFTER_MS)
      },
      error: () => undefined,
    },
  )
  pull()
}
