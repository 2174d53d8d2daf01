import { asc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { catalogueCalls } from '../../src/shared/contract/catalogue'
import type { Database } from '../db/client'
import { courses, savedCourses } from '../db/schema'
import { route } from '../lib/route'

/** MAX_SAVED_CHANGES changes of a slug (at most 200 characters) and a time each, with room for escapes. */
const CHANGES_BODY_LIMIT = 64 * 1024

async function savedList(db: Database, userId: number) {
  const rows = await db
    .select({ slug: courses.slug, saved: savedCourses.saved, changedAt: savedCourses.changedAt })
    .from(savedCourses)
    .innerJoin(courses, eq(courses.id, savedCourses.courseId))
    .where(eq(savedCourses.userId, userId))
    .orderBy(asc(savedCourses.changedAt), asc(courses.id))
  return { data: rows.map((row) => ({ slug: row.slug, saved: row.saved, changed_at: row.changedAt.getTime() })) }
}

/**
 * GET and POST /my/saved-courses: the signed-in account's saved-for-offline list, kept so that it
 * comes back on any device. Each course keeps the change made last (by the device's time of it; a
 * time ahead of the server's clock counts as now). A slug that names no course is passed over: a
 * device may hold a course the catalogue has since dropped, and the rest of its changes still count.
 */
export function savedCourseRoutes(app: FastifyInstance, db: Database): void {
  route(app, catalogueCalls.mySavedCourses, async ({ user }) => savedList(db, user.id))

  route(
    app,
    catalogueCalls.changeSavedCourses,
    async ({ body, user }) => {
      const now = Date.now()
      // The last change of each course in this call counts: a list made offline may name one twice.
      const latest = new Map<string, { saved: boolean; changedAt: number }>()
      for (const change of body.changes) {
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
        return change
          ? [{ userId: user.id, courseId: id, saved: change.saved, changedAt: new Date(change.changedAt) }]
          : []
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
      return savedList(db, user.id)
    },
    { bodyLimit: CHANGES_BODY_LIMIT },
  )
}
