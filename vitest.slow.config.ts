import { defineConfig } from 'vitest/config'
import unit from './vitest.config'

const { projects: _unitProjects, ...shared } = unit.test ?? {}

/**
 * The tests that take time of their own: a full client build scanned for secrets, and the API under
 * load. `npm test` runs them as steps of their own (the load test with nothing else running), so
 * the unit run stays quick.
 */
export default defineConfig({
  ...unit,
  test: {
    ...shared,
    include: ['tests/slow/**/*.test.ts'],
    maxWorkers: 1,
    // The load test's server copies the seeded PGlite template.
    globalSetup: ['tests/unit/global-setup.ts'],
  },
})
