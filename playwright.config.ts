import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './tests/helpers/chromium'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090)
export const E2E_DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`
/** The build this server serves: a copy of dist/ made by scripts/e2e.ts, which a test may redeploy. */
export const E2E_STATIC_DIR = `.tmp/e2e-dist-${E2E_PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // A failed test runs once more, recording a trace (below) of how it fails; a test that then
  // passes still fails the run: flaky is failing, and the trace shows why.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `.tmp/playwright-report-${E2E_PORT}` }]],
  outputDir: `.tmp/test-results-${E2E_PORT}`,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Only on the retry: recording every test's trace (snapshots and a screencast) cost the
    // suite about a tenth of its browser time for traces no one opened.
    trace: 'on-first-retry',
    // Page-level request mocking (failApi) cannot see requests a service worker answers; the
    // offline specs allow the worker explicitly.
    serviceWorkers: 'block',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'] } }],
  // The server `npm start` runs, on its own port and a fresh data directory (see scripts/e2e.ts).
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${E2E_PORT}/api/setting`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      STATIC_DIR: E2E_STATIC_DIR,
      LOG_LEVEL: 'warn',
      // The suite's own requests make the sizes they show; no background encodes take its cores.
      IMAGE_WARM_UP: 'off',
      // The VAT of docs/product-rules.md §9, whatever the shipped default (DEFAULT_VAT_RULE) says.
      VAT_RATE_PERCENT: '0',
      VAT_ZERO_GROUND: 'exempt',
      // The suite shares two cores with npm test's other steps: a paint test must see the paint,
      // not the plain shell a busy moment gets (the budget itself: tests/unit/server/first-paint.test.ts).
      FIRST_PAINT_BUDGET_MS: '5000',
      // The training specs move the server's clock (POST /api/test/clock) to see training fall due.
      TEST_CLOCK: 'on',
      // scripts/test-postgres.ts runs a smoke subset on PostgreSQL instead of PGlite.
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
})
