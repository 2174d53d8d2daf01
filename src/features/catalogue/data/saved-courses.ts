import { useSyncExternalStore } from 'react'
import type { CourseDetail, CourseFaq } from '../../../shared/contract/catalogue'
import type { SavedCourse } from '../../../lib/db'
import { openDb, readDb, useDbQuery, watchDb } from '../../../lib/local-data'
import { cacheImagesAsShown } from '../../../lib/image-cache'
import { IMAGE_SIZES } from '../../../lib/image-sizes'

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
 * service worker's image cache. The first save asks the browser to keep our storage.
 */
export async function saveCourse(detail: CourseDetail, faqs: CourseFaq[]): Promise<void> {
  const { course, seo } = detail
  const db = await openDb()
  const first = (await db.savedCourses.count()) === 0
  await db.savedCourses.put({ id: course.id, slug: course.slug, course, seo, faqs, savedAt: Date.now() })
  if (first) void navigator.storage?.persist?.()
  // The sizes its page shows on this device (gallery buttons and main picture), and its card on /saved.
  const pictures = [course.image, course.gallery1, course.gallery2, course.gallery3]
  // One after the other: the card's file is often the main picture's, which the second call then
  // finds kept instead of fetching it a second time.
  await cacheImagesAsShown(pictures, [IMAGE_SIZES.galleryThumb, IMAGE_SIZES.courseHero])
  await cacheImagesAsShown([course.image], [IMAGE_SIZES.card])
}

export async function unsaveCourse(id: number): Promise<void> {
  await (await openDb()).savedCourses.delete(id)
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
