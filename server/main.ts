import { join } from 'node:path'
import { buildApp } from './app'
import { openDatabase } from './db/client'
import { seedIfEmpty } from './db/seed'
import { readEnv } from './env'

const env = readEnv()
let seeded = false
// On PostgreSQL the migrations and the seed run under an advisory lock: instances started together
// on an empty database take turns, and one copy of the demo data is made.
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: join(env.DATA_DIR, 'db'),
  whileLocked: async (db) => {
    seeded = await seedIfEmpty(db)
  },
})
const app = await buildApp({ db: database.db, env })
if (seeded) app.log.info('seeded the demo catalogue')

/** Requests in flight at a SIGTERM get this long to finish before their connections are cut. */
const DRAIN_MS = 10_000

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info(`${signal}: closing`)
  const cut = setTimeout(() => {
    app.log.warn(`requests still running after ${DRAIN_MS / 1000} s: closing their connections`)
    app.server.closeAllConnections()
  }, DRAIN_MS)
  cut.unref()
  // Stop taking requests and let those in flight finish; closing the app then lets the mail sender
  // finish the mail it is sending. Then close the database cleanly (PGlite flushes its files).
  const closed = app.close()
  // A keep-alive connection whose request finishes after the close began would otherwise stay
  // open, idle, until its keep-alive timeout (72 s) or the cut: close each one as soon as it idles.
  const reap = setInterval(() => app.server.closeIdleConnections(), 50)
  await closed
  clearInterval(reap)
  clearTimeout(cut)
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
