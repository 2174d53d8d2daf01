/**
 * The API on PostgreSQL beside PGlite, and two instances on one PostgreSQL: the same three
 * catalogue calls as the main API figures, each against an API-only server process (no built
 * storefront, so PGlite and PostgreSQL are compared like for like), PostgreSQL a throwaway cluster
 * on this machine. With two instances autocannon spreads its connections over both ports, as a
 * load balancer would. Run alone: `npx tsx bench/production-shape.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { startServerProcess, type ServerProcess } from '../tests/helpers/server-process'
import { adminQuery, freePort, startPostgresCluster } from '../tests/helpers/postgres-cluster'
import { loadTest, type LoadFigures } from './api-load'

const CALLS = {
  'GET /api/courselist': '/api/courselist',
  'GET /api/course/dementia-awareness': '/api/course/dementia-awareness',
  'GET /api/course/search?search=care': '/api/course/search?search=care',
}
type Call = keyof typeof CALLS
export type ShapeFigures = Record<'pglite' | 'postgres' | 'postgresTwoInstances', Record<Call, LoadFigures>>

async function loadAll(instances: ServerProcess[], seconds: number): Promise<Record<Call, LoadFigures>> {
  const origins = instances.map((instance) => instance.origin)
  const figures = {} as Record<Call, LoadFigures>
  for (const [call, path] of Object.entries(CALLS) as [Call, string][]) {
    const urls = origins.map((origin) => `${origin}${path}`)
    await loadTest(urls, 50, 1) // warm-up: the read cache and the connection pool
    figures[call] = await loadTest(urls, 50, seconds)
  }
  return figures
}

async function stop(instances: ServerProcess[]) {
  for (const instance of instances) instance.child.kill('SIGTERM')
  await Promise.all(instances.map((instance) => instance.exited))
}

/** Loads each set-up in turn with 50 connections for `seconds` per call. */
export async function measureProductionShape(seconds = 10): Promise<ShapeFigures> {
  const pgliteDir = mkdtempSync(join(tmpdir(), 'carewise-bench-pglite-'))
  const pglite = [
    await startServerProcess(await freePort(), { DATA_DIR: pgliteDir, NODE_ENV: 'production', PAYMENTS: 'sandbox' }),
  ]
  let pgliteFigures: Record<Call, LoadFigures>
  try {
    pgliteFigures = await loadAll(pglite, seconds)
  } finally {
    await stop(pglite)
    rmSync(pgliteDir, { recursive: true, force: true })
  }

  const cluster = await startPostgresCluster()
  try {
    await adminQuery(cluster.url('postgres'), 'CREATE DATABASE carewise_bench')
    const env = { DATABASE_URL: cluster.url('carewise_bench'), NODE_ENV: 'production', PAYMENTS: 'sandbox' }
    const first = await startServerProcess(await freePort(), env)
    let one: Record<Call, LoadFigures>
    let two: Record<Call, LoadFigures>
    const second = await startServerProcess(await freePort(), env).catch(async (error: unknown) => {
      await stop([first])
      throw error
    })
    try {
      one = await loadAll([first], seconds)
      two = await loadAll([first, second], seconds)
    } finally {
      await stop([first, second])
    }
    return { pglite: pgliteFigures, postgres: one, postgresTwoInstances: two }
  } finally {
    cluster.stop()
  }
}

export function renderShape(figures: ShapeFigures): string {
  const rows = Object.keys(CALLS).flatMap((call) =>
    (
      [
        ['PGlite, 1 instance', figures.pglite],
        ['PostgreSQL, 1 instance', figures.postgres],
        ['PostgreSQL, 2 instances', figures.postgresTwoInstances],
      ] as const
    ).map(([setUp, byCall]) => {
      const f = byCall[call as Call]
      return `| ${call} | ${setUp} | ${f.requestsPerSecond} | ${f.p50Ms} ms | ${f.p99Ms} ms | ${f.non2xx} | ${f.errors + f.timeouts} |`
    }),
  )
  return [
    '| Call | Set-up | Requests/s | p50 | p99 | non-2xx | errors |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10)
  console.log(renderShape(await measureProductionShape(seconds)))
}
