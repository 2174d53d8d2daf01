/**
 * `npm run test:engines`: the journeys of tests/engines/ in WebKit (WebKitGTK, the engine of every
 * iPhone's browser) and Firefox ESR, against one server as `npm start` runs it (built first when
 * needed) on a fresh data directory. Arguments go to vitest:
 *
 *   npm run test:engines                              both engines
 *   npm run test:engines -- tests/engines/webkit          WebKit only (its two files)
 *   npm run test:engines -- -t "booking"              journeys whose name matches
 *
 * Ports from ENGINES_PORT (8096), nine of them (tests/engines/ports.ts). WebKit's journeys run in two
 * sessions at once (webkit-1.test.ts, webkit-2.test.ts: its driver runs no more than one each), beside
 * Firefox's. Without an engine it fails and says how to install it: it never skips.
 */
import { spawnSync } from 'node:child_process'
import { startServer } from '../helpers/app-server'
import { checkEngines, startEngineServices } from './environment'
import { enginePorts } from './ports'

const ports = enginePorts()

try {
  checkEngines()
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

const started = Date.now()
const server = await startServer(ports.app, {}, 'engines')
let status = 1
try {
  const services = await startEngineServices(ports.webkit.map(({ driver }) => driver))
  try {
    const result = spawnSync(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--config', 'vitest.engines.config.ts', ...process.argv.slice(2)],
      {
        stdio: 'inherit',
        env: { ...process.env, ENGINES_ORIGIN: server.origin, ENGINES_PORT: String(ports.app) },
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
