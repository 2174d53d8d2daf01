/**
 * `npm run test:e2e`: Playwright in Debian's Chromium against the server `npm start` runs, on a
 * fresh data directory. Without a Chromium it fails and says how to get one: it never skips.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { findChromium } from '../tests/helpers/chromium'

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

rmSync(`.tmp/e2e-data-${process.env.E2E_PORT ?? 8090}`, { recursive: true, force: true })
const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
})
process.exit(result.status ?? 1)
