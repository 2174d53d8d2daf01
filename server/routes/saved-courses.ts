import type { FastifyInstance } from 'fastify'
import { catalogueCalls } from '../../src/shared/contract/catalogue'
import { changeSavedCourses, savedList } from '../content/saved-courses'
import type { Database } from '../db/client'
import { route } from '../lib/route'

/** MAX_SAVED_CHANGES changes of a slug (at most 200 characters) and a time each, with room for escapes. */
const CHANGES_BODY_LIMIT = 64 * 1024

/**
 * GET and POST /my/saved-courses: the signed-in account's saved-for-offline list, kept so that it
 * comes back on any device (server/content/saved-courses.ts).
 */
export function savedCourseRoutes(app: FastifyInstance, db: Database): void {
  route(app, catalogueCalls.mySavedCourses, async ({ user }) => savedList(db, user.id))
  route(
    app,
    catalogueCalls.changeSavedCourses,
    async ({ body, user }) => changeSavedCourses(db, user.id, body.changes),
    { bodyLimit: CHANGES_BODY_LIMIT },
  )
}
