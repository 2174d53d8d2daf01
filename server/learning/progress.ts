import { and, asc, desc, eq, inArray, isNull, min } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { learnerCourse } from '../../src/shared/contract/learning'
import { expiryOf, trainingStatus } from '../../src/shared/rules/training-status'
import type { Database } from '../db/client'
import { courseCompletions, courseStarts, courses, orderLines, orders, seatAssignments, users } from '../db/schema'
import type { Clock } from '../lib/clock'
import type { Executor } from '../team/seats'
import { newCertificateNumber } from './certificate-number'
import { latestCompletions } from './renewals'

const companyAccount = alias(users, 'company_account')

/**
 * Whether `userId` may learn `courseId`, and through whom: a seat their company assigned them
 * (`companyId`), or an order they paid for as an individual (`companyId` null). A company account's
 * own orders are seats for its staff, not courses it takes. Null when neither.
 */
export async function accessTo(
  db: Executor,
  userId: number,
  courseId: number,
): Promise<{ companyId: number | null } | null> {
  const [seat] = await db
    .select({ companyId: seatAssignments.companyId })
    .from(seatAssignments)
    .where(and(eq(seatAssignments.userId, userId), eq(seatAssignments.courseId, courseId)))
  if (seat) return { companyId: seat.companyId }
  const [bought] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.userId, userId), eq(orderLines.courseId, courseId), eq(users.role, 'individual')))
    .limit(1)
  return bought ? { companyId: null } : null
}

/**
 * The learner opened the course on the learning platform: the first start is kept, later ones
 * change nothing. A staff member's seat is marked started too (from then on it cannot be taken back).
 */
export async function recordStart(db: Executor, clock: Clock, userId: number, courseId: number): Promise<Date> {
  const now = clock.now()
  await db.insert(courseStarts).values({ userId, courseId, startedAt: now }).onConflictDoNothing()
  await db
    .update(seatAssignments)
    .set({ startedAt: now })
    .where(
      and(
        eq(seatAssignments.userId, userId),
        eq(seatAssignments.courseId, courseId),
        isNull(seatAssignments.startedAt),
      ),
    )
  const [row] = await db
    .select({ startedAt: courseStarts.startedAt })
    .from(courseStarts)
    .where(and(eq(courseStarts.userId, userId), eq(courseStarts.courseId, courseId)))
  return row?.startedAt ?? now
}

export interface RecordedCompletion {
  certificateNumber: string
  completedAt: Date
  expiresAt: Date | null
}

/**
 * A completion, with its certificate: valid for the course's `validity_months` from `completedAt`
 * (the clock's now unless the platform said when), kept against the company the learner is in
 * now, so it stays on that company's matrix after they leave. The same learner, course and moment
 * again is the completion already recorded (a platform that resends without its event id).
 * A completion counts as a start too.
 */
export async function recordCompletion(
  db: Executor,
  clock: Clock,
  { userId, courseId, score, completedAt }: { userId: number; courseId: number; score?: number; completedAt?: Date },
  access: { companyId: number | null },
): Promise<RecordedCompletion> {
  const when = completedAt ?? clock.now()
  return db.transaction(async (tx) => {
    const [same] = await tx
      .select()
      .from(courseCompletions)
      .where(
        and(
          eq(courseCompletions.userId, userId),
          eq(courseCompletions.courseId, courseId),
          eq(courseCompletions.completedAt, when),
        ),
      )
    if (same)
      return { certificateNumber: same.certificateNumber, completedAt: same.completedAt, expiresAt: same.expiresAt }
    const [course] = await tx
      .select({ validityMonths: courses.validityMonths })
      .from(courses)
      .where(eq(courses.id, courseId))
    const expiresAt = expiryOf(when, course?.validityMonths ?? null)
    await recordStart(tx, { now: () => when }, userId, courseId)
    const [row] = await tx
      .insert(courseCompletions)
      .values({
        userId,
        courseId,
        companyId: access.companyId,
        completedAt: when,
        expiresAt,
        score: score ?? null,
        certificateNumber: newCertificateNumber(when),
      })
      .returning()
    if (!row) throw new Error('The completion was not recorded.')
    return { certificateNumber: row.certificateNumber, completedAt: row.completedAt, expiresAt: row.expiresAt }
  })
}

type LearnerCourseWire = z.input<typeof learnerCourse>

/**
 * GET /my/learning: every course the learner may take (assigned seats first, newest first, then
 * courses bought), each with its first start, its latest completion and the status at the clock's now.
 */
export async function learnerCourses(db: Database, clock: Clock, userId: number): Promise<LearnerCourseWire[]> {
  const assigned = await db
    .select({
      courseId: courses.id,
      slug: courses.slug,
      name: courses.name,
      companyName: companyAccount.companyName,
      companyAccountName: companyAccount.name,
      assignedAt: seatAssignments.assignedAt,
      seatStartedAt: seatAssignments.startedAt,
    })
    .from(seatAssignments)
    .innerJoin(courses, eq(courses.id, seatAssignments.courseId))
    .innerJoin(companyAccount, eq(companyAccount.id, seatAssignments.companyId))
    .where(eq(seatAssignments.userId, userId))
    .orderBy(desc(seatAssignments.assignedAt), asc(courses.name))
  const bought = await db
    .select({ courseId: courses.id, slug: courses.slug, name: courses.name, boughtAt: min(orders.createdAt) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(courses, eq(courses.id, orderLines.courseId))
    .where(and(eq(orders.userId, userId), eq(users.role, 'individual')))
    .groupBy(courses.id, courses.slug, courses.name)
    .orderBy(desc(min(orders.createdAt)), asc(courses.name))
  const courseIds = [...assigned.map((row) => row.courseId), ...bought.map((row) => row.courseId)]
  if (courseIds.length === 0) return []

  const starts = new Map(
    (
      await db
        .select({ courseId: courseStarts.courseId, startedAt: courseStarts.startedAt })
        .from(courseStarts)
        .where(and(eq(courseStarts.userId, userId), inArray(courseStarts.courseId, courseIds)))
    ).map((row) => [row.courseId, row.startedAt]),
  )
  const latest = new Map((await latestCompletions(db, [userId])).map((row) => [row.courseId, row]))

  const now = clock.now()
  const shape = (
    course: { courseId: number; slug: string; name: string },
    source: LearnerCourseWire['source'],
    seatStartedAt: Date | null,
  ): LearnerCourseWire => {
    const startedAt = starts.get(course.courseId) ?? seatStartedAt
    const completion = latest.get(course.courseId)
    return {
      course_id: course.courseId,
      slug: course.slug,
      name: course.name,
      source,
      started_at: startedAt?.toISOString() ?? null,
      completion: completion
        ? {
            completed_at: completion.completedAt.toISOString(),
            expires_at: completion.expiresAt?.toISOString() ?? null,
            certificate_number: completion.certificateNumber,
          }
        : null,
      status: trainingStatus(
        { startedAt, completedAt: completion?.completedAt ?? null, expiresAt: completion?.expiresAt ?? null },
        now,
      ),
    }
  }
  const seen = new Set<number>()
  const list: LearnerCourseWire[] = []
  for (const row of assigned) {
    seen.add(row.courseId)
    list.push(
      shape(
        row,
        {
          kind: 'company',
          company_name: row.companyName || row.companyAccountName,
          assigned_at: row.assignedAt.toISOString(),
        },
        row.seatStartedAt,
      ),
    )
  }
  for (const row of bought) {
    if (seen.has(row.courseId) || !row.boughtAt) continue
    list.push(shape(row, { kind: 'order', bought_at: new Date(row.boughtAt).toISOString() }, null))
  }
  return list
}
