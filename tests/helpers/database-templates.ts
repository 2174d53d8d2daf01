import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { openDatabase } from '../../server/db/client'
import { seedIfEmpty } from '../../server/db/seed'
import { adminQuery, databaseUrl } from './postgres-cluster'

/**
 * The migrated, seeded database each server test file copies (tests/helpers/test-database.ts),
 * made once per run by a global setup: a PGlite data directory, or on PostgreSQL a database used
 * as CREATE DATABASE's template.
 */
export const TEMPLATE_DIR = join(process.cwd(), '.tmp', 'test-db-template')
export const TEMPLATE_DATABASE = 'carewise_template'

export async function makePgliteTemplate(): Promise<void> {
  if (existsSync(TEMPLATE_DIR)) rmSync(TEMPLATE_DIR, { recursive: true, force: true })
  const handle = await openDatabase({ dataDir: TEMPLATE_DIR })
  await seedIfEmpty(handle.db)
  await handle.close()
}

export async function makePostgresTemplate(adminUrl: string): Promise<void> {
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`)
  await adminQuery(adminUrl, `CREATE DATABASE ${TEMPLATE_DATABASE}`)
  const handle = await openDatabase({
    databaseUrl: databaseUrl(adminUrl, TEMPLATE_DATABASE),
    dataDir: '',
    whileLocked: seedIfEmpty,
  })
  await handle.close()
}
