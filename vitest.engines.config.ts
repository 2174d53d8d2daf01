import { defineConfig } from 'vitest/config'

/**
 * The cross-engine journeys (tests/engines/), run by `npm run test:engines` (tests/engines/run.ts),
 * which starts the server, Xvfb and WebKitWebDriver first. One file per engine, the two at once: each
 * drives its own browser, and the machine's two cores are mostly waiting on them.
 */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    maxWorkers: 2,
    // A journey takes 10–60 s; WebKit on a machine shared with other work, up to twice that.
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
})
