import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/app'
import { readEnv } from '../../server/env'
import { openTestDatabase } from './test-database'

/** The API on a private copy of the seeded database, driven with `app.inject` (no port). */
export async function createTestApp(overrides: Record<string, string> = {}) {
  const database = await openTestDatabase()
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: '', DATA_DIR: database.dir, ...overrides })
  const app: FastifyInstance = await buildApp({ db: database.db, env })
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
