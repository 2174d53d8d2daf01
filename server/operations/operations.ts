import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client'
import type { ServerEnv } from '../env'
import type { Mailer } from '../mail/mailer'
import { createMailSender, type MailSenderOptions } from '../mail/outbox'
import { sweepSandboxPayments } from './sandbox-sweep'

export interface OperationsOptions {
  db: Database
  env: ServerEnv
  mailer: Mailer
  /** Tests shorten the outbox's timings. */
  mailSender?: Pick<MailSenderOptions, 'pollMs' | 'claimMs' | 'retryBaseMs'>
  /** How often the sandbox sweep runs after the one at start-up; a minute by default. */
  sweepMs?: number
}

const journalFile = fileURLToPath(new URL('../db/migrations/meta/_journal.json', import.meta.url))
/** The newest migration this build ships: the database is ready once it has been applied. */
const newestMigration = Math.max(
  ...(JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { when: number }[] }).entries.map((e) => e.when),
)

/** drizzle's `execute` answers rows as an array (postgres.js) or under `rows` (PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

/** Whether every migration this build ships has been applied: the instance is ready for traffic. */
export async function migrationsDone(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select max(created_at)::text as "last" from drizzle.__drizzle_migrations`)
  const last = rowsOf<{ last: string | null }>(result)[0]?.last
  return last !== null && last !== undefined && Number(last) >= newestMigration
}

/**
 * What a deployment of several instances needs of each one: the mail outbox's sender, the
 * sandbox's reconciliation sweep (the sandbox has no webhook); `GET /api/ready` for the load
 * balancer is server/routes/operations.ts. Both background jobs start when the app is ready and
 * stop when it closes; closing waits for the mail being sent.
 */
export function productionOperations(app: FastifyInstance, options: OperationsOptions): void {
  const { db, env } = options
  const sender = createMailSender({
    db,
    mailer: options.mailer,
    log: app.log,
    claimMs: env.MAIL_CLAIM_SECONDS * 1000,
    ...options.mailSender,
  })
  const sandbox = !env.STRIPE_SECRET_KEY
  let sweepTimer: NodeJS.Timeout | undefined
  let sweeping: Promise<unknown> = Promise.resolve()

  const sweep = () => {
    sweeping = sweepSandboxPayments(db, env, app.log).catch((error: unknown) =>
      app.log.error({ err: error }, 'sandbox sweep failed'),
    )
    return sweeping
  }

  app.addHook('onReady', async () => {
    sender.start()
    if (sandbox) {
      void sweep()
      sweepTimer = setInterval(() => void sweep(), options.sweepMs ?? 60_000)
      sweepTimer.unref()
    }
  })
  // A request that queued mail has committed it by the time it answers: send it now, not at the next poll.
  app.addHook('onResponse', async () => sender.wakeIfQueued())
  app.addHook('onClose', async () => {
    if (sweepTimer) clearInterval(sweepTimer)
    await sweeping
    await sender.stop()
  })
}
