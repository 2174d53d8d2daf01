import { join } from 'node:path'
import { buildApp } from './app'
import { openDatabase } from './db/client'
import { seedIfEmpty } from './db/seed'
import { readEnv } from './env'

const env = readEnv()
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: join(env.DATA_DIR, 'db') })
const seeded = await seedIfEmpty(database.db)
const app = await buildApp({ db: database.db, env })
if (seeded) app.log.info('seeded the demo catalogue')

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info(`${signal}: closing`)
  // Stop taking requests first, then close the database cleanly (PGlite flushes its files).
  await app.close()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

// Paint the busiest pages once before taking requests. The first render after a start compiles
// the renderer and runs the first queries (~0.3 s for `/`), which a visitor would otherwise wait for.
for (const url of ['/', '/courses']) await app.inject({ method: 'GET', url })
await app.listen({ host: env.HOST, port: env.PORT })
app.log.info(`Carewise is serving on http://${env.HOST}:${env.PORT} (${database.kind})`)
