import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { TEAM_MESSAGES, type seatRequest } from '../../src/shared/contract/team'
import type { AuthUser } from '../auth/session'
import type { Database } from '../db/client'
import { companySeats, courses, seatAssignments, users } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { staffOf } from './company'

type SeatRequest = z.output<typeof seatRequest>

/** A transaction, or the database itself: seats are granted inside the order's own transaction. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * When a company account pays for online courses, it holds that many more seats of each, for its
 * staff. Runs inside the transaction that records the order, so an order and its seats are written
 * together or not at all (and, like the order, once per payment). Individual accounts, sub-users
 * and in-house or descriptive courses get no seats.
 */
export async function grantCompanySeats(
  tx: Executor,
  buyerId: number,
  lines: readonly { courseId: number; quantity: number }[],
): Promise<void> {
  if (lines.length === 0) return
  const [buyer] = await tx.select({ role: users.role, parent: users.parent }).from(users).where(eq(users.id, buyerId))
  if (!buyer || buyer.role !== 'company' || buyer.parent !== 0) return
  const online = new Set(
    (
      await tx
        .select({ id: courses.id })
        .from(courses)
        .where(
          and(
            inArray(
              courses.id,
              lines.map((line) => line.courseId),
            ),
            eq(courses.courseFor, 'online'),
          ),
        )
    ).map((row) => row.id),
  )
  const perCourse = new Map<number, number>()
  for (const line of lines) {
    if (online.has(line.courseId)) perCourse.set(line.courseId, (perCourse.get(line.courseId) ?? 0) + line.quantity)
  }
  for (const [courseId, quantity] of perCourse) {
    await tx
      .insert(companySeats)
      .values({ companyId: buyerId, courseId, total: quantity })
      .onConflictDoUpdate({
        target: [companySeats.companyId, companySeats.courseId],
        set: { total: sql`${companySeats.total} + ${quantity}` },
      })
  }
}

/**
 * Gives one of the company's free seats of a course to one of its staff (one per person per
 * course). Of two managers taking the last seat at once, one gets it, the other a 409.
 */
export async function assignSeat(db: Database, company: AuthUser, seat: SeatRequest): Promise<void> {
  await staffOf(db, company, seat.user_id)
  await db.transaction(async (tx) => {
    // A course the company holds no seats of (or that does not exist) has none left to give.
    const [held] = await tx
      .select({ id: companySeats.id })
      .from(companySeats)
      .where(and(eq(companySeats.companyId, company.id), eq(companySeats.courseId, seat.course_id)))
    if (!held) throw new HttpError(409, TEAM_MESSAGES.noSeatsLeft)
    const [added] = await tx
      .insert(seatAssignments)
      .values({ companyId: company.id, courseId: seat.course_id, userId: seat.user_id })
      .onConflictDoNothing({ target: [seatAssignments.userId, seatAssignments.courseId] })
      .returning({ id: seatAssignments.id })
    if (!added) throw new HttpError(409, TEAM_MESSAGES.alreadyAssigned)
    // The seat is taken only while one is free, in one statement: of two managers taking the last
    // seat at once, the second finds none (its row waits for the first's commit, then re-checks).
    const [taken] = await tx
      .update(companySeats)
      .set({ assigned: sql`${companySeats.assigned} + 1` })
      .where(
        and(
          eq(companySeats.companyId, company.id),
          eq(companySeats.courseId, seat.course_id),
          sql`${companySeats.assigned} < ${companySeats.total}`,
        ),
      )
      .returning({ id: companySeats.id })
    // Throwing rolls the assignment back.
    if (!taken) throw new HttpError(409, TEAM_MESSAGES.noSeatsLeft)
  })
}

/** Takes a seat back, until its holder has started the course. */
export async function unassignSeat(db: Database, company: AuthUser, seat: SeatRequest): Promise<void> {
  await staffOf(db, company, seat.user_id)
  await db.transaction(async (tx) => {
    const mine = and(
      eq(seatAssignments.companyId, company.id),
      eq(seatAssignments.userId, seat.user_id),
      eq(seatAssignments.courseId, seat.course_id),
    )
    const [removed] = await tx
      .delete(seatAssignments)
      .where(and(mine, isNull(seatAssignments.startedAt)))
      .returning({ id: seatAssignments.id })
    if (!removed) {
      const [started] = await tx.select({ id: seatAssignments.id }).from(seatAssignments).where(mine)
      throw started ? new HttpError(409, TEAM_MESSAGES.alreadyStarted) : new HttpError(404, TEAM_MESSAGES.notAssigned)
    }
    await tx
      .update(companySeats)
      .set({ assigned: sql`${companySeats.assigned} - 1` })
      .where(and(eq(companySeats.companyId, company.id), eq(companySeats.courseId, seat.course_id)))
  })
}
