import { count, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect, vi } from 'vitest'
import { buildApp, type AppOptions } from '../../server/app'
import type { Database } from '../../server/db/client'
import { mailOutbox } from '../../server/db/schema'
import { readEnv, type ServerEnv } from '../../server/env'
import { openTestDatabase } from './test-database'

/** Password hashing at N = 2^10 keeps tests fast; the server itself always uses 2^17. */
const TEST_SCRYPT_LOG_N = 10

export interface TestApp {
  app: FastifyInstance
  db: Database
  env: ServerEnv
  close(): Promise<void>
}

/**
 * The API on a private copy of the seeded database, driven with `app.inject` (no port). Apps that
 * differ only in their settings can share another app's database (`sharing`), which that app closes.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  options: Pick<
    AppOptions,
    'mailer' | 'logStream' | 'scryptLogN' | 'operations' | 'images' | 'connections' | 'clock'
  > & {
    sharing?: TestApp
  } = {},
): Promise<TestApp> {
  const { sharing, ...appOptions } = options
  const database = sharing
    ? { db: sharing.db, dir: sharing.env.DATA_DIR, close: async () => {} }
    : await openTestDatabase()
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '',
    SSR_DIR: '',
    DATA_DIR: database.dir,
    // A test that listens does not make every picture size in the background.
    IMAGE_WARM_UP: 'off',
    // The VAT of docs/product-rules.md §9 unless a test names another: the shipped default
    // (DEFAULT_VAT_RULE) is pinned by tests/unit/rules.test.ts alone.
    VAT_RATE_PERCENT: '0',
    VAT_ZERO_GROUND: 'exempt',
    // The demo's training reminders would add mail to every test that counts it; the reminder
    // tests run their passes themselves.
    TRAINING_REMINDERS: 'off',
    ...overrides,
  })
  const app: FastifyInstance = await buildApp({ db: database.db, env, scryptLogN: TEST_SCRYPT_LOG_N, ...appOptions })
  return {
    app,
    db: database.db,
    env,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

/**
 * Waits until the mail outbox holds no unsent mail: every mail queued so far has been handed to
 * the mailer (a count taken then is final, where a fixed pause would race with the sender).
 */
export async function outboxSettled(db: Database): Promise<void> {
  await vi.waitFor(
    async () => {
      const [row] = await db.select({ n: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt))
      expect(row?.n).toBe(0)
    },
    { timeout: 10_000, interval: 50 },
  )
}
