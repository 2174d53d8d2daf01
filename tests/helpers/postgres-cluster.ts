import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'

/** A throwaway PostgreSQL server: its own data directory under the temp folder, its own port. */
export interface PostgresCluster {
  port: number
  /** A connection URL for one database of the cluster (user `postgres`, no password). */
  url(database: string): string
  stop(): void
}

export const POSTGRES_MISSING = [
  'PostgreSQL’s server binaries (initdb, pg_ctl) were not found; the PostgreSQL tests need them.',
  'Install Debian’s PostgreSQL:   sudo apt-get install -y postgresql',
  'or point PG_BIN at the folder that holds initdb and pg_ctl.',
].join('\n')

/** PG_BIN, else the newest Debian/Ubuntu PostgreSQL, else what `pg_config --bindir` names. */
export function findPostgresBin(): string | undefined {
  const has = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))
  if (process.env.PG_BIN) return has(process.env.PG_BIN) ? process.env.PG_BIN : undefined
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a))
    for (const version of versions) if (has(join(debian, version, 'bin'))) return join(debian, version, 'bin')
  }
  const found = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' })
  const dir = found.status === 0 ? found.stdout.trim() : ''
  return dir && has(dir) ? dir : undefined
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/**
 * initdb + pg_ctl start on a free port, tuned for tests (no fsync: the cluster is thrown away).
 * initdb refuses to run as root, so as root the cluster belongs to the `postgres` user (Debian's
 * package makes it) and its commands run through `runuser`. Throws, with the server's log, when
 * PostgreSQL cannot start: callers fail the run, never skip.
 */
export async function startPostgresCluster(options: { port?: number } = {}): Promise<PostgresCluster> {
  const bin = findPostgresBin()
  if (!bin) throw new Error(POSTGRES_MISSING)
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(join(tmpdir(), 'carewise-pg-'))
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args]
    const result = spawnSync(file, argv, { encoding: 'utf8' })
    if (result.status !== 0) {
      const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8') : ''
      throw new Error(
        `PostgreSQL could not start: ${command} failed.\n${result.stderr || result.stdout}\n${log}`.trimEnd(),
      )
    }
  }
  const data = join(dir, 'data')
  const port = options.port ?? (await freePort())
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'])
    const settings = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=300',
    ].join(' ')
    run('pg_ctl', ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start'])
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  let stopped = false
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      if (stopped) return
      stopped = true
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

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
