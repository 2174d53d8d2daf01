import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../../server/db/client'
import { TEMPLATE_DATABASE } from './database-templates'
import { adminQuery, databaseUrl } from './postgres-cluster'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded PGlite data directory tests/unit/global-setup.ts makes. */
    pgliteTemplateDir?: string
    /** The maintenance database (`postgres`) of the throwaway cluster tests/helpers/postgres-global-setup.ts starts. */
    testDatabaseUrl?: string
  }
}

/**
 * Set in vitest's `postgres` project (vitest.config.ts): its tests then run on that PostgreSQL
 * server instead of PGlite.
 */
export const TEST_DATABASE_URL = inject('testDatabaseUrl')

/** The seeded PGlite template a test file copies (`cpSync`) to have a database of its own. */
export function pgliteTemplateDir(): string {
  const dir = inject('pgliteTemplateDir')
  if (!dir) throw new Error('No PGlite template: the project running this file needs tests/unit/global-setup.ts.')
  return dir
}

/**
 * A private copy of the seeded template, so test files can write without seeing each other: a
 * copied PGlite folder, or on PostgreSQL a database made from the template (and dropped after).
 * `dir` is the app's DATA_DIR (its mail folder) either way.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'carewise-test-db-'))
  if (TEST_DATABASE_URL) {
    const name = `carewise_test_${randomBytes(6).toString('hex')}`
    await adminQuery(TEST_DATABASE_URL, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`)
    const handle = await openDatabase({ databaseUrl: databaseUrl(TEST_DATABASE_URL, name), dataDir: dir })
    return {
      ...handle,
      dir,
      close: async () => {
        await handle.close()
        await adminQuery(TEST_DATABASE_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        rmSync(dir, { recursive: true, force: true })
      },
    }
  }
  cpSync(pgliteTemplateDir(), dir, { recursive: true })
  const handle = await openDatabase({ dataDir: dir })
  return {
    ...handle,
    dir,
    close: async () => {
      await handle.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
