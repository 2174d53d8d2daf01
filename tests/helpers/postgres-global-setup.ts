import type { TestProject } from 'vitest/node'
import { makePostgresTemplate } from './database-templates'
import { POSTGRES_MISSING, startPostgresCluster } from './postgres-cluster'

/**
 * The `postgres` project's global setup (vitest.config.ts): a throwaway PostgreSQL cluster with the
 * seeded template database, named to the tests through `inject('testDatabaseUrl')` and removed
 * after the run. When PostgreSQL cannot start it says why and the run fails: it never skips.
 */
export default async function setup(project: TestProject) {
  const started = Date.now()
  const cluster = await startPostgresCluster().catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(message === POSTGRES_MISSING ? message : `${message}\n\n${POSTGRES_MISSING}`)
  })
  console.log(`PostgreSQL test cluster on port ${cluster.port} (${Date.now() - started} ms to start)`)
  try {
    await makePostgresTemplate(cluster.url('postgres'))
  } catch (error) {
    cluster.stop()
    throw error
  }
  project.provide('testDatabaseUrl', cluster.url('postgres'))
  return () => cluster.stop()
}
