/**
 * `npm run build`, and `npm start` before it serves: the browser bundle (dist/), then the server's
 * first-paint bundle (dist-ssr/), both with one build id. `npm start` skips it when the inputs
 * have not changed since the last build.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildStamp, STAMP_FILE } from './build-stamp'
import { ensurePhotos } from './photos'

const LOCK = '.tmp/build.lock'

/** Two servers started at once (tests, a second terminal) must not build into dist/ together. */
async function withBuildLock(work: () => void | Promise<void>): Promise<void> {
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
    await work()
  } finally {
    rmSync(LOCK, { recursive: true, force: true })
  }
}

export async function buildStorefront({ force = false } = {}): Promise<void> {
  await withBuildLock(async () => {
    // The demo's photographs first (made once, on a fresh clone): the build names their version.
    await ensurePhotos({ log: console.log })
    const stamp = buildStamp()
    if (!force && existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8') === stamp) return
    console.log('Building the storefront…')
    for (const args of [[], ['--ssr', 'src/first-paint/server.tsx', '--outDir', 'dist-ssr']]) {
      const result = spawnSync(
        process.execPath,
        ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args],
        { stdio: 'inherit', env: { ...process.env, BUILD_ID: stamp.slice(0, 12) } },
      )
      if (result.status !== 0) process.exit(result.status ?? 1)
    }
    writeFileSync(STAMP_FILE, stamp)
  })
}

// `--if-changed`: only when the inputs differ from the last build's, as `npm start` does (`npm test`
// builds once this way before its end-to-end steps, whose servers then find the build ready).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (existsSync('.env')) process.loadEnvFile('.env')
  await buildStorefront({ force: !process.argv.includes('--if-changed') })
}
