import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { learningEvent, type LearningEvent } from '../../src/shared/contract/learning'
import type { Database } from '../db/client'
import { courses, learningEvents, users } from '../db/schema'
import type { Clock } from '../lib/clock'
import { HttpError } from '../lib/http-error'
import { fieldErrors } from '../lib/route'
import type { Executor } from '../team/seats'
import { accessTo, recordCompletion, recordStart } from './progress'

/**
 * Events from a learning platform (Moodle, Totara, LearnUpon…): POST /api/learning/completions,
 * documented in the README ("Completions from a learning platform"). The platform signs
 * `<timestamp>.<raw body>` with HMAC-SHA256 and the shared secret (LEARNING_WEBHOOK_SECRET),
 * sending the Unix time in TIMESTAMP_HEADER and `sha256=<hex>` in SIGNATURE_HEADER. The timestamp
 * is inside what is signed, so an old body cannot be sent again under a new time; within the
 * window, the event id makes a second delivery a repeat that records nothing.
 */
export const TIMESTAMP_HEADER = 'x-carewise-timestamp'
export const SIGNATURE_HEADER = 'x-carewise-signature'
/** Set on the answer to a repeated event (a retry or a replay): the first answer, again. */
export const REPEAT_HEADER = 'x-carewise-repeat'

/** How old a signed request may be. */
export const MAX_AGE_SECONDS = 5 * 60
/** How far ahead of this server's clock a platform's clock may run (a few seconds' drift, not minutes). */
export const MAX_AHEAD_SECONDS = 30

export const EVENT_MESSAGES = {
  off: 'Completions are not taken here: LEARNING_WEBHOOK_SECRET is not set on this server.',
  noTimestamp: `Send the Unix time in seconds in the ${TIMESTAMP_HEADER} header.`,
  old: `The request is more than ${MAX_AGE_SECONDS / 60} minutes old; sign it again with the current time.`,
  ahead: "The request's timestamp is in the future; check the platform's clock.",
  badSignature: 'The signature does not match the body and timestamp.',
  notJson: 'The request body is not valid JSON.',
  unknownLearner: 'No learner has this email address or id.',
  unknownCourse: 'No course has this slug or id.',
  noAccess: 'This learner has not bought this course or been assigned a seat on it.',
  occurredAhead: 'occurred_at is in the future.',
} as const

/** The signature a platform sends: `sha256=` and the HMAC-SHA256 of `<timestamp>.<raw body>`, in hex. */
export function signLearningEvent(secret: string, timestamp: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex')}`
}

/** Refuses a request whose timestamp is missing, stale or ahead, or whose signature does not match. */
function checkSigned(
  secret: string,
  now: Date,
  timestamp: string | undefined,
  signature: string | undefined,
  rawBody: Buffer,
): void {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) throw new HttpError(401, EVENT_MESSAGES.noTimestamp)
  const age = now.getTime() / 1000 - Number(timestamp)
  if (age > MAX_AGE_SECONDS) throw new HttpError(401, EVENT_MESSAGES.old)
  if (age < -MAX_AHEAD_SECONDS) throw new HttpError(401, EVENT_MESSAGES.ahead)
  const expected = Buffer.from(signLearningEvent(secret, timestamp, rawBody))
  const given = Buffer.from(signature ?? '')
  // timingSafeEqual needs equal lengths; the length of a well-formed signature is no secret.
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new HttpError(401, EVENT_MESSAGES.badSignature)
}

function parseEvent(rawBody: Buffer): LearningEvent {
  let json: unknown
  try {
    json = JSON.parse(rawBody.toString('utf8'))
  } catch {
    throw new HttpError(400, EVENT_MESSAGES.notJson)
  }
  const parsed = learningEvent.safeParse(json)
  if (!parsed.success)
    throw new HttpError(
      422,
      parsed.error.issues[0]?.message ?? 'The event is not valid.',
      fieldErrors(parsed.error.issues),
    )
  return parsed.data
}

/** The answer a recorded event gets (and, word for word, every repeat of it). */
export type EventAnswer =
  | { recorded: 'started'; event_id: string; learner_id: number; course_id: number; started_at: string }
  | {
      recorded: 'completed'
      event_id: string
      learner_id: number
      course_id: number
      completed_at: string
      expires_at: string | null
      certificate_number: string
    }

async function resolve(db: Executor, event: LearningEvent) {
  const [learner] = await db
    .select({ id: users.id })
    .from(users)
    .where(event.learner_id !== undefined ? eq(users.id, event.learner_id) : eq(users.email, event.learner_email ?? ''))
  if (!learner) throw new HttpError(422, EVENT_MESSAGES.unknownLearner)
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(event.course_id !== undefined ? eq(courses.id, event.course_id) : eq(courses.slug, event.course_slug ?? ''))
  if (!course) throw new HttpError(422, EVENT_MESSAGES.unknownCourse)
  const access = await accessTo(db, learner.id, course.id)
  if (!access) throw new HttpError(422, EVENT_MESSAGES.noAccess)
  return { learnerId: learner.id, courseId: course.id, access }
}

/**
 * One signed event, checked and recorded once. The event's id is claimed in the same transaction
 * that records it: a second delivery (at once or later) finds the claim and gets the first answer;
 * a refused event (unknown learner or course) rolls back, claim and all, so nothing of it stays.
 */
export async function receiveLearningEvent(
  db: Database,
  clock: Clock,
  secret: string,
  request: { timestamp: string | undefined; signature: string | undefined; rawBody: Buffer },
): Promise<{ answer: EventAnswer; repeat: boolean }> {
  const now = clock.now()
  checkSigned(secret, now, request.timestamp, request.signature, request.rawBody)
  const event = parseEvent(request.rawBody)
  const occurredAt = event.occurred_at === undefined ? undefined : new Date(event.occurred_at)
  if (occurredAt && occurredAt.getTime() > now.getTime() + MAX_AHEAD_SECONDS * 1000)
    throw new HttpError(422, EVENT_MESSAGES.occurredAhead)

  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(learningEvents)
      .values({ eventId: event.event_id, answer: {}, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: learningEvents.eventId })
    if (!claimed) {
      const [first] = await tx
        .select({ answer: learningEvents.answer })
        .from(learningEvents)
        .where(eq(learningEvents.eventId, event.event_id))
      return { answer: first?.answer as EventAnswer, repeat: true }
    }
    const { learnerId, courseId, access } = await resolve(tx, event)
    const common = { event_id: event.event_id, learner_id: learnerId, course_id: courseId }
    let answer: EventAnswer
    if (event.type === 'started') {
      const startedAt = await recordStart(tx, occurredAt ? { now: () => occurredAt } : clock, learnerId, courseId)
      answer = { recorded: 'started', ...common, started_at: startedAt.toISOString() }
    } else {
      const completion = await recordCompletion(
        tx,
        clock,
        { userId: learnerId, courseId, score: event.score, completedAt: occurredAt },
        access,
      )
      answer = {
        recorded: 'completed',
        ...common,
        completed_at: completion.completedAt.toISOString(),
        expires_at: completion.expiresAt?.toISOString() ?? null,
        certificate_number: completion.certificateNumber,
      }
    }
    await tx.update(learningEvents).set({ answer }).where(eq(learningEvents.eventId, event.event_id))
    return { answer, repeat: false }
  })
}
