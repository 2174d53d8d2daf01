import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import * as schema from './schema'

export type Schema = typeof schema
/** The same query API over PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * The key of the session-level advisory lock that start-up holds on PostgreSQL while it migrates
 * and seeds ("care" in ASCII): instances started together take turns, and the later ones find the
 * schema and the demo data already there.
 */
export const STARTUP_LOCK_KEY = 0x63617265

/**
 * Opens PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir` (`memory://` for an
 * in-memory database), and brings the schema up to date; then runs `whileLocked` (the seed), on
 * PostgreSQL under the start-up advisory lock together with the migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
  whileLocked?: (db: Database) => Promise<unknown>
  /** PostgreSQL's pool size (10 by default). */
  maxConnections?: number
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, { max: options.maxConnections ?? 10, onnotice: () => {} })
    const postgresDb = drizzlePostgres(client, { schema })
    const db = postgresDb as unknown as Database
    // The lock belongs to one connection, held aside from the pool the migrations and seed use.
    const lockHolder = await client.reserve()
    try {
      await lockHolder`select pg_advisory_lock(${STARTUP_LOCK_KEY})`
      await migratePostgres(postgresDb, { migrationsFolder })
      await options.whileLocked?.(db)
    } finally {
      await lockHolder`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.catch(() => {})
      lockHolder.release()
    }
    return { db, kind: 'postgres', close: () => client.end({ timeout: 5 }) }
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true })
  const client = new PGlite(options.dataDir, { extensions: { pg_trgm } })
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  await options.whileLocked?.(db as unknown as Database)
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() }
}
