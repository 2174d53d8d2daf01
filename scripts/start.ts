/**
 * `npm start`: builds the storefront when its sources changed since the last build, then runs
 * the server (API + built PWA) on http://127.0.0.1:8080.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { buildStamp, STAMP_FILE } from './build-stamp'

if (existsSync('.env')) process.loadEnvFile('.env')

const LOCK = '.tmp/build.lock'

/** Two servers started at once (tests, a second terminal) must not build into dist/ together. */
async function withBuildLock(work: () => void): Promise<void> {
  mkdirSync('.tmp', { recursive: true })
  for (let waited = 0; ; waited += 250) {
    try {
      mkdirSync(LOCK)
      break
    } catch {
      if (waited > 300_000) rmSync(LOCK, { recursive: true, force: true }) // a crashed build left it
      await new Promise((done) => setTimeout(done, 250))
    }
  }
  try {
    work()
  } finally {
    rmSync(LOCK, { recursive: true, force: true })
  }
}

await withBuildLock(() => {
  const stamp = buildStamp()
  if (existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8') === stamp) return
  console.log('Building the storefront…')
  // The browser bundle (dist/), then the server's first-paint bundle (dist-ssr/).
  for (const args of [[], ['--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr']]) {
    const result = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args],
      {
        stdio: 'inherit',
        env: { ...process.env, BUILD_ID: stamp.slice(0, 12) },
      },
    )
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
  writeFileSync(STAMP_FILE, stamp)
})

await import('../server/main')
