import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { openDatabase, type DatabaseHandle } from '../../server/db/client'

/** A migrated, seeded PGlite data directory made once per test run by tests/unit/global-setup.ts. */
export const TEMPLATE_DIR = join(process.cwd(), '.tmp', 'test-db-template')

/**
 * Set by scripts/test-postgres.ts: the server tests then run on that PostgreSQL server instead of
 * PGlite. It names the maintenance database (`postgres`) of a throwaway cluster.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL
/** On PostgreSQL, the migrated and seeded database each test file's database is copied from. */
export const TEMPLATE_DATABASE = 'carewise_template'

/** The URL of another database on the same PostgreSQL server as `adminUrl`. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  return url.toString()
}

/** Runs one statement on the maintenance database (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  try {
    await admin.unsafe(statement)
  } finally {
    await admin.end()
  }
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
  cpSync(TEMPLATE_DIR, dir, { recursive: true })
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
