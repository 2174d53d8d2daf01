import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client'
import { mailOutbox } from '../db/schema'
import { oneLine } from '../../src/shared/contract/one-line'
import type { Mail, Mailer } from './mailer'

/**
 * Queues a mail in the caller's transaction, so it exists exactly when what it confirms exists:
 * a rollback takes it away, a crash after the commit leaves it for the next sender. Pass the
 * transaction (`tx`) that writes the order, booking or account; the plain `db` only for a mail
 * that confirms nothing written.
 */
export async function enqueueMail(tx: Database, mail: Mail): Promise<void> {
  await tx.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text })
  enqueued += 1
}

/**
 * How many mails this process has queued. A sender compares it after each answer, so a mail
 * written by a request goes out at once instead of at the next poll (the request's transaction
 * has committed by the time its answer is sent).
 */
let enqueued = 0

export interface MailSenderOptions {
  db: Database
  mailer: Mailer
  log: FastifyBaseLogger
  /** How often to look for due mail written by other instances (or left by a crash). */
  pollMs?: number
  /** How long a claimed mail is held before another sender may take it (a crash mid-send). */
  claimMs?: number
  /** The first retry's delay; each further failure doubles it, up to an hour. */
  retryBaseMs?: number
}

export interface MailSender {
  /** Polls from now on. */
  start(): void
  /** Looks for due mail now (or once more when a pass is running). */
  wake(): void
  /** Wakes the sender if this process queued mail since it last looked. */
  wakeIfQueued(): void
  /** Stops polling and waits for the mail being sent, if any, to be marked. */
  stop(): Promise<void>
}

/** One Message-ID per outbox row, the same at every attempt. */
export function outboxMessageId(id: number): string {
  return `<outbox-${id}@carewise.mail>`
}

/** After this many failed attempts a mail is left unsent (still in the table, with its last error). */
export const MAX_MAIL_ATTEMPTS = 10
const MAX_RETRY_MS = 60 * 60_000

/**
 * The outbox's sender, one per instance. It claims one due row at a time with `FOR UPDATE SKIP
 * LOCKED`, pushing its `next_attempt_at` past the claim time in the same statement, so no other
 * instance takes it while it is sent; then stamps `sent_at`, or on failure sets the next attempt
 * with exponential backoff. A crash after the claim leaves the row to be taken again once the
 * claim runs out.
 */
export function createMailSender({
  db,
  mailer,
  log,
  pollMs = 1000,
  claimMs = 60_000,
  retryBaseMs = 30_000,
}: MailSenderOptions): MailSender {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined
  let again = false
  let stopped = false
  let seen = enqueued

  async function claim() {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true })
    const [row] = await db
      .update(mailOutbox)
      .set({
        nextAttemptAt: sql`now() + ${claimMs} * interval '1 millisecond'`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning()
    return row
  }

  async function sendOne(row: typeof mailOutbox.$inferSelect): Promise<boolean> {
    try {
      // A subject is one line, including those of rows queued before the contract refused line breaks.
      const subject = oneLine(row.subject)
      await mailer.send({ to: row.to, subject, text: row.text, messageId: outboxMessageId(row.id) })
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      const givingUp = row.attempts >= MAX_MAIL_ATTEMPTS
      const delay = Math.min(retryBaseMs * 2 ** (row.attempts - 1), MAX_RETRY_MS)
      await db
        .update(mailOutbox)
        .set({
          lastError: reason.slice(0, 500),
          nextAttemptAt: givingUp ? sql`'infinity'::timestamptz` : sql`now() + ${delay} * interval '1 millisecond'`,
        })
        .where(eq(mailOutbox.id, row.id))
      // The body may hold a reset link: the log names the mail, never its text.
      const fields = { mailId: row.id, to: row.to, subject: row.subject, attempts: row.attempts, reason }
      if (givingUp) log.error(fields, 'mail failed; no more attempts')
      else log.warn({ ...fields, retryInMs: delay }, 'mail failed; will retry')
      return false
    }
    // The body is dropped once sent: a reset link must not outlive its mail in the database.
    await db
      .update(mailOutbox)
      .set({ sentAt: sql`now()`, lastError: null, text: '' })
      .where(eq(mailOutbox.id, row.id))
    return true
  }

  async function pass(): Promise<number> {
    let sent = 0
    do {
      again = false
      while (!stopped) {
        const row = await claim()
        if (!row) break
        if (await sendOne(row)) sent += 1
      }
    } while (again && !stopped)
    return sent
  }

  function run(): Promise<number> {
    if (running) {
      again = true
      return running
    }
    const current = pass()
      .catch((error: unknown) => {
        // The database may be briefly unreachable; the next poll tries again.
        log.error({ err: error }, 'mail outbox pass failed')
        return 0
      })
      .finally(() => {
        running = undefined
      })
    running = current
    return current
  }

  return {
    start() {
      if (timer || stopped) return
      timer = setInterval(() => void run(), pollMs)
      timer.unref()
      void run()
    },
    wake() {
      if (!stopped) void run()
    },
    wakeIfQueued() {
      if (seen === enqueued || stopped) return
      seen = enqueued
      void run()
    },
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      timer = undefined
      await running
    },
  }
}
