import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client'
import { storefrontUrl, type ServerEnv } from '../env'
import { sendTrainingReminders } from '../learning/training-reminders'
import type { Clock } from '../lib/clock'
import type { Mailer } from '../mail/mailer'
import { senderName } from '../mail/mailer'
import { createMailSender, type MailSenderOptions } from '../mail/outbox'
import { sweepSandboxPayments } from './sandbox-sweep'
import { rowsOf } from '../db/rows'

export interface OperationsOptions {
  db: Database
  env: ServerEnv
  mailer: Mailer
  /** Tests shorten the outbox's timings. */
  mailSender?: Pick<MailSenderOptions, 'pollMs' | 'claimMs' | 'retryBaseMs'>
  /** How often the sandbox sweep runs after the one at start-up; a minute by default. */
  sweepMs?: number
  /** The clock the training reminders go by. */
  clock: Clock
}

export interface Operations {
  /** One pass of the training reminders now (after the test clock moved); answers how many it recorded. */
  runTrainingReminders(): Promise<number>
}

const journalFile = fileURLToPath(new URL('../db/migrations/meta/_journal.json', import.meta.url))
/** The newest migration this build ships: the database is ready once it has been applied. */
const newestMigration = Math.max(
  ...(JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { when: number }[] }).entries.map((e) => e.when),
)

/** Whether every migration this build ships has been applied: the instance is ready for traffic. */
export async function migrationsDone(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select max(created_at)::text as "last" from drizzle.__drizzle_migrations`)
  const last = rowsOf<{ last: string | null }>(result)[0]?.last
  return last !== null && last !== undefined && Number(last) >= newestMigration
}

/**
 * What a deployment of several instances needs of each one: the mail outbox's sender, the
 * sandbox's reconciliation sweep (the sandbox has no webhook), the training reminders; `GET
 * /api/ready` for the load balancer is server/routes/operations.ts. The background jobs start when
 * the app is ready and stop when it closes; closing waits for the mail being sent. Every instance
 * runs the reminders: each reminder's unique row makes it go once however many run at once.
 */
export function productionOperations(app: FastifyInstance, options: OperationsOptions): Operations {
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

  let reminderTimer: NodeJS.Timeout | undefined
  let reminding: Promise<number> | undefined
  const reminderDeps = { db, clock: options.clock, baseUrl: storefrontUrl(env), brand: senderName(env) }
  /** One pass at a time in this instance: a pass asked for while one runs waits for it, then runs. */
  const remind = async (): Promise<number> => {
    while (reminding) await reminding.catch(() => 0)
    const pass = sendTrainingReminders(reminderDeps).finally(() => {
      reminding = undefined
      sender.wake()
    })
    reminding = pass
    return pass
  }

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
    if (env.TRAINING_REMINDERS === 'off') return
    const logged = () =>
      remind().catch((error: unknown) => {
        app.log.error({ err: error }, 'training reminders failed')
        return 0
      })
    void logged()
    reminderTimer = setInterval(() => void logged(), env.TRAINING_REMINDER_MINUTES * 60_000)
    reminderTimer.unref()
  })
  // A request that queued mail has committed it by the time it answers: send it now, not at the next poll.
  app.addHook('onResponse', async () => sender.wakeIfQueued())
  app.addHook('onClose', async () => {
    if (sweepTimer) clearInterval(sweepTimer)
    if (reminderTimer) clearInterval(reminderTimer)
    await sweeping
    await reminding?.catch(() => 0)
    await sender.stop()
  })
  return { runTrainingReminders: remind }
}
