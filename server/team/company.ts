import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { TEAM_MESSAGES, type MyCourse, type StaffMember, type Team } from '../../src/shared/contract/team'
import { fromPence } from '../../src/shared/money'
import type { AuthUser } from '../auth/session'
import type { Database } from '../db/client'
import { companySeats, courses, seatAssignments, teamInvitations, users } from '../db/schema'
import { HttpError } from '../lib/http-error'

/** The company account an invitation or a seat belongs to, joined under this name. */
export const companyAccount = alias(users, 'company')

const iso = (date: Date | null) => (date === null ? null : date.toISOString())

/** The team belongs to a company's own account; its staff (sub-users) and individuals have none. */
export function requireCompany(user: AuthUser): AuthUser {
  if (user.role !== 'company' || user.parent !== 0) throw new HttpError(403, TEAM_MESSAGES.companyOnly)
  return user
}

/** A staff member of this company, or 404: another company's ids name nothing here. */
export async function staffOf(db: Database, company: AuthUser, userId: number) {
  const [member] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.parent, company.id), eq(users.role, 'individual')))
  if (!member) throw new HttpError(404, TEAM_MESSAGES.notInTeam)
  return member
}

/** GET /team: the company's seats, its staff with their courses, and its pending invitations. */
export async function teamOverview(db: Database, company: AuthUser): Promise<Team> {
  const seatRows = await db
    .select({
      courseId: companySeats.courseId,
      total: companySeats.total,
      assigned: companySeats.assigned,
      name: courses.name,
      slug: courses.slug,
      image: courses.image,
      pricePence: courses.pricePence,
    })
    .from(companySeats)
    .innerJoin(courses, eq(courses.id, companySeats.courseId))
    .where(eq(companySeats.companyId, company.id))
    .orderBy(asc(courses.name))
  const staffRows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.parent, company.id), eq(users.role, 'individual')))
    .orderBy(asc(users.name), asc(users.id))
  // Expired invitations have lapsed: they are no longer shown, and inviting again starts afresh.
  // Declined ones are listed like the others until then: people without an account cannot
  // decline, so an invitation that vanished early would tell the company the address has one.
  const invitationRows = await db
    .select({
      id: teamInvitations.id,
      name: teamInvitations.name,
      email: teamInvitations.email,
      sentAt: teamInvitations.sentAt,
      expiresAt: teamInvitations.expiresAt,
    })
    .from(teamInvitations)
    .where(and(eq(teamInvitations.companyId, company.id), gt(teamInvitations.expiresAt, new Date())))
    .orderBy(asc(teamInvitations.name), asc(teamInvitations.id))
  const assignmentRows = await db
    .select({
      userId: seatAssignments.userId,
      courseId: seatAssignments.courseId,
      courseName: courses.name,
      assignedAt: seatAssignments.assignedAt,
      startedAt: seatAssignments.startedAt,
    })
    .from(seatAssignments)
    .innerJoin(courses, eq(courses.id, seatAssignments.courseId))
    .where(eq(seatAssignments.companyId, company.id))
    .orderBy(asc(courses.name))
  const byUser = new Map<number, StaffMember['courses']>()
  for (const row of assignmentRows) {
    const list = byUser.get(row.userId) ?? []
    list.push({
      course_id: row.courseId,
      course_name: row.courseName,
      assigned_at: row.assignedAt.toISOString(),
      started_at: iso(row.startedAt),
    })
    byUser.set(row.userId, list)
  }
  return {
    company_name: company.companyName || company.name,
    seats: seatRows.map((row) => ({
      course_id: row.courseId,
      course_name: row.name,
      course_slug: row.slug,
      image: row.image,
      price: fromPence(row.pricePence),
      bought: row.total,
      assigned: row.assigned,
      free: row.total - row.assigned,
    })),
    staff: staffRows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      courses: byUser.get(row.id) ?? [],
    })),
    invitations: invitationRows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      sent_at: row.sentAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    })),
  }
}

/** GET /my/courses: the courses a staff member's company assigned to them, newest first. */
export async function myCourses(db: Database, user: AuthUser): Promise<MyCourse[]> {
  const rows = await db
    .select({
      courseId: courses.id,
      slug: courses.slug,
      name: courses.name,
      image: courses.image,
      shortDescription: courses.shortDescription,
      companyName: companyAccount.companyName,
      companyAccountName: companyAccount.name,
      assignedAt: seatAssignments.assignedAt,
      startedAt: seatAssignments.startedAt,
    })
    .from(seatAssignments)
    .innerJoin(courses, eq(courses.id, seatAssignments.courseId))
    .innerJoin(companyAccount, eq(companyAccount.id, seatAssignments.companyId))
    .where(eq(seatAssignments.userId, user.id))
    .orderBy(desc(seatAssignments.assignedAt), asc(courses.name))
  return rows.map((row) => ({
    course_id: row.courseId,
    slug: row.slug,
    name: row.name,
    image: row.image,
    short_description: row.shortDescription,
    company_name: row.companyName || row.companyAccountName,
    assigned_at: row.assignedAt.toISOString(),
    started_at: iso(row.startedAt),
  }))
}

/** POST /my/courses/:id/start: the first start of an assigned course is kept; later ones change nothing. */
export async function startCourse(db: Database, user: AuthUser, courseId: number): Promise<Date> {
  const [started] = await db
    .update(seatAssignments)
    .set({ startedAt: sql`coalesce(${seatAssignments.startedAt}, now())` })
    .where(and(eq(seatAssignments.userId, user.id), eq(seatAssignments.courseId, courseId)))
    .returning({ startedAt: seatAssignments.startedAt })
  if (!started?.startedAt) throw new HttpError(404, TEAM_MESSAGES.notYourCourse)
  return started.startedAt
}
