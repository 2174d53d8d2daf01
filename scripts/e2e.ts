/**
 * `npm run test:e2e`: Playwright in Debian's Chromium against the server `npm start` runs, on a
 * fresh data directory. Without a Chromium it fails and says how to get one: it never skips.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { findChromium } from '../tests/helpers/chromium'
import { buildStorefront } from './build'

if (!findChromium()) {
  console.error(
    [
      'No Chromium found for the end-to-end tests.',
      'Install Debian’s Chromium:   sudo apt-get install -y chromium',
      'or point CHROME_PATH at a Chromium or Chrome binary.',
      '(Playwright’s own browser download is not used.)',
    ].join('\n'),
  )
  process.exit(1)
}

const port = process.env.E2E_PORT ?? 8090
rmSync(`.tmp/e2e-data-${port}`, { recursive: true, force: true })
// The server serves a copy of the build of its own (playwright.config.ts, STATIC_DIR): the update
// test deploys a new build into it, which must not change the files under another shard's tests.
await buildStorefront()
const staticDir = `.tmp/e2e-dist-${port}`
rmSync(staticDir, { recursive: true, force: true })
cpSync('dist', staticDir, { recursive: true })
const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
})
process.exit(result.status ?? 1)
