import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { checkClientEnv } from './src/lib/env-schema'

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
    // The integration tests need a PostgreSQL server: scripts/test-postgres.ts starts one and sets TEST_DATABASE_URL.
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      ...(process.env.TEST_DATABASE_URL ? ['tests/integration/**/*.test.ts'] : []),
    ],
    // Server tests open PGlite (≈340 MB each); two workers fit the two cores and the memory.
    maxWorkers: 2,
    globalSetup: ['tests/unit/global-setup.ts'],
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
