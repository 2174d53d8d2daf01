import { defineConfig } from 'vitest/config'
import unit from './vitest.config'

/**
 * The tests that take time of their own: a full client build scanned for secrets, and the API under
 * load. `npm test` runs them after the unit tests (`npm run test:slow`), so the unit run stays quick.
 */
export default defineConfig({ ...unit, test: { ...unit.test, include: ['tests/slow/**/*.test.ts'], maxWorkers: 1 } })
