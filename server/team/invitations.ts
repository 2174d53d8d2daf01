import { and, count, desc, eq, gt, gte, isNotNull, isNull, lt, notExists, or, sql, type AnyColumn } from 'drizzle-orm'
import {
  dailyInvitationCap,
  INVITATION_MAILS_PER_MAILBOX,
  INVITATION_REFUSAL_DAYS,
  INVITATION_RESEND_HOURS,
  inviteRequest,
  TEAM_MESSAGES,
  waitBeforeResend,
  type AcceptInviteRequest,
  type InvitationDetails,
  type InviteRequest,
  type InviteResult,
} from '../../src/shared/contract/team'
import type { PasswordHasher } from '../auth/password'
import { authUserColumns, createSession, publicUser, type AuthUser } from '../auth/session'
import { DAY, HOUR, hashToken, looksLikeToken, newToken } from '../auth/tokens'
import type { Database } from '../db/client'
import {
  teamInvitationAcceptances,
  teamInvitationMails,
  teamInvitationRefusals,
  teamInvitations,
  users,
} from '../db/schema'
import { storefrontUrl, type ServerEnv } from '../env'
import type { Clock } from '../lib/clock'
import { HttpError } from '../lib/http-error'
import { senderName } from '../mail/mailer'
import { enqueueMail } from '../mail/outbox'
import { companyAccount } from './company'
import { invitationMail } from './invitation-mail'
import { mailboxKey } from './mailbox'

export const INVITATION_DAYS = 7

/**
 * Invitations waiting to be accepted, at most, per company: an invitation mails a stranger, so one
 * free company account cannot send them by the thousand.
 */
export const MAX_PENDING_INVITATIONS = 200
export const tooManyPending = `You have ${MAX_PENDING_INVITATIONS} invitations waiting to be accepted. Invite more once some of them have signed up.`

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
  /** What now is for the Undo after Unassign. */
  clock: Clock
}

/**
 * Staff invitations, from the company's Invite to the invited person's answer: who may be mailed
 * and when (one mail per person per company a day, the company's daily cap, three per mailbox a
 * day from all companies), the single-use link, and accepting, declining and undoing a decline.
 */
export function teamInvitationRules({ db, env, passwords }: TeamDeps) {
  const brand = senderName(env)
  const dailyCap = env.TEAM_INVITATION_MAILS_PER_DAY

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

  /**
   * The mailbox's owner declined the company within INVITATION_REFUSAL_DAYS (given as values, or
   * as the mail log's columns): its invitations to that mailbox send no mail meanwhile, and the
   * company is not told, so it cannot learn that the address has an account.
   */
  const refusedBy = (companyId: number | AnyColumn, mailbox: string | AnyColumn, now: Date) =>
    and(
      eq(teamInvitationRefusals.companyId, companyId),
      eq(teamInvitationRefusals.mailbox, mailbox),
      gt(teamInvitationRefusals.declinedAt, new Date(now.getTime() - INVITATION_REFUSAL_DAYS * DAY)),
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
   * mail or time. After the mailbox's owner declined this company (within INVITATION_REFUSAL_DAYS)
   * no mail goes, and the invitation is made declined, but everything else happens as for a sent
   * one (the invitation listed, the mail counted), so that the company cannot tell that either.
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
  async function invite(company: AuthUser, given: InviteRequest): Promise<InviteResult> {
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
      // No invitation, or a lapsed one, which comes back to life below: either counts as a new one.
      const [waiting] = await tx
        .select({ n: count() })
        .from(teamInvitations)
        .where(and(eq(teamInvitations.companyId, company.id), gt(teamInvitations.expiresAt, now)))
      if ((waiting?.n ?? 0) >= MAX_PENDING_INVITATIONS) return result('limit_reached', tooManyPending)
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

  /** Resends an invitation with a fresh link; the refusal's message when a limit stops it, else null. */
  async function resend(company: AuthUser, invitationId: number): Promise<string | null> {
    return db.transaction(async (tx) => {
      await lockCompany(tx, company)
      const invitation = await invitationOf(tx, company, invitationId)
      const now = new Date()
      const wait = await waitUntil(tx, company, invitation.email, now)
      if (wait) return waitBeforeResend(whenText(wait))
      if (await capReached(tx, company, now)) return dailyInvitationCap(dailyCap)
      if (await mailboxFull(tx, invitation.email, now)) return TEAM_MESSAGES.mailboxFull
      await sendInvitation(tx, company, invitation, now)
      return null
    })
  }

  /** Withdraws a pending invitation: its link stops working (the mail log, and so the wait, stays). */
  async function withdraw(company: AuthUser, invitationId: number): Promise<void> {
    const [withdrawn] = await db
      .delete(teamInvitations)
      .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.companyId, company.id)))
      .returning({ id: teamInvitations.id })
    if (!withdrawn) throw new HttpError(404, TEAM_MESSAGES.invitationGone)
  }

  /** Invites a list of people one after the other; a person the list names twice is invited once. */
  async function inviteAll(company: AuthUser, people: readonly InviteRequest[]): Promise<InviteResult[]> {
    const results: InviteResult[] = []
    const listed = new Set<string>()
    for (const person of people) {
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
    return results
  }

  /** Still open: unexpired and not declined. */
  const open = () => and(gt(teamInvitations.expiresAt, new Date()), isNull(teamInvitations.declinedAt))

  /**
   * The unexpired invitation of a mailed link, with its company: an open one (answerable), or with
   * `declined`, one its holder declined (whose link stays good for undoing that). Null for any other
   * token, and for a value that cannot be one of ours, before the database is asked.
   */
  async function invitationOfLink(
    executor: Database | Transaction,
    token: string,
    { declined = false }: { declined?: boolean } = {},
  ) {
    if (!looksLikeToken(token)) return null
    const [row] = await executor
      .select({
        id: teamInvitations.id,
        companyId: teamInvitations.companyId,
        name: teamInvitations.name,
        email: teamInvitations.email,
        companyName: companyAccount.companyName,
        companyAccountName: companyAccount.name,
      })
      .from(teamInvitations)
      .innerJoin(companyAccount, eq(companyAccount.id, teamInvitations.companyId))
      .where(
        and(
          eq(teamInvitations.tokenHash, hashToken(token)),
          declined ? and(gt(teamInvitations.expiresAt, new Date()), isNotNull(teamInvitations.declinedAt)) : open(),
        ),
      )
    return row ?? null
  }

  /** A link no longer open because its person accepted it: 410, said as such, naming nobody. */
  async function refuseClosedLink(token: string): Promise<never> {
    const [accepted] = looksLikeToken(token)
      ? await db
          .select({ userId: teamInvitationAcceptances.userId })
          .from(teamInvitationAcceptances)
          .where(eq(teamInvitationAcceptances.tokenHash, hashToken(token)))
      : []
    throw accepted
      ? new HttpError(410, TEAM_MESSAGES.invitationAccepted)
      : new HttpError(422, TEAM_MESSAGES.invitationInvalid)
  }

  /** What the accept page shows of an open invitation, and whether its address has an account. */
  async function details(token: string): Promise<InvitationDetails> {
    const invitation = await invitationOfLink(db, token)
    if (!invitation) return refuseClosedLink(token)
    const [holder] = await db.select({ id: users.id }).from(users).where(eq(users.email, invitation.email))
    return {
      name: invitation.name,
      email: invitation.email,
      company_name: invitation.companyName || invitation.companyAccountName,
      account: holder !== undefined,
    }
  }

  /**
   * Accepts with a password: makes the staff account the invitation names and signs it in. An
   * address that has an account gets a 409 and keeps the invitation, to accept once logged in.
   */
  async function acceptWithPassword({ token, password }: AcceptInviteRequest) {
    const invalid = new HttpError(422, TEAM_MESSAGES.invitationInvalid)
    const invitation = await invitationOfLink(db, token)
    if (!invitation) throw invalid
    const passwordHash = await passwords.hash(password)
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
      await tx.insert(teamInvitationAcceptances).values({ tokenHash: hashToken(token), userId: member.id })
      return member.id
    })
    const [account] = await db.select(authUserColumns).from(users).where(eq(users.id, accountId))
    if (!account) throw invalid
    return { token: await createSession(db, account.id, false), user: publicUser(account) }
  }

  /**
   * Whether an invitation is open for the account's address. Only that: who invited the address is
   * for the mailbox's owner, and a session does not prove the mailbox (anyone may register an address).
   */
  async function isInvited(user: AuthUser): Promise<boolean> {
    const [row] = await db
      .select({ id: teamInvitations.id })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.email, user.email), open()))
      .limit(1)
    return row !== undefined
  }

  /**
   * The open invitation of a mailed link, for the signed-in account it was sent to: the link proves
   * the mailbox (registering never did), the session the account. Anyone else's session is refused.
   */
  async function invitationFor(user: AuthUser, token: string) {
    const invitation = await invitationOfLink(db, token)
    if (!invitation) throw new HttpError(422, TEAM_MESSAGES.invitationInvalid)
    if (invitation.email !== user.email) throw new HttpError(403, TEAM_MESSAGES.notYourInvitation)
    return invitation
  }

  /** A signed-in individual joins the inviting company as staff; their orders stay their own. */
  async function join(user: AuthUser, token: string) {
    const invitation = await invitationFor(user, token)
    return db.transaction(async (tx) => {
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
      await tx.insert(teamInvitationAcceptances).values({ tokenHash: hashToken(token), userId: account.id })
      return { user: publicUser(account), companyName: holder.companyName || holder.name }
    })
  }

  /** Declines: the invitation stays, unanswerable, and the company's invitations send no mail for INVITATION_REFUSAL_DAYS. */
  async function decline(user: AuthUser, token: string): Promise<void> {
    const invitation = await invitationFor(user, token)
    await db.transaction(async (tx) => {
      // Kept, unanswerable, until it expires: to the company it looks like any other invitation.
      const [declined] = await tx
        .update(teamInvitations)
        .set({ declinedAt: new Date() })
        .where(and(eq(teamInvitations.id, invitation.id), open()))
        .returning({ id: teamInvitations.id })
      if (!declined) throw new HttpError(422, TEAM_MESSAGES.invitationInvalid)
      // And no more mail from this company to this mailbox for INVITATION_REFUSAL_DAYS.
      await tx
        .insert(teamInvitationRefusals)
        .values({ companyId: invitation.companyId, mailbox: mailboxKey(invitation.email) })
        .onConflictDoUpdate({
          target: [teamInvitationRefusals.companyId, teamInvitationRefusals.mailbox],
          set: { declinedAt: new Date() },
        })
    })
  }

  /** Undoes a decline from the same link while the invitation is unexpired: it is answerable again. */
  async function undoDecline(user: AuthUser, token: string): Promise<void> {
    await db.transaction(async (tx) => {
      const declined = await invitationOfLink(tx, token, { declined: true })
      if (!declined) throw new HttpError(422, TEAM_MESSAGES.invitationInvalid)
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
  }

  return { invite, resend, withdraw, inviteAll, details, acceptWithPassword, isInvited, join, decline, undoDecline }
}
