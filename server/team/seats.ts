import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { TEAM_MESSAGES, UNASSIGN_UNDO_GRACE_SECONDS, type seatRequest } from '../../src/shared/contract/team'
import type { AuthUser } from '../auth/session'
import type { Database } from '../db/client'
import { companySeats, courses, seatAssignments, seatUnassignments, users } from '../db/schema'
import { storefrontUrl, type ServerEnv } from '../env'
import type { Clock } from '../lib/clock'
import { HttpError } from '../lib/http-error'
import { senderName } from '../mail/mailer'
import { enqueueMail } from '../mail/outbox'
import { assignmentMail } from './assignment-mail'
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

/** What handing seats out needs: the database, the settings for the assignment mail, and now. */
export interface SeatDeps {
  db: Database
  env: ServerEnv
  clock: Clock
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Takes one of the company's free seats of a course, in one statement: of two managers taking the
 * last seat at once, the second finds none (its row waits for the first's commit, then re-checks).
 * Throwing rolls back whatever the caller's transaction wrote before it.
 */
async function takeFreeSeat(tx: Transaction, companyId: number, courseId: number): Promise<void> {
  const [taken] = await tx
    .update(companySeats)
    .set({ assigned: sql`${companySeats.assigned} + 1` })
    .where(
      and(
        eq(companySeats.companyId, companyId),
        eq(companySeats.courseId, courseId),
        sql`${companySeats.assigned} < ${companySeats.total}`,
      ),
    )
    .returning({ id: companySeats.id })
  if (!taken) throw new HttpError(409, TEAM_MESSAGES.noSeatsLeft)
}

/** Puts a seat back in the company's pool. */
async function freeSeat(tx: Transaction, companyId: number, courseId: number, seats = 1): Promise<void> {
  await tx
    .update(companySeats)
    .set({ assigned: sql`${companySeats.assigned} - ${seats}` })
    .where(and(eq(companySeats.companyId, companyId), eq(companySeats.courseId, courseId)))
}

/**
 * Gives one of the company's free seats of a course to one of its staff (one per person per
 * course), and mails them which course it is and how to start, in the same transaction (the
 * outbox sends it): one mail per seat given, none for a refused one.
 */
export async function assignSeat({ db, env }: SeatDeps, company: AuthUser, seat: SeatRequest): Promise<void> {
  const member = await staffOf(db, company, seat.user_id)
  await db.transaction(async (tx) => {
    // A course the company holds no seats of (or that does not exist) has none left to give.
    const [held] = await tx
      .select({ id: companySeats.id, courseName: courses.name })
      .from(companySeats)
      .innerJoin(courses, eq(courses.id, companySeats.courseId))
      .where(and(eq(companySeats.companyId, company.id), eq(companySeats.courseId, seat.course_id)))
    if (!held) throw new HttpError(409, TEAM_MESSAGES.noSeatsLeft)
    const [added] = await tx
      .insert(seatAssignments)
      .values({ companyId: company.id, courseId: seat.course_id, userId: seat.user_id })
      .onConflictDoNothing({ target: [seatAssignments.userId, seatAssignments.courseId] })
      .returning({ id: seatAssignments.id })
    if (!added) throw new HttpError(409, TEAM_MESSAGES.alreadyAssigned)
    await takeFreeSeat(tx, company.id, seat.course_id)
    await enqueueMail(
      tx,
      assignmentMail({
        to: member.email,
        name: member.name,
        companyName: company.companyName || company.name,
        courseName: held.courseName,
        loginLink: `${storefrontUrl(env)}/login`,
        brand: senderName(env),
      }),
    )
  })
}

/**
 * Takes a seat back, until its holder has started the course (a started seat is used: it cannot
 * go to someone else). The assignment is kept aside for UNASSIGN_UNDO_GRACE_SECONDS so that Undo
 * can put it back as it was; the answer is that record's id.
 */
export async function unassignSeat({ db, clock }: SeatDeps, company: AuthUser, seat: SeatRequest): Promise<number> {
  await staffOf(db, company, seat.user_id)
  const now = clock.now()
  return db.transaction(async (tx) => {
    const mine = and(
      eq(seatAssignments.companyId, company.id),
      eq(seatAssignments.userId, seat.user_id),
      eq(seatAssignments.courseId, seat.course_id),
    )
    const [removed] = await tx
      .delete(seatAssignments)
      .where(and(mine, isNull(seatAssignments.startedAt)))
      .returning({ assignedAt: seatAssignments.assignedAt })
    if (!removed) {
      const [started] = await tx.select({ id: seatAssignments.id }).from(seatAssignments).where(mine)
      throw started ? new HttpError(409, TEAM_MESSAGES.alreadyStarted) : new HttpError(404, TEAM_MESSAGES.notAssigned)
    }
    await freeSeat(tx, company.id, seat.course_id)
    // The company's Undos that can no longer be used go now, so the table holds only the last few.
    await tx
      .delete(seatUnassignments)
      .where(and(eq(seatUnassignments.companyId, company.id), lt(seatUnassignments.removedAt, undoCutoff(now))))
    const [kept] = await tx
      .insert(seatUnassignments)
      .values({
        companyId: company.id,
        courseId: seat.course_id,
        userId: seat.user_id,
        assignedAt: removed.assignedAt,
        removedAt: now,
      })
      .returning({ id: seatUnassignments.id })
    return kept!.id
  })
}

const undoCutoff = (now: Date) => new Date(now.getTime() - UNASSIGN_UNDO_GRACE_SECONDS * 1000)

/**
 * Undoes an Unassign while it is recent: the same person has the same course again, with its
 * original assigned date, and no second mail. Refused once too late, once used, when the seat
 * went to someone else meanwhile (none free), or when the person has left the team.
 */
export async function undoUnassign({ db, clock }: SeatDeps, company: AuthUser, undoId: number): Promise<void> {
  const now = clock.now()
  await db.transaction(async (tx) => {
    const [kept] = await tx
      .delete(seatUnassignments)
      .where(
        and(
          eq(seatUnassignments.id, undoId),
          eq(seatUnassignments.companyId, company.id),
          gt(seatUnassignments.removedAt, undoCutoff(now)),
        ),
      )
      .returning()
    if (!kept) throw new HttpError(409, TEAM_MESSAGES.tooLateToUndo)
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, kept.userId), eq(users.parent, company.id), eq(users.role, 'individual')))
    if (!member) throw new HttpError(409, TEAM_MESSAGES.notInTeam)
    const [added] = await tx
      .insert(seatAssignments)
      .values({ companyId: company.id, courseId: kept.courseId, userId: kept.userId, assignedAt: kept.assignedAt })
      .onConflictDoNothing({ target: [seatAssignments.userId, seatAssignments.courseId] })
      .returning({ id: seatAssignments.id })
    if (!added) throw new HttpError(409, TEAM_MESSAGES.alreadyAssigned)
    await takeFreeSeat(tx, company.id, kept.courseId)
  })
}

/**
 * Removes a leaver from the team. Their seats not yet started come back to the company's pool;
 * started ones stay used (and stay on their record). Their account is detached, not deleted: it
 * becomes an individual account of their own again, as it was before they joined, because the
 * person owns their log-in, their certificates and any orders from before, and a next employer
 * can invite them; deleting it would also delete their completions, which the company's training
 * record keeps (each completion holds the company it was made in, so nothing of it is touched here).
 */
export async function removeStaff(
  { db }: SeatDeps,
  company: AuthUser,
  userId: number,
): Promise<{ name: string; seatsReturned: number }> {
  const member = await staffOf(db, company, userId)
  return db.transaction(async (tx) => {
    const [left] = await tx
      .update(users)
      .set({ parent: 0, companyName: '' })
      .where(and(eq(users.id, userId), eq(users.parent, company.id), eq(users.role, 'individual')))
      .returning({ id: users.id })
    // Removed by another manager a moment ago.
    if (!left) throw new HttpError(404, TEAM_MESSAGES.notInTeam)
    const returned = await tx
      .delete(seatAssignments)
      .where(
        and(
          eq(seatAssignments.companyId, company.id),
          eq(seatAssignments.userId, userId),
          isNull(seatAssignments.startedAt),
        ),
      )
      .returning({ courseId: seatAssignments.courseId })
    for (const { courseId } of returned) await freeSeat(tx, company.id, courseId)
    // An Undo of an earlier Unassign must not give a seat to someone no longer in the team.
    await tx
      .delete(seatUnassignments)
      .where(and(eq(seatUnassignments.companyId, company.id), eq(seatUnassignments.userId, userId)))
    return { name: member.name, seatsReturned: returned.length }
  })
}
