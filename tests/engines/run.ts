/**
 * `npm run test:engines`: the journeys of tests/engines/ in WebKit (WebKitGTK, the engine of every
 * iPhone's browser) and Firefox ESR, against one server as `npm start` runs it (built first when
 * needed) on a fresh data directory. Arguments go to vitest:
 *
 *   npm run test:engines                              both engines
 *   npm run test:engines -- tests/engines/webkit.test.ts   WebKit only
 *   npm run test:engines -- -t "booking"              journeys whose name matches
 *
 * Ports from ENGINES_PORT (8096): the app, WebKitWebDriver, Firefox's BiDi endpoint, and the WebKit
 * offline journey's own server. Without an engine it fails and says how to install it: it never skips.
 */
import { spawnSync } from 'node:child_process'
import { startServer } from '../helpers/app-server'
import { checkEngines, startEngineServices } from './environment'

const PORT = Number(process.env.ENGINES_PORT ?? 8096)

try {
  checkEngines()
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

const started = Date.now()
const server = await startServer(PORT, {}, 'engines')
let status = 1
try {
  const services = await startEngineServices(PORT + 1)
  try {
    const result = spawnSync(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.engines.config.ts', ...process.argv.slice(2)],
      {
        stdio: 'inherit',
        env: {
          ...process.env,
          ENGINES_ORIGIN: server.origin,
          ENGINES_WEBKIT_DRIVER: String(services.webkitDriverPort),
          ENGINES_FIREFOX_PORT: String(PORT + 2),
          ENGINES_OFFLINE_PORT: String(PORT + 3),
          // Two: one for each engine's slow server, as the engines run at once.
          ENGINES_SLOW_CODE_PORT: String(PORT + 4),
        },
      },
    )
    status = result.status ?? 1
  } finally {
    await services.stop()
  }
} finally {
  await server.stop()
}
console.log(`Cross-engine journeys: ${((Date.now() - started) / 1000).toFixed(0)} s in all`)
process.exit(status)
