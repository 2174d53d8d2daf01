import type { FastifyInstance } from 'fastify'
import { bookingCalls } from '../../src/shared/contract/booking'
import { draftsOf, saveDraft } from '../bookings/drafts'
import type { Database } from '../db/client'
import { route } from '../lib/route'

/**
 * A draft is a few kilobytes: step 1's bounded fields, at most MAX_DRAFT_ANSWERS answers and a
 * token, every character of which JSON may spell as a six-byte escape.
 */
const DRAFT_BODY_LIMIT = 32 * 1024

/** GET and POST /my/booking-drafts: the account's unfinished bookings (server/bookings/drafts.ts). */
export function bookingDraftRoutes(app: FastifyInstance, db: Database): void {
  route(app, bookingCalls.myDrafts, async ({ user }) => draftsOf(db, user.id))
  route(app, bookingCalls.saveDraft, async ({ body, user }) => saveDraft(db, user, body), {
    bodyLimit: DRAFT_BODY_LIMIT,
  })
}
