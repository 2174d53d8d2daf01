import { defineConfig } from 'vitest/config'

/**
 * The cross-engine journeys (tests/engines/), run by `npm run test:engines` (tests/engines/run.ts),
 * which starts the server, Xvfb and the WebKitWebDrivers first. Firefox's file and WebKit's two
 * (its journeys split over two sessions, the longer engine) all at once: each drives its own
 * browser, and the machine's cores are mostly waiting on them (half a core in all, measured).
 */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    maxWorkers: 3,
    // A journey takes 10–60 s; WebKit on a machine shared with other work, up to twice that.
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
})
