import { useSyncExternalStore } from 'react'
import type { CourseDetail, CourseFaq } from '@/shared/contract/catalogue'
import type { SavedCourse, SavedCourseRemoval } from '@/lib/db'
import { openDb, readDb, useDbQuery, watchDb } from '@/lib/local-data'
import { cacheImagesAsShown } from '@/lib/image-cache'
import { IMAGE_SIZES } from '@/lib/image-sizes'
import { signedInAccount } from '@/lib/signed-in-account'

export type { SavedCourse, SavedCourseRemoval }

/** Looks a saved course up by numeric id or slug, the two ways a course URL names it. */
export function findSavedCourse(idOrSlug: string): Promise<SavedCourse | undefined> {
  return readDb(
    (db) =>
      /^\d+$/.test(idOrSlug)
        ? db.savedCourses.get(Number(idOrSlug))
        : db.savedCourses.where('slug').equals(idOrSlug).first(),
    undefined,
  )
}

/**
 * Keeps a course for offline use: its whole page data in IndexedDB and its images in the
 * service worker's image cache. The first save asks the browser to keep our storage. A course
 * saved here goes on the signed-in account's list too (data/saved-course-copies.ts); one taken
 * from that list (`fromAccount`) is already there.
 */
export async function saveCourse(
  detail: CourseDetail,
  faqs: CourseFaq[],
  fromAccount?: { accountId: number; savedAt: number },
): Promise<void> {
  const { course, seo } = detail
  const db = await openDb()
  const first = await db.transaction('rw', db.savedCourses, db.savedCourseRemovals, async () => {
    const none = (await db.savedCourses.count()) === 0
    await db.savedCourses.put({
      id: course.id,
      slug: course.slug,
      course,
      seo,
      faqs,
      savedAt: fromAccount?.savedAt ?? Date.now(),
      accountId: fromAccount?.accountId ?? null,
    })
    await db.savedCourseRemovals.delete(course.id)
    return none
  })
  if (first) void navigator.storage?.persist?.()
  // The sizes its page shows on this device (gallery buttons and main picture), and its card on /saved.
  const pictures = [course.image, course.gallery1, course.gallery2, course.gallery3]
  // One after the other: the card's file is often the main picture's, which the second call then
  // finds kept instead of fetching it a second time.
  await cacheImagesAsShown(pictures, [IMAGE_SIZES.galleryThumb, IMAGE_SIZES.courseHero])
  await cacheImagesAsShown([course.image], [IMAGE_SIZES.card])
}

/** Takes a course off this device, and off the signed-in account's list (once the server hears of it). */
export async function unsaveCourse(id: number): Promise<void> {
  const db = await openDb()
  const account = signedInAccount()
  await db.transaction('rw', db.savedCourses, db.savedCourseRemovals, async () => {
    const saved = await db.savedCourses.get(id)
    await db.savedCourses.delete(id)
    if (saved && account !== null && (saved.accountId ?? account) === account)
      await db.savedCourseRemovals.put({ id, slug: saved.slug, accountId: account, at: Date.now() })
  })
}

// --- The account's list on the server (data/saved-course-copies.ts) ---------------------------

/** Every course saved on this device, and the removals the server has yet to hear (none without a database). */
export function readSavedAndRemoved(): Promise<{ saved: SavedCourse[]; removed: SavedCourseRemoval[] }> {
  return readDb(
    async (db) => ({ saved: await db.savedCourses.toArray(), removed: await db.savedCourseRemovals.toArray() }),
    { saved: [], removed: [] },
  )
}

/**
 * The account's list now holds these changes: saved courses are marked as on it (unless saved
 * again meanwhile), and sent removals are forgotten (unless the course was taken off again since).
 */
export async function markOnAccount(accountId: number, saved: SavedCourse[], removed: SavedCourseRemoval[]) {
  const db = await openDb()
  await db.transaction('rw', db.savedCourses, db.savedCourseRemovals, async () => {
    for (const course of saved) {
      const current = await db.savedCourses.get(course.id)
      if (current?.savedAt === course.savedAt) await db.savedCourses.put({ ...current, accountId })
    }
    for (const removal of removed) {
      const current = await db.savedCourseRemovals.get(removal.id)
      if (current?.at === removal.at) await db.savedCourseRemovals.delete(removal.id)
    }
  })
}

/** A course taken off the account's list on another device goes from this one too, unless saved here since. */
export async function dropRemovedCourse(id: number, savedAt: number): Promise<void> {
  const db = await openDb()
  await db.transaction('rw', db.savedCourses, async () => {
    if ((await db.savedCourses.get(id))?.savedAt === savedAt) await db.savedCourses.delete(id)
  })
}

/** Removals of another account (whose session ended without logging out) never reach its list from here. */
export async function forgetRemovals(removed: SavedCourseRemoval[]): Promise<void> {
  await (await openDb()).savedCourseRemovals.bulkDelete(removed.map((removal) => removal.id))
}

// One live query of the saved ids for every toggle on the page (a list shows 46), not one each.
let savedIds: ReadonlySet<number> | undefined
const listeners = new Set<() => void>()
let stopWatching: (() => void) | undefined

function subscribeSavedIds(listener: () => void): () => void {
  listeners.add(listener)
  const answer = (ids: readonly number[]) => {
    savedIds = new Set(ids)
    for (const notify of listeners) notify()
  }
  stopWatching ??= watchDb((db) => db.savedCourses.toCollection().primaryKeys(), [], {
    next: answer,
    // The toggles show "not saved" rather than stay disabled; saving reports its own failure.
    error: () => answer([]),
  })
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0) return
    stopWatching?.()
    stopWatching = undefined
    savedIds = undefined
  }
}

/** `undefined` while loading, then whether the course is saved. */
export function useIsSaved(courseId: number): boolean | undefined {
  const ids = useSyncExternalStore(
    subscribeSavedIds,
    () => savedIds,
    () => undefined,
  )
  return ids?.has(courseId)
}

/** Saved courses, newest first; `undefined` while loading. */
export function useSavedCourses(): SavedCourse[] | undefined {
  return useDbQuery((db) => db.savedCourses.orderBy('savedAt').reverse().toArray(), [], [])
}

// The account's list on the server (data/saved-course-copies.ts) and the contract it is checked
// with load only once someone is signed in: a visitor's saved courses stay on the device.
const loadCopies = () => import('./saved-course-copies')

/**
 * Takes in the account's saved list from the server (fetching what this device lacks, for offline),
 * and from then on keeps it there: at start, and when /saved opens. Nothing for a visitor.
 */
export function refreshSavedCourseCopies(): void {
  if (signedInAccount() === null || typeof window === 'undefined') return
  loadCopies().then(
    (copies) => copies.refreshSavedCourseCopies(),
    () => undefined,
  )
}

/** Sends what this device changed to the account's list now (before logging out); nothing for a visitor. */
export async function flushSavedCourseCopies(): Promise<void> {
  if (signedInAccount() === null) return
  await (await loadCopies()).syncSavedCourseCopies(false)
}
