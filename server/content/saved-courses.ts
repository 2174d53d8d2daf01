import { asc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { catalogueCalls } from '../../src/shared/contract/catalogue'
import type { Database } from '../db/client'
import { courses, savedCourses } from '../db/schema'

type Changes = z.output<(typeof catalogueCalls.changeSavedCourses)['body']>['changes']

/** The account's saved-for-offline list as every device takes it in: each course's last change. */
export async function savedList(db: Database, userId: number) {
  const rows = await db
    .select({ slug: courses.slug, saved: savedCourses.saved, changedAt: savedCourses.changedAt })
    .from(savedCourses)
    .innerJoin(courses, eq(courses.id, savedCourses.courseId))
    .where(eq(savedCourses.userId, userId))
    .orderBy(asc(savedCourses.changedAt), asc(courses.id))
  return { data: rows.map((row) => ({ slug: row.slug, saved: row.saved, changed_at: row.changedAt.getTime() })) }
}

/**
 * Takes in a device's changes to the account's saved list. Each course keeps the change made last
 * (by the device's time of it; a time ahead of the server's clock counts as now). A slug that names
 * no course is passed over: a device may hold a course the catalogue has since dropped, and the
 * rest of its changes still count.
 */
export async function changeSavedCourses(db: Database, userId: number, changes: Changes) {
  const now = Date.now()
  // The last change of each course in this call counts: a list made offline may name one twice.
  const latest = new Map<string, { saved: boolean; changedAt: number }>()
  for (const change of changes) {
    const slug = change.slug.toLowerCase()
    const time = Math.min(change.changed_at, now)
    const known = latest.get(slug)
    if (!known || known.changedAt <= time) latest.set(slug, { saved: change.saved, changedAt: time })
  }
  const found = await db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(inArray(courses.slug, [...latest.keys()]))
  const rows = found.flatMap(({ id, slug }) => {
    const change = latest.get(slug)
    return change ? [{ userId: userId, courseId: id, saved: change.saved, changedAt: new Date(change.changedAt) }] : []
  })
  if (rows.length > 0) {
    await db
      .insert(savedCourses)
      .values(rows)
      .onConflictDoUpdate({
        target: [savedCourses.userId, savedCourses.courseId],
        set: { saved: sql`excluded.saved`, changedAt: sql`excluded.changed_at` },
        setWhere: lt(savedCourses.changedAt, sql`excluded.changed_at`),
      })
  }
  return savedList(db, userId)
}
