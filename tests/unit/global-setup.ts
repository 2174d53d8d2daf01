import { existsSync, rmSync } from 'node:fs'
import { openDatabase } from '../../server/db/client'
import { seedIfEmpty } from '../../server/db/seed'
import { adminQuery, databaseUrl, TEMPLATE_DATABASE, TEMPLATE_DIR, TEST_DATABASE_URL } from '../helpers/test-database'

/**
 * Migrates and seeds one template database, which each server test file copies: a PGlite data
 * directory, or on PostgreSQL (TEST_DATABASE_URL) a database used as CREATE DATABASE's template.
 */
export default async function setup() {
  if (TEST_DATABASE_URL) {
    await adminQuery(TEST_DATABASE_URL, `DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`)
    await adminQuery(TEST_DATABASE_URL, `CREATE DATABASE ${TEMPLATE_DATABASE}`)
    const handle = await openDatabase({
      databaseUrl: databaseUrl(TEST_DATABASE_URL, TEMPLATE_DATABASE),
      dataDir: '',
      whileLocked: seedIfEmpty,
    })
    await handle.close()
    return
  }
  if (existsSync(TEMPLATE_DIR)) rmSync(TEMPLATE_DIR, { recursive: true, force: true })
  const handle = await openDatabase({ dataDir: TEMPLATE_DIR })
  await seedIfEmpty(handle.db)
  await handle.close()
}
