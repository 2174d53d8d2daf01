import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { alias } from 'drizzle-orm/pg-core'
import {
  inviteRequest,
  TEAM_MESSAGES,
  teamCalls,
  type InviteResult,
  type StaffMember,
} from '../../src/shared/contract/team'
import { AUTH_FLOOD_GUARD } from '../auth/flood-guard'
import type { PasswordHasher } from '../auth/password'
import { authUserColumns, createSession, publicUser, type AuthUser } from '../auth/session'
import { DAY, hashToken, looksLikeToken, newToken } from '../auth/tokens'
import type { Database } from '../db/client'
import { companySeats, courses, seatAssignments, teamInvitations, users } from '../db/schema'
import type { ServerEnv } from '../env'
import { HttpError } from '../lib/http-error'
import { route } from '../lib/route'
import { senderName } from '../mail/mailer'
import { enqueueMail } from '../mail/outbox'
import { invitationMail } from '../team/invitation-mail'
import { storefrontUrl } from './auth'
import { fromPence } from '../../src/shared/money'

export const INVITATION_DAYS = 7

/**
 * Staff invited and not yet signed up, at most, per company: an invitation mails a stranger and
 * holds their address, so one free company account cannot send them by the thousand.
 */
export const MAX_PENDING_INVITATIONS = 200
export const tooManyPending = `You have ${MAX_PENDING_INVITATIONS} invitations waiting to be accepted. Invite more once some of them have signed up.`

/**
 * An invited staff member has no password until they accept: an empty hash, which no password
 * matches, so the account cannot be signed in to before then.
 */
const NO_PASSWORD = ''

export interface TeamDeps {
  db: Database
  env: ServerEnv
  /** The app's password hasher, whose hashes share one bound (server/auth/hash-gate.ts). */
  passwords: PasswordHasher
}

/** The team belongs to a company's own account; its staff (sub-users) and individuals have none. */
function requireCompany(user: AuthUser): AuthUser {
  if (user.role !== 'company' || user.parent !== 0) throw new HttpError(403, TEAM_MESSAGES.companyOnly)
  return user
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString())

export function teamRoutes(app: FastifyInstance, { db, env, passwords }: TeamDeps): void {
  const brand = senderName(env)
  const config = AUTH_FLOOD_GUARD

  /** A staff member of this company, or 404: another company's ids name nothing here. */
  async function staffOf(company: AuthUser, userId: number) {
    const [member] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.parent, company.id), eq(users.role, 'individual')))
    if (!member) throw new HttpError(404, TEAM_MESSAGES.notInTeam)
    return member
  }

  /** Stores a fresh single-use link for a staff member and mails it; older links stay valid until used or expired. */
  async function issueInvitation(
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    company: AuthUser,
    member: { id: number; name: string; email: string },
  ) {
    const token = newToken()
    await tx.insert(teamInvitations).values({
      companyId: company.id,
      userId: member.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY),
    })
    // The invitation and its mail are kept together, or neither (the outbox sends it).
    await enqueueMail(
      tx,
      invitationMail({
        to: member.email,
        name: member.name,
        companyName: company.companyName || company.name,
        link: `${storefrontUrl(env)}/accept-invite?${new URLSearchParams({ token })}`,
        brand,
        days: INVITATION_DAYS,
      }),
    )
  }

  /**
   * Invites one person: a staff account without a password and its invitation, in one transaction,
   * then the mail. Never says more about an email used elsewhere than that it is used.
   */
  async function invite(company: AuthUser, given: { name: string; email: string }) {
    const parsed = inviteRequest.safeParse(given)
    const shown = { name: given.name.trim(), email: given.email.trim() }
    if (!parsed.success) {
      return {
        ...shown,
        outcome: 'invalid',
        message: parsed.error.issues[0]?.message ?? 'Invalid',
      } satisfies InviteResult
    }
    const email = parsed.data.email.toLowerCase()
    const result = (outcome: InviteResult['outcome'], message: string): InviteResult => ({
      name: parsed.data.name,
      email,
      outcome,
      message,
    })
    const mail = await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: users.id, name: users.name, email: users.email, parent: users.parent, hash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email))
      if (existing) {
        if (existing.parent !== company.id || existing.id === company.id) return 'email_taken' as const
        if (existing.hash !== NO_PASSWORD) return 'already_in_team' as const
        // Invited before and not yet accepted (perhaps the link expired): a new link.
        await issueInvitation(tx, company, existing)
        return { again: true }
      }
      const [pending] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.parent, company.id), eq(users.passwordHash, NO_PASSWORD)))
      if ((pending?.n ?? 0) >= MAX_PENDING_INVITATIONS) return 'too_many' as const
      const [member] = await tx
        .insert(users)
        .values({
          name: parsed.data.name,
          email,
          role: 'individual',
          parent: company.id,
          companyName: company.companyName,
          city: company.city,
          country: company.country,
          passwordHash: NO_PASSWORD,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id, name: users.name, email: users.email })
      // Taken a moment ago by someone else.
      if (!member) return 'email_taken' as const
      await issueInvitation(tx, company, member)
      return { again: false }
    })
    if (mail === 'email_taken') return result('email_taken', 'This email is used by another account.')
    if (mail === 'already_in_team') return result('already_in_team', 'Already in your team.')
    if (mail === 'too_many') return result('invalid', tooManyPending)
    return result('invited', mail.again ? 'Invitation sent again.' : 'Invitation sent.')
  }

  route(app, teamCalls.team, async ({ user }) => {
    const company = requireCompany(user)
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
      .select({ id: users.id, name: users.name, email: users.email, hash: users.passwordHash })
      .from(users)
      .where(and(eq(users.parent, company.id), eq(users.role, 'individual')))
      .orderBy(asc(users.name), asc(users.id))
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
        status: row.hash === NO_PASSWORD ? ('invited' as const) : ('active' as const),
        courses: byUser.get(row.id) ?? [],
      })),
    }
  })

  route(
    app,
    teamCalls.invite,
    async ({ body, user }) => {
      const result = await invite(requireCompany(user), body)
      if (result.outcome === 'invited') return result
      throw new HttpError(409, result.message, { email: [result.message] })
    },
    { config },
  )

  route(
    app,
    teamCalls.bulkInvite,
    async ({ body, user }) => {
      const company = requireCompany(user)
      const results: InviteResult[] = []
      const listed = new Set<string>()
      // One after the other; a person the list names twice is invited once.
      for (const person of body.people) {
        const email = person.email.trim().toLowerCase()
        if (email !== '' && listed.has(email)) {
          results.push({
            name: person.name.trim(),
            email,
            outcome: 'already_in_team',
            message: 'Already in your team.',
          })
          continue
        }
        const result = await invite(company, person)
        if (result.outcome !== 'invalid') listed.add(email)
        results.push(result)
      }
      return { results }
    },
    { config },
  )

  route(app, teamCalls.assign, async ({ body, user }) => {
    const company = requireCompany(user)
    await staffOf(company, body.user_id)
    await db.transaction(async (tx) => {
      // A course the company holds no seats of (or that does not exist) has none left to give.
      const [held] = await tx
        .select({ id: companySeats.id })
        .from(companySeats)
        .where(and(eq(companySeats.companyId, company.id), eq(companySeats.courseId, body.course_id)))
      if (!held) throw new HttpError(409, TEAM_MESSAGES.noSeatsLeft)
      const [added] = await tx
        .insert(seatAssignments)
        .values({ companyId: company.id, courseId: body.course_id, userId: body.user_id })
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
            eq(companySeats.courseId, body.course_id),
            sql`${companySeats.assigned} < ${companySeats.total}`,
          ),
        )
        .returning({ id: companySeats.id })
      // Throwing rolls the assignment back.
      if (!taken) throw new HttpError(409, TEAM_MESSAGES.noSeatsLeft)
    })
    return { success: true, message: TEAM_MESSAGES.assigned }
  })

  route(app, teamCalls.unassign, async ({ body, user }) => {
    const company = requireCompany(user)
    await staffOf(company, body.user_id)
    await db.transaction(async (tx) => {
      const mine = and(
        eq(seatAssignments.companyId, company.id),
        eq(seatAssignments.userId, body.user_id),
        eq(seatAssignments.courseId, body.course_id),
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
        .where(and(eq(companySeats.companyId, company.id), eq(companySeats.courseId, body.course_id)))
    })
    return { success: true, message: TEAM_MESSAGES.unassigned }
  })

  const company = alias(users, 'company')
  /** The invitation of a token while it is unused and unexpired, with its person and company. */
  async function openInvitation(token: string) {
    if (!looksLikeToken(token)) return null
    const [row] = await db
      .select({
        id: teamInvitations.id,
        userId: teamInvitations.userId,
        name: users.name,
        email: users.email,
        companyName: company.companyName,
        companyAccountName: company.name,
      })
      .from(teamInvitations)
      .innerJoin(users, eq(users.id, teamInvitations.userId))
      .innerJoin(company, eq(company.id, teamInvitations.companyId))
      .where(
        and(
          eq(teamInvitations.tokenHash, hashToken(token)),
          isNull(teamInvitations.usedAt),
          gt(teamInvitations.expiresAt, new Date()),
          eq(users.parent, teamInvitations.companyId),
          // Only while its person has no password: one set since (a reset link) is theirs to keep.
          eq(users.passwordHash, NO_PASSWORD),
        ),
      )
    return row ?? null
  }

  route(
    app,
    teamCalls.invitation,
    async ({ body }) => {
      const invitation = await openInvitation(body.token)
      if (!invitation) throw new HttpError(422, TEAM_MESSAGES.invitationInvalid)
      return {
        name: invitation.name,
        email: invitation.email,
        company_name: invitation.companyName || invitation.companyAccountName,
      }
    },
    { config },
  )

  route(
    app,
    teamCalls.acceptInvite,
    async ({ body }) => {
      const invalid = new HttpError(422, TEAM_MESSAGES.invitationInvalid)
      const invitation = await openInvitation(body.token)
      if (!invitation) throw invalid
      const passwordHash = await passwords.hash(body.password)
      await db.transaction(async (tx) => {
        const now = new Date()
        // Claims the link in one statement: of two tabs accepting at once, only one gets past here.
        const [claimed] = await tx
          .update(teamInvitations)
          .set({ usedAt: now })
          .where(
            and(
              eq(teamInvitations.id, invitation.id),
              isNull(teamInvitations.usedAt),
              gt(teamInvitations.expiresAt, now),
            ),
          )
          .returning({ id: teamInvitations.id })
        if (!claimed) throw invalid
        const [set] = await tx
          .update(users)
          .set({ passwordHash })
          .where(and(eq(users.id, invitation.userId), eq(users.passwordHash, NO_PASSWORD)))
          .returning({ id: users.id })
        if (!set) throw invalid
        // Any other link sent to this person stops working too.
        await tx
          .update(teamInvitations)
          .set({ usedAt: now })
          .where(and(eq(teamInvitations.userId, invitation.userId), isNull(teamInvitations.usedAt)))
      })
      const [account] = await db.select(authUserColumns).from(users).where(eq(users.id, invitation.userId))
      if (!account) throw invalid
      const token = await createSession(db, account.id, false)
      return { token, user: publicUser(account), message: 'Your password is set. Welcome to your team!' }
    },
    { config },
  )

  route(app, teamCalls.myCourses, async ({ user }) => {
    const rows = await db
      .select({
        courseId: courses.id,
        slug: courses.slug,
        name: courses.name,
        image: courses.image,
        shortDescription: courses.shortDescription,
        companyName: company.companyName,
        companyAccountName: company.name,
        assignedAt: seatAssignments.assignedAt,
        startedAt: seatAssignments.startedAt,
      })
      .from(seatAssignments)
      .innerJoin(courses, eq(courses.id, seatAssignments.courseId))
      .innerJoin(company, eq(company.id, seatAssignments.companyId))
      .where(eq(seatAssignments.userId, user.id))
      .orderBy(desc(seatAssignments.assignedAt), asc(courses.name))
    return {
      data: rows.map((row) => ({
        course_id: row.courseId,
        slug: row.slug,
        name: row.name,
        image: row.image,
        short_description: row.shortDescription,
        company_name: row.companyName || row.companyAccountName,
        assigned_at: row.assignedAt.toISOString(),
        started_at: iso(row.startedAt),
      })),
    }
  })

  route(app, teamCalls.startCourse, async ({ params, user }) => {
    const [started] = await db
      .update(seatAssignments)
      .set({ startedAt: sql`coalesce(${seatAssignments.startedAt}, now())` })
      .where(and(eq(seatAssignments.userId, user.id), eq(seatAssignments.courseId, Number(params.id))))
      .returning({ startedAt: seatAssignments.startedAt })
    if (!started?.startedAt) throw new HttpError(404, TEAM_MESSAGES.notYourCourse)
    return { started_at: started.startedAt.toISOString() }
  })
}
