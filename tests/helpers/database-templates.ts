import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '../../server/db/client'
import { seedIfEmpty } from '../../server/db/seed'
import { adminQuery, databaseUrl } from './postgres-cluster'

/**
 * The migrated, seeded database each server test file copies (tests/helpers/test-database.ts),
 * made once per run by a global setup: a PGlite data directory, or on PostgreSQL a database used
 * as CREATE DATABASE's template.
 */
export const TEMPLATE_DATABASE = 'carewise_template'

/**
 * Makes the PGlite template in a folder of its own and returns it: vitest runs side by side
 * (`npm test`'s steps) each have their own, so none removes another's while it is being copied.
 */
export async function makePgliteTemplate(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'carewise-test-template-'))
  const handle = await openDatabase({ dataDir: dir })
  await seedIfEmpty(handle.db)
  await handle.close()
  return dir
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
