import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  isNull,
  lt,
  notExists,
  or,
  sql,
  type AnyColumn,
} from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { alias } from 'drizzle-orm/pg-core'
import {
  dailyInvitationCap,
  INVITATION_MAILS_PER_MAILBOX,
  INVITATION_REFUSAL_DAYS,
  INVITATION_RESEND_HOURS,
  inviteRequest,
  TEAM_MESSAGES,
  waitBeforeResend,
  teamCalls,
  type InviteResult,
  type StaffMember,
} from '../../src/shared/contract/team'
import { AUTH_FLOOD_GUARD } from '../auth/flood-guard'
import type { PasswordHasher } from '../auth/password'
import { authUserColumns, createSession, publicUser, type AuthUser } from '../auth/session'
import { DAY, hashToken, looksLikeToken, newToken } from '../auth/tokens'
import type { Database } from '../db/client'
import {
  companySeats,
  courses,
  seatAssignments,
  teamInvitationMails,
  teamInvitationRefusals,
  teamInvitations,
  users,
} from '../db/schema'
import type { ServerEnv } from '../env'
import { HttpError } from '../lib/http-error'
import { route } from '../lib/route'
import { senderName } from '../mail/mailer'
import { enqueueMail } from '../mail/outbox'
import { invitationMail } from './invitation-mail'
import { mailboxKey } from './mailbox'
import { storefrontUrl } from '../routes/auth'
import { fromPence } from '../../src/shared/money'

export const INVITATION_DAYS = 7

/**
 * Invitations waiting to be accepted, at most, per company: an invitation mails a stranger, so one
 * free company account cannot send them by the thousand.
 */
export const MAX_PENDING_INVITATIONS = 200
export const tooManyPending = `You have ${MAX_PENDING_INVITATIONS} invitations waiting to be accepted. Invite more once some of them have signed up.`

/**
 * After its owner declines, a company's invitations to a mailbox send no mail for this long (the
 * company is not told, so it cannot learn that the address has an account).
 */
export const REFUSAL_DAYS = INVITATION_REFUSAL_DAYS

const HOUR = 60 * 60 * 1000

/** A moment as a manager in the UK reads it, e.g. "28 Nov, 09:30 (UK time)". */
const ukTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})
const whenText = (date: Date) => `${ukTime.format(date)} (UK time)`

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

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
  const dailyCap = env.TEAM_INVITATION_MAILS_PER_DAY

  /** A staff member of this company, or 404: another company's ids name nothing here. */
  async function staffOf(company: AuthUser, userId: number) {
    const [member] = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.parent, company.id), eq(users.role, 'individual')))
    if (!member) throw new HttpError(404, TEAM_MESSAGES.notInTeam)
    return member
  }

  /**
   * Takes the company's own row for the rest of the transaction, so that one company's invitations
   * are made one at a time: twenty presses of Invite at once still see each other's mail.
   */
  async function lockCompany(tx: Transaction, company: AuthUser) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, company.id)).for('no key update')
  }

  /**
   * When another mail may go to this person from this company, while that is still ahead. The
   * person is their mailbox: victim+a@ waits as long as victim@ does.
   */
  async function waitUntil(tx: Transaction, company: AuthUser, email: string, now: Date): Promise<Date | null> {
    const [last] = await tx
      .select({ sentAt: teamInvitationMails.sentAt })
      .from(teamInvitationMails)
      .where(and(eq(teamInvitationMails.companyId, company.id), eq(teamInvitationMails.mailbox, mailboxKey(email))))
      .orderBy(desc(teamInvitationMails.sentAt))
      .limit(1)
    const next = last ? new Date(last.sentAt.getTime() + INVITATION_RESEND_HOURS * HOUR) : null
    return next && next > now ? next : null
  }

  /** Whether the company has had today's cap of invitation mails sent (TEAM_INVITATION_MAILS_PER_DAY). */
  async function capReached(tx: Transaction, company: AuthUser, now: Date): Promise<boolean> {
    if (dailyCap === 0) return false
    const [today] = await tx
      .select({ n: count() })
      .from(teamInvitationMails)
      .where(and(eq(teamInvitationMails.companyId, company.id), gte(teamInvitationMails.sentAt, startOfUtcDay(now))))
    return (today?.n ?? 0) >= dailyCap
  }

  /** The mailbox's owner declined the company within REFUSAL_DAYS (given as values, or as the mail log's columns). */
  const refusedBy = (companyId: number | AnyColumn, mailbox: string | AnyColumn, now: Date) =>
    and(
      eq(teamInvitationRefusals.companyId, companyId),
      eq(teamInvitationRefusals.mailbox, mailbox),
      gt(teamInvitationRefusals.declinedAt, new Date(now.getTime() - REFUSAL_DAYS * DAY)),
    )

  /**
   * Whether the mailbox has had INVITATION_MAILS_PER_MAILBOX invitation mails in the last 24 hours,
   * from all companies together. The lock on the mailbox key makes two companies inviting it at once
   * count one after the other (each holds only its own company's row). Mails from companies its
   * owner declined (sent before the decline, or logged without a mail after it) do not count: else
   * three throwaway companies, once declined, would keep the person's employer out for the day.
   */
  async function mailboxFull(tx: Transaction, email: string, now: Date): Promise<boolean> {
    const mailbox = mailboxKey(email)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invitation-mailbox:${mailbox}`}))`)
    const [recent] = await tx
      .select({ n: count() })
      .from(teamInvitationMails)
      .where(
        and(
          eq(teamInvitationMails.mailbox, mailbox),
          gt(teamInvitationMails.sentAt, new Date(now.getTime() - INVITATION_RESEND_HOURS * HOUR)),
          notExists(
            tx
              .select({ id: teamInvitationRefusals.id })
              .from(teamInvitationRefusals)
              .where(refusedBy(teamInvitationMails.companyId, teamInvitationMails.mailbox, now)),
          ),
        ),
      )
    return (recent?.n ?? 0) >= INVITATION_MAILS_PER_MAILBOX
  }

  /**
   * Queues the invitation's mail with a fresh single-use link (older links stop working), the same
   * mail whether or not the address has an account: a company cannot tell the two apart by answer,
   * mail or time. After the mailbox's owner declined this company (within REFUSAL_DAYS) no mail
   * goes, and the invitation is made declined, but everything else happens as for a sent one (the
   * invitation listed, the mail counted), so that the company cannot tell that either.
   */
  async function sendInvitation(
    tx: Transaction,
    company: AuthUser,
    person: { name: string; email: string },
    now: Date,
  ) {
    const token = newToken()
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY)
    const mailbox = mailboxKey(person.email)
    const [refusal] = await tx
      .select({ id: teamInvitationRefusals.id })
      .from(teamInvitationRefusals)
      .where(refusedBy(company.id, mailbox, now))
    const declinedAt = refusal ? now : null
    await tx
      .insert(teamInvitations)
      .values({
        companyId: company.id,
        email: person.email,
        name: person.name,
        tokenHash: hashToken(token),
        expiresAt,
        sentAt: now,
        declinedAt,
      })
      .onConflictDoUpdate({
        target: [teamInvitations.companyId, teamInvitations.email],
        set: { name: person.name, tokenHash: hashToken(token), expiresAt, sentAt: now, declinedAt },
      })
    await tx.insert(teamInvitationMails).values({ companyId: company.id, email: person.email, mailbox, sentAt: now })
    // Only the last day's mails decide the wait and the cap: the log holds no more than that.
    await tx
      .delete(teamInvitationMails)
      .where(
        and(
          eq(teamInvitationMails.companyId, company.id),
          lt(teamInvitationMails.sentAt, new Date(now.getTime() - 2 * INVITATION_RESEND_HOURS * HOUR)),
        ),
      )
    if (refusal) return
    // The invitation and its mail are kept together, or neither (the outbox sends it).
    await enqueueMail(
      tx,
      invitationMail({
        to: person.email,
        name: person.name,
        companyName: company.companyName || company.name,
        link: `${storefrontUrl(env)}/accept-invite?${new URLSearchParams({ token })}`,
        brand,
        days: INVITATION_DAYS,
      }),
    )
  }

  /**
   * Invites one person: an invitation holding their name and email, and its mail, in one
   * transaction. No account is made, and nothing in the answer depends on whether the address has
   * one elsewhere; only the company's own staff are "already in your team".
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
    const person = { name: parsed.data.name, email }
    const result = (outcome: InviteResult['outcome'], message: string): InviteResult => ({
      ...person,
      outcome,
      message,
    })
    return db.transaction(async (tx) => {
      await lockCompany(tx, company)
      const now = new Date()
      const [member] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), or(eq(users.parent, company.id), eq(users.id, company.id))))
      if (member) return result('already_in_team', 'Already in your team.')
      const [pending] = await tx
        .select({ expiresAt: teamInvitations.expiresAt })
        .from(teamInvitations)
        .where(and(eq(teamInvitations.companyId, company.id), eq(teamInvitations.email, email)))
      // One mail per person per wait, also after a withdrawal; and pressing Invite again is not a
      // way to resend (that is Resend, which says so).
      const wait = await waitUntil(tx, company, email, now)
      if (wait) return result('already_invited', waitBeforeResend(whenText(wait)))
      if (pending && pending.expiresAt > now) return result('already_invited', TEAM_MESSAGES.pendingAlready)
      // A lapsed invitation comes back to life below: it counts as a new one.
      if (!pending || pending.expiresAt <= now) {
        const [waiting] = await tx
          .select({ n: count() })
          .from(teamInvitations)
          .where(and(eq(teamInvitations.companyId, company.id), gt(teamInvitations.expiresAt, now)))
        if ((waiting?.n ?? 0) >= MAX_PENDING_INVITATIONS) return result('limit_reached', tooManyPending)
      }
      if (await capReached(tx, company, now)) return result('limit_reached', dailyInvitationCap(dailyCap))
      if (await mailboxFull(tx, email, now)) return result('limit_reached', TEAM_MESSAGES.mailboxFull)
      await sendInvitation(tx, company, person, now)
      return result('invited', TEAM_MESSAGES.invited)
    })
  }

  /** A pending invitation of this company, or 404: another company's ids name nothing here. */
  async function invitationOf(tx: Transaction, company: AuthUser, invitationId: number) {
    const [row] = await tx
      .select({ id: teamInvitations.id, name: teamInvitations.name, email: teamInvitations.email })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.companyId, company.id)))
    if (!row) throw new HttpError(404, TEAM_MESSAGES.invitationGone)
    return row
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
    teamCalls.resendInvitation,
    async ({ params, user }) => {
      const company = requireCompany(user)
      const refusal = await db.transaction(async (tx) => {
        await lockCompany(tx, company)
        const invitation = await invitationOf(tx, company, Number(params.id))
        const now = new Date()
        const wait = await waitUntil(tx, company, invitation.email, now)
        if (wait) return waitBeforeResend(whenText(wait))
        if (await capReached(tx, company, now)) return dailyInvitationCap(dailyCap)
        if (await mailboxFull(tx, invitation.email, now)) return TEAM_MESSAGES.mailboxFull
        await sendInvitation(tx, company, invitation, now)
        return null
      })
      if (refusal) throw new HttpError(409, refusal)
      return { success: true, message: TEAM_MESSAGES.resent }
    },
    { config },
  )

  route(app, teamCalls.withdrawInvitation, async ({ params, user }) => {
    const company = requireCompany(user)
    const [withdrawn] = await db
      .delete(teamInvitations)
      .where(and(eq(teamInvitations.id, Number(params.id)), eq(teamInvitations.companyId, company.id)))
      .returning({ id: teamInvitations.id })
    if (!withdrawn) throw new HttpError(404, TEAM_MESSAGES.invitationGone)
    return { success: true, message: TEAM_MESSAGES.withdrawn }
  })

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
            outcome: 'already_invited',
            message: TEAM_MESSAGES.pendingAlready,
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
  /** Still open: unexpired and not declined. */
  const open = () => and(gt(teamInvitations.expiresAt, new Date()), isNull(teamInvitations.declinedAt))

  /** The invitation of a token while it is open, with its company. */
  async function openInvitation(token: string) {
    if (!looksLikeToken(token)) return null
    const [row] = await db
      .select({
        id: teamInvitations.id,
        companyId: teamInvitations.companyId,
        name: teamInvitations.name,
        email: teamInvitations.email,
        companyName: company.companyName,
        companyAccountName: company.name,
      })
      .from(teamInvitations)
      .innerJoin(company, eq(company.id, teamInvitations.companyId))
      .where(and(eq(teamInvitations.tokenHash, hashToken(token)), open()))
    return row ?? null
  }

  route(
    app,
    teamCalls.invitation,
    async ({ body }) => {
      const invitation = await openInvitation(body.token)
      if (!invitation) throw new HttpError(422, TEAM_MESSAGES.invitationInvalid)
      const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email))
      return {
        name: invitation.name,
        email: invitation.email,
        company_name: invitation.companyName || invitation.companyAccountName,
        account: holder !== undefined,
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
      const accountId = await db.transaction(async (tx) => {
        // Claims the link in one statement: of two tabs accepting at once, only one gets past here.
        const [claimed] = await tx
          .delete(teamInvitations)
          .where(and(eq(teamInvitations.id, invitation.id), open()))
          .returning({ id: teamInvitations.id })
        if (!claimed) throw invalid
        const [holder] = await tx
          .select({ companyName: users.companyName, city: users.city, country: users.country })
          .from(users)
          .where(eq(users.id, invitation.companyId))
        if (!holder) throw invalid
        const [member] = await tx
          .insert(users)
          .values({
            name: invitation.name,
            email: invitation.email,
            role: 'individual',
            parent: invitation.companyId,
            companyName: holder.companyName,
            city: holder.city,
            country: holder.country,
            passwordHash,
          })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id })
        // The address has an account: the link makes no second one (throwing keeps the invitation,
        // which its holder accepts from the same link once logged in).
        if (!member) throw new HttpError(409, TEAM_MESSAGES.accountExists)
        return member.id
      })
      const [account] = await db.select(authUserColumns).from(users).where(eq(users.id, accountId))
      if (!account) throw invalid
      const token = await createSession(db, account.id, false)
      return { token, user: publicUser(account), message: 'Your password is set. Welcome to your team!' }
    },
    { config },
  )

  route(app, teamCalls.myInvitations, async ({ user }) => {
    // Only whether one is open: who invited the address is for the mailbox's owner, and a session
    // does not prove the mailbox (anyone may register an address).
    const [row] = await db
      .select({ id: teamInvitations.id })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.email, user.email), open()))
      .limit(1)
    return { invited: row !== undefined }
  })

  /**
   * The open invitation of a mailed link, for the signed-in account it was sent to: the link proves
   * the mailbox (registering never did), the session the account. Anyone else's session is refused.
   */
  async function invitationFor(user: AuthUser, token: string) {
    const invitation = await openInvitation(token)
    if (!invitation) throw new HttpError(422, TEAM_MESSAGES.invitationInvalid)
    if (invitation.email !== user.email) throw new HttpError(403, TEAM_MESSAGES.notYourInvitation)
    return invitation
  }

  route(
    app,
    teamCalls.acceptJoin,
    async ({ body, user }) => {
      const invitation = await invitationFor(user, body.token)
      const joined = await db.transaction(async (tx) => {
        // Claims the link in one statement, as accepting with a password does.
        const [claimed] = await tx
          .delete(teamInvitations)
          .where(and(eq(teamInvitations.id, invitation.id), eq(teamInvitations.email, user.email), open()))
          .returning({ companyId: teamInvitations.companyId })
        if (!claimed) throw new HttpError(422, TEAM_MESSAGES.invitationInvalid)
        const [holder] = await tx
          .select({ companyName: users.companyName, name: users.name })
          .from(users)
          .where(eq(users.id, claimed.companyId))
        if (!holder) throw new HttpError(422, TEAM_MESSAGES.invitationInvalid)
        // Only an individual's own account joins (throwing keeps the invitation); its orders stay its own.
        const [account] = await tx
          .update(users)
          .set({ parent: claimed.companyId, companyName: holder.companyName })
          .where(and(eq(users.id, user.id), eq(users.role, 'individual'), eq(users.parent, 0)))
          .returning(authUserColumns)
        if (!account) throw new HttpError(409, TEAM_MESSAGES.cannotJoin)
        return { account, companyName: holder.companyName || holder.name }
      })
      return { user: publicUser(joined.account), message: `You have joined ${joined.companyName}'s team.` }
    },
    { config },
  )

  route(
    app,
    teamCalls.declineJoin,
    async ({ body, user }) => {
      const invitation = await invitationFor(user, body.token)
      await db.transaction(async (tx) => {
        // Kept, unanswerable, until it expires: to the company it looks like any other invitation.
        const [declined] = await tx
          .update(teamInvitations)
          .set({ declinedAt: new Date() })
          .where(and(eq(teamInvitations.id, invitation.id), open()))
          .returning({ id: teamInvitations.id })
        if (!declined) throw new HttpError(422, TEAM_MESSAGES.invitationInvalid)
        // And no more mail from this company to this mailbox for REFUSAL_DAYS.
        await tx
          .insert(teamInvitationRefusals)
          .values({ companyId: invitation.companyId, mailbox: mailboxKey(invitation.email) })
          .onConflictDoUpdate({
            target: [teamInvitationRefusals.companyId, teamInvitationRefusals.mailbox],
            set: { declinedAt: new Date() },
          })
      })
      return { success: true, message: TEAM_MESSAGES.declined }
    },
    { config },
  )

  route(
    app,
    teamCalls.undoDecline,
    async ({ body, user }) => {
      const invalid = new HttpError(422, TEAM_MESSAGES.invitationInvalid)
      if (!looksLikeToken(body.token)) throw invalid
      await db.transaction(async (tx) => {
        // The declined invitation of this link, unexpired: its token stays valid for this.
        const [declined] = await tx
          .select({ id: teamInvitations.id, companyId: teamInvitations.companyId, email: teamInvitations.email })
          .from(teamInvitations)
          .where(
            and(
              eq(teamInvitations.tokenHash, hashToken(body.token)),
              gt(teamInvitations.expiresAt, new Date()),
              isNotNull(teamInvitations.declinedAt),
            ),
          )
        if (!declined) throw invalid
        if (declined.email !== user.email) throw new HttpError(403, TEAM_MESSAGES.notYourInvitation)
        await tx.update(teamInvitations).set({ declinedAt: null }).where(eq(teamInvitations.id, declined.id))
        await tx
          .delete(teamInvitationRefusals)
          .where(
            and(
              eq(teamInvitationRefusals.companyId, declined.companyId),
              eq(teamInvitationRefusals.mailbox, mailboxKey(declined.email)),
            ),
          )
      })
      return { success: true, message: TEAM_MESSAGES.declineUndone }
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
