import { desc, inArray } from 'drizzle-orm'
import { trainingStatus } from '../../src/shared/rules/training-status'
import type { Database } from '../db/client'
import { courseCompletions } from '../db/schema'

type Executor = Pick<Database, 'selectDistinctOn'>

/** A learner and course, as a renewal names them. */
export const renewalKey = (userId: number, courseId: number) => `${userId}:${courseId}`

/** Each learner's latest completion of each course they completed (a renewal is a later row). */
export async function latestCompletions(db: Executor, userIds: readonly number[]) {
  if (userIds.length === 0) return []
  return db
    .selectDistinctOn([courseCompletions.userId, courseCompletions.courseId], {
      userId: courseCompletions.userId,
      courseId: courseCompletions.courseId,
      completedAt: courseCompletions.completedAt,
      expiresAt: courseCompletions.expiresAt,
      certificateNumber: courseCompletions.certificateNumber,
    })
    .from(courseCompletions)
    .where(inArray(courseCompletions.userId, [...userIds]))
    .orderBy(
      courseCompletions.userId,
      courseCompletions.courseId,
      desc(courseCompletions.completedAt),
      desc(courseCompletions.id),
    )
}

/**
 * The learners and courses whose latest completion is due (within the due window) or expired at
 * `now`: a renewal seat may be given to them although they hold the course's seat already.
 */
export async function renewalsDue(db: Executor, userIds: readonly number[], now: Date): Promise<Set<string>> {
  return new Set(
    (await latestCompletions(db, userIds))
      .filter((row) => ['due', 'expired'].includes(trainingStatus({ startedAt: null, ...row }, now)))
      .map((row) => renewalKey(row.userId, row.courseId)),
  )
}

/** Whether one learner's course is due for renewal at `now`. */
export async function isRenewalDue(db: Executor, userId: number, courseId: number, now: Date): Promise<boolean> {
  return (await renewalsDue(db, [userId], now)).has(renewalKey(userId, courseId))
}
