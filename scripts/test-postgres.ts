/**
 * `npm run test:postgres`: the server's tests again on a real PostgreSQL server, then the
 * two-instance integration tests, then a smoke subset of the end-to-end tests (browse, register,
 * buy with 4242, book an in-house course) against `npm start` on PostgreSQL. It starts a
 * throwaway cluster (tests/helpers/postgres-cluster.ts) and removes it afterwards. If PostgreSQL
 * cannot start, it says why and fails: it never skips.
 *
 *   npm run test:postgres                                   everything above
 *   npm run test:postgres -- tests/integration/two-instances.test.ts   only the vitest files named
 *   PG_E2E=0 npm run test:postgres                          without the end-to-end smoke
 *   PG_VITEST=0 npm run test:postgres                       only the end-to-end smoke
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { POSTGRES_MISSING, startPostgresCluster, type PostgresCluster } from '../tests/helpers/postgres-cluster'
import { adminQuery } from '../tests/helpers/test-database'

/** The e2e tests that walk the main paths a PostgreSQL deployment must serve (titles, matched by --grep). */
const SMOKE_E2E = [
  'lists every course with its price in pounds',
  'checks phone, terms, password length and match in that order, then signs the company in',
  'buys two courses with CARE10',
  'a booking for 3 users pays course price × 3 with the sandbox card',
]

/**
 * Server test files that do not run again on PostgreSQL: they test no query (password hashing, the
 * sanitiser, the route cache, the static shell), or a process on its own PGlite copy (the crash
 * test; tests/integration covers it on PostgreSQL), or Node under load (load.test.ts; the bench
 * measures PostgreSQL's figures).
 */
const NOT_ON_POSTGRES = new Set([
  'auth-password.test.ts',
  'first-paint-sanitising.test.tsx',
  'route-cache.test.ts',
  'static-shell.test.ts',
  'payment-integrity.test.ts',
  'load.test.ts',
])
const serverTests = readdirSync('tests/unit/server')
  .filter((name) => /\.test\.tsx?$/.test(name) && !NOT_ON_POSTGRES.has(name))
  .map((name) => `tests/unit/server/${name}`)

let cluster: PostgresCluster
const started = Date.now()
try {
  cluster = await startPostgresCluster()
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  if (!(error instanceof Error) || error.message !== POSTGRES_MISSING) console.error('\n' + POSTGRES_MISSING)
  process.exit(1)
}
console.log(`PostgreSQL test cluster on port ${cluster.port} (${Date.now() - started} ms to start)`)

const stop = () => cluster.stop()
process.on('SIGINT', () => {
  stop()
  process.exit(130)
})

let status = 0
try {
  const files = process.argv.slice(2)
  if (process.env.PG_VITEST !== '0') {
    const vitest = spawnSync(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', ...(files.length > 0 ? files : [...serverTests, 'tests/integration'])],
      { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: cluster.url('postgres') } },
    )
    status = vitest.status ?? 1
  }

  if (files.length === 0 && process.env.PG_E2E !== '0') {
    await adminQuery(cluster.url('postgres'), 'CREATE DATABASE carewise_e2e')
    const e2e = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/e2e.ts', '--grep', SMOKE_E2E.map((title) => escapeRegExp(title)).join('|')],
      { stdio: 'inherit', env: { ...process.env, E2E_DATABASE_URL: cluster.url('carewise_e2e') } },
    )
    if (status === 0) status = e2e.status ?? 1
  }
} finally {
  stop()
}
process.exit(status)

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
