/**
 * `npm start`: builds the storefront when its sources changed since the last build, then runs
 * the server (API + built PWA) on http://127.0.0.1:8080.
 */
import { existsSync } from 'node:fs'
import { buildStorefront } from './build'

if (existsSync('.env')) process.loadEnvFile('.env')

await buildStorefront()

await import('../server/main')
