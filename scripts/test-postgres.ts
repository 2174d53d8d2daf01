/**
 * `npm run test:postgres`: the server's tests again on a real PostgreSQL server, with the
 * two-instance integration tests (vitest's `postgres` project, which starts a throwaway cluster:
 * tests/helpers/postgres-global-setup.ts), then a smoke subset of the end-to-end tests (browse,
 * register, buy with 4242, book an in-house course) against `npm start` on a cluster of its own.
 * If PostgreSQL cannot start, it says why and fails: it never skips.
 *
 *   npm run test:postgres                                   everything above
 *   npm run test:postgres -- tests/integration/two-instances.test.ts   only the vitest files named
 *   PG_E2E=0 npm run test:postgres                          without the end-to-end smoke
 *   PG_VITEST=0 npm run test:postgres                       only the end-to-end smoke
 *
 * Server test files tagged `pglite-only` do not run here (vitest.config.ts says which and why).
 */
import { spawnSync } from 'node:child_process'
import {
  POSTGRES_MISSING,
  adminQuery,
  startPostgresCluster,
  type PostgresCluster,
} from '../tests/helpers/postgres-cluster'

/** The e2e tests that walk the main paths a PostgreSQL deployment must serve (titles, matched by --grep). */
const SMOKE_E2E = [
  'lists every course with its price in pounds',
  'checks phone, terms, password length and match in that order, then signs the company in',
  'buys two courses with CARE10',
  'a booking for 3 users pays course price × 3 with the sandbox card',
]

const files = process.argv.slice(2)
let status = 0
if (process.env.PG_VITEST !== '0') {
  const vitest = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '--project', 'postgres', ...files],
    {
      stdio: 'inherit',
      env: { ...process.env, TEST_POSTGRES: '1' },
    },
  )
  status = vitest.status ?? 1
}

if (files.length === 0 && process.env.PG_E2E !== '0') {
  let cluster: PostgresCluster
  const started = Date.now()
  try {
    cluster = await startPostgresCluster()
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    if (!(error instanceof Error) || error.message !== POSTGRES_MISSING) console.error('\n' + POSTGRES_MISSING)
    process.exit(1)
  }
  console.log(
    `PostgreSQL cluster for the end-to-end smoke on port ${cluster.port} (${Date.now() - started} ms to start)`,
  )
  process.on('SIGINT', () => {
    cluster.stop()
    process.exit(130)
  })
  try {
    await adminQuery(cluster.url('postgres'), 'CREATE DATABASE carewise_e2e')
    const e2e = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/e2e.ts', '--grep', SMOKE_E2E.map((title) => escapeRegExp(title)).join('|')],
      { stdio: 'inherit', env: { ...process.env, E2E_DATABASE_URL: cluster.url('carewise_e2e') } },
    )
    if (status === 0) status = e2e.status ?? 1
  } finally {
    cluster.stop()
  }
}
process.exit(status)

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
