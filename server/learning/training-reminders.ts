import { randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { oneLine, withoutLinks } from '../../src/shared/contract/one-line'
import { DUE_SOON_DAYS } from '../../src/shared/rules/training-status'
import type { Database } from '../db/client'
import { trainingReminderOptOuts, trainingReminders } from '../db/schema'
import type { Clock } from '../lib/clock'
import type { Mail } from '../mail/mailer'
import { enqueueMail } from '../mail/outbox'
import { rowsOf } from '../db/rows'

/**
 * The mails that keep training current and sell its renewal: to the learner and their manager
 * DUE_SOON_DAYS and LAST_CALL_DAYS before a completion expires and on expiry, and to a staff member
 * who has not started a course NOT_STARTED_DAYS after it was assigned. Each goes once: its row in
 * training_reminders (unique per kind, learner, course and completion) is written in the same
 * transaction as its mails, so of several instances running the job at once one writes it and the
 * others find the conflict and send nothing.
 */
export type ReminderKind = (typeof trainingReminders.$inferInsert)['kind']

export const LAST_CALL_DAYS = 14
export const NOT_STARTED_DAYS = 14
/**
 * An expiry older than this gets no mail: when the job first runs on a database with old records,
 * or after a long stop, nobody is told about training that lapsed long ago.
 */
export const EXPIRED_MAIL_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

export interface ReminderDeps {
  db: Database
  clock: Clock
  /** The storefront's origin, for the links in the mails. */
  baseUrl: string
  brand: string
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value))

/** "28 November 2026", in the UK's calendar. */
const ukDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** Which expiry reminder is due now, or null: the latest threshold passed (earlier ones missed are not sent late). */
export function expiryReminderKind(expiresAt: Date, now: Date): Exclude<ReminderKind, 'not-started'> | null {
  const left = expiresAt.getTime() - now.getTime()
  if (left <= 0) return -left <= EXPIRED_MAIL_DAYS * DAY_MS ? 'expired' : null
  if (left <= LAST_CALL_DAYS * DAY_MS) return 'due-14'
  if (left <= DUE_SOON_DAYS * DAY_MS) return 'due-60'
  return null
}

interface Candidate {
  kind: ReminderKind
  user_id: number
  learner_name: string
  learner_email: string
  course_id: number
  course_name: string
  course_slug: string
  completion_id: number | null
  certificate_number: string | null
  expires_at: Date | string | null
  assigned_at: Date | string | null
  manager_email: string | null
  company_name: string | null
}

/** The optional mails' one-click link for this learner, made the first time one is sent. */
async function unsubscribeToken(tx: Database, userId: number): Promise<string | null> {
  await tx
    .insert(trainingReminderOptOuts)
    .values({ userId, token: randomBytes(24).toString('base64url') })
    .onConflictDoNothing({ target: trainingReminderOptOuts.userId })
  const [row] = await tx
    .select({ token: trainingReminderOptOuts.token, off: trainingReminderOptOuts.unsubscribedAt })
    .from(trainingReminderOptOuts)
    .where(eq(trainingReminderOptOuts.userId, userId))
  return row && row.off === null ? row.token : null
}

/** The address of the one-click unsubscribe page for a token. */
export const unsubscribePath = (token: string) => `/reminders/unsubscribe?token=${encodeURIComponent(token)}`

function learnerMail(c: Candidate, deps: ReminderDeps, unsubscribeLink: string): Mail {
  const course = oneLine(c.course_name)
  const staff = c.company_name !== null
  const renew = staff
    ? `Your manager at ${withoutLinks(oneLine(c.company_name ?? ''))} can renew it for you from Your team.`
    : `Renew it here: ${deps.baseUrl}/course-detail/${c.course_slug}`
  const expiry = c.expires_at ? ukDay.format(asDate(c.expires_at)) : ''
  const number = c.certificate_number ? ` (certificate ${c.certificate_number})` : ''
  const lines: Record<ReminderKind, { subject: string; body: string[] }> = {
    'due-60': {
      subject: `Your ${course} training is due for renewal by ${expiry}`,
      body: [`Your ${course} training${number} is valid until ${expiry}.`, renew],
    },
    'due-14': {
      subject: `${LAST_CALL_DAYS} days left: your ${course} training expires on ${expiry}`,
      body: [`Your ${course} training${number} expires on ${expiry}.`, renew],
    },
    expired: {
      subject: `Your ${course} training expired on ${expiry}`,
      body: [`Your ${course} training${number} expired on ${expiry}.`, renew],
    },
    'not-started': {
      subject: `Your ${course} course is waiting for you`,
      body: [
        `${c.company_name ? withoutLinks(oneLine(c.company_name)) : 'Your company'} gave you a place on ${course}, and you have not started it yet.`,
        `Start it from My courses on your dashboard: ${deps.baseUrl}/dashboard`,
      ],
    },
  }
  const { subject, body } = lines[c.kind]
  return {
    to: c.learner_email,
    subject,
    text: [
      `Hello ${withoutLinks(oneLine(c.learner_name))},`,
      '',
      ...body,
      '',
      `To stop these reminder emails, open this link (no log-in needed): ${unsubscribeLink}`,
    ].join('\n'),
  }
}

/** The manager's compliance mail: always sent (no unsubscribe), and it sells the renewal. */
function managerMail(c: Candidate, deps: ReminderDeps): Mail | null {
  if (!c.manager_email || !c.expires_at || c.kind === 'not-started') return null
  const who = withoutLinks(oneLine(c.learner_name))
  const course = oneLine(c.course_name)
  const expiry = ukDay.format(asDate(c.expires_at))
  const subject =
    c.kind === 'expired'
      ? `${who}'s ${course} training expired on ${expiry}`
      : `${who}'s ${course} training expires on ${expiry}`
  return {
    to: c.manager_email,
    subject,
    text: [
      'Hello,',
      '',
      `${subject}.${c.certificate_number ? ` Certificate ${c.certificate_number}.` : ''}`,
      'Renew it in one tap: Renew on Your team puts a seat for everyone who is due into your cart.',
      `${deps.baseUrl}/team`,
    ].join('\n'),
  }
}

/** Every reminder due at the clock's now, not yet sent. */
async function candidates(db: Database, now: Date): Promise<Candidate[]> {
  // As text: postgres.js takes no Date as a raw query's parameter (PGlite does).
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString()
  const soon = at(DUE_SOON_DAYS * DAY_MS)
  const lapsed = at(-EXPIRED_MAIL_DAYS * DAY_MS)
  const nudge = at(-NOT_STARTED_DAYS * DAY_MS)
  const expiring = rowsOf<Omit<Candidate, 'kind'>>(
    await db.execute(sql`
      with latest as (
        select distinct on (user_id, course_id) id, user_id, course_id, expires_at, certificate_number
        from course_completions
        order by user_id, course_id, completed_at desc, id desc
      )
      select l.user_id, u.name as learner_name, u.email as learner_email, l.course_id,
        c.name as course_name, c.slug as course_slug, l.id as completion_id, l.certificate_number,
        l.expires_at, null::timestamptz as assigned_at, m.email as manager_email,
        nullif(coalesce(nullif(m.company_name, ''), m.name), '') as company_name
      from latest l
      join users u on u.id = l.user_id
      join courses c on c.id = l.course_id
      left join users m on m.id = u.parent and m.role = 'company' and m.parent = 0
      where l.expires_at is not null and l.expires_at <= ${soon}::timestamptz and l.expires_at > ${lapsed}::timestamptz`),
  )
  const waiting = rowsOf<Omit<Candidate, 'kind'>>(
    await db.execute(sql`
      select sa.user_id, u.name as learner_name, u.email as learner_email, sa.course_id,
        c.name as course_name, c.slug as course_slug, null::integer as completion_id,
        null::text as certificate_number, null::timestamptz as expires_at, sa.assigned_at,
        null::text as manager_email,
        nullif(coalesce(nullif(m.company_name, ''), m.name), '') as company_name
      from seat_assignments sa
      join users u on u.id = sa.user_id
      join courses c on c.id = sa.course_id
      join users m on m.id = sa.company_id
      where sa.started_at is null and sa.assigned_at <= ${nudge}::timestamptz
        and not exists (select 1 from course_completions cc where cc.user_id = sa.user_id and cc.course_id = sa.course_id)
        and not exists (
          select 1 from training_reminders r
          where r.kind = 'not-started' and r.user_id = sa.user_id and r.course_id = sa.course_id
        )`),
  )
  const due: Candidate[] = []
  for (const row of expiring) {
    const kind = expiryReminderKind(asDate(row.expires_at!), now)
    if (kind) due.push({ ...row, kind })
  }
  for (const row of waiting) due.push({ ...row, kind: 'not-started' })
  return due
}

/**
 * One pass of the reminder job at the clock's now: records and queues every reminder due and not
 * yet sent. Answers how many reminders it recorded (each one or two mails).
 */
export async function sendTrainingReminders(deps: ReminderDeps): Promise<number> {
  const { db } = deps
  const now = deps.clock.now()
  let recorded = 0
  for (const c of await candidates(db, now)) {
    const sent = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(trainingReminders)
        .values({ kind: c.kind, userId: c.user_id, courseId: c.course_id, completionId: c.completion_id, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: trainingReminders.id })
      if (!row) return false
      const token = await unsubscribeToken(tx, c.user_id)
      if (token) await enqueueMail(tx, learnerMail(c, deps, `${deps.baseUrl}${unsubscribePath(token)}`))
      const manager = managerMail(c, deps)
      if (manager) await enqueueMail(tx, manager)
      return true
    })
    if (sent) recorded += 1
  }
  return recorded
}

/** Stops a learner's optional reminder mails; false when the token names no one. Safe to repeat. */
export async function unsubscribeFromReminders(db: Database, token: string, now: Date): Promise<boolean> {
  if (token.length === 0 || token.length > 100) return false
  const [row] = await db
    .update(trainingReminderOptOuts)
    .set({ unsubscribedAt: now })
    .where(and(eq(trainingReminderOptOuts.token, token), isNull(trainingReminderOptOuts.unsubscribedAt)))
    .returning({ userId: trainingReminderOptOuts.userId })
  if (row) return true
  const [known] = await db
    .select({ userId: trainingReminderOptOuts.userId })
    .from(trainingReminderOptOuts)
    .where(eq(trainingReminderOptOuts.token, token))
  return known !== undefined
}
