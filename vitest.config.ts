import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { readdirSync, readFileSync } from 'node:fs'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { checkClientEnv } from './src/lib/env-schema'

// The files at tests/unit's top (the shared rules, the contract, the precache order) run with the client's.
const CLIENT_TESTS = ['tests/unit/client/**/*.test.{ts,tsx}', 'tests/unit/*.test.ts']
const SERVER_TESTS = 'tests/unit/server'

/** Test files under `dir` that carry `// @module-tag <tag>` (the pattern vitest reads module tags with). */
function filesTagged(dir: string, tag: string): string[] {
  return readdirSync(dir)
    .filter((name) => /\.test\.tsx?$/.test(name))
    .filter((name) =>
      [...readFileSync(`${dir}/${name}`, 'utf8').matchAll(/(\/\/|\*)\s*@module-tag\s+([\w\-/]+)\b/g)].some(
        (match) => match[2] === tag,
      ),
    )
    .map((name) => `${dir}/${name}`)
}

/**
 * Server test files that run on PGlite only: what they check is decided outside the database (the
 * image pipeline, the first paint's rendering, sockets and timeouts, password hashing, checks made
 * before any query), so PostgreSQL would only repeat them. Every other server test file runs on
 * both. A file says so itself, on a line of its own with the reason: `// @module-tag pglite-only`.
 */
const PGLITE_ONLY = 'pglite-only'
const pgliteOnly = filesTagged(SERVER_TESTS, PGLITE_ONLY)

/**
 * The PostgreSQL pass: the server tests again on a real PostgreSQL server, and the two-instance
 * tests, on a throwaway cluster its global setup starts. Only with TEST_POSTGRES set (`npm test`,
 * `npm run test:postgres`), so that `vitest run <file>` needs no PostgreSQL.
 */
const postgresProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'postgres',
    include: [`${SERVER_TESTS}/**/*.test.{ts,tsx}`, 'tests/integration/**/*.test.ts'],
    exclude: pgliteOnly,
    globalSetup: ['tests/helpers/postgres-global-setup.ts'],
  },
}

export default defineConfig({
  plugins: [react()],
  // `@/…` is src/, as in vite.config.ts and tsconfig.json.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    __BUILD_ID__: JSON.stringify('test-build'),
    __CLIENT_ENV__: JSON.stringify(checkClientEnv({})),
    __IMAGE_SET__: JSON.stringify('7e57'),
  },
  test: {
    // Server tests open PGlite (≈340 MB each); two workers fit the two cores and the memory. The
    // projects below share them, file by file.
    maxWorkers: 2,
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    tags: [{ name: PGLITE_ONLY, description: 'A server test file that does not run again on PostgreSQL.' }],
    projects: [
      // A process (and a jsdom) per file, vitest's default. Loading jsdom once per worker does not
      // hold: without isolation 16 tests see another file's modules, database and mocks, and in the
      // vmThreads pool a file's context lacks crypto.subtle and a mocked module's factory can run
      // twice (local-data.test.tsx failed 4 runs in 10 there, none in 12 here).
      { extends: true, test: { name: 'client', include: CLIENT_TESTS } },
      {
        extends: true,
        test: {
          name: 'server',
          include: [`${SERVER_TESTS}/**/*.test.{ts,tsx}`],
          // The seeded PGlite template each server test file copies.
          globalSetup: ['tests/unit/global-setup.ts'],
        },
      },
      ...(process.env.TEST_POSTGRES ? [postgresProject] : []),
    ],
  },
})
