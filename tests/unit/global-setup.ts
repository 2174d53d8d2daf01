import { existsSync, rmSync } from 'node:fs'
import { openDatabase } from '../../server/db/client'
import { seedIfEmpty } from '../../server/db/seed'
import { TEMPLATE_DIR } from '../helpers/test-database'

/** Migrates and seeds one PGlite data directory; each server test file opens its own copy. */
export default async function setup() {
  if (existsSync(TEMPLATE_DIR)) rmSync(TEMPLATE_DIR, { recursive: true, force: true })
  const handle = await openDatabase({ dataDir: TEMPLATE_DIR })
  await seedIfEmpty(handle.db)
  await handle.close()
}
