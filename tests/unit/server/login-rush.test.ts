// @module-tag pglite-only: password hashing against file reads on libuv's thread pool; no query decides what it checks.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validRegistration } from '../../helpers/registration'
import { createTestApp, type TestApp } from '../../helpers/test-app'

/**
 * A rush of correct logins (scrypt on libuv's thread pool) held a static
 * file for seconds, since file reads wait for the same threads. Hashes here cost 2^15 (about a
 * quarter of the server's 2^17), enough to fill the pool as a real rush does.
 */
/** What a client is told when the hashing queue is full (server/auth/hash-gate.ts). */
const HASHING_BUSY = 'Many people are signing in right now. Please try again in a few seconds.'

const dist = mkdtempSync(join(tmpdir(), 'carewise-rush-'))
let t: TestApp
beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shell</title><div id="root"></div>')
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)')
  t = await createTestApp(
    { STATIC_DIR: dist, PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_MAX_WAIT_SECONDS: '600' },
    { scryptLogN: 15, mailer: { send: async () => {} } },
  )
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

let ipCounter = 0
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

async function account(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: validRegistration(email),
    remoteAddress: freshIp(),
  })
  expect(res.statusCode).toBe(200)
}

const login = (app: TestApp, email: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: 'longenough1' },
    remoteAddress: freshIp(),
  })

describe('password hashing cannot starve the server', () => {
  it('a static file is answered promptly while 30 correct logins hash', { timeout: 60_000 }, async () => {
    const email = 'rush@example.com'
    await account(email)
    const rush = Array.from({ length: 30 }, () => login(t, email))
    // Once the rush has reached the hashing (its first checks are database queries).
    await new Promise((resolve) => setTimeout(resolve, 300))
    const started = performance.now()
    const file = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })
    const tookMs = performance.now() - started
    expect(file.statusCode).toBe(200)
    const statuses = (await Promise.all(rush)).map((res) => res.statusCode)
    // Tens of milliseconds when the file's read finds a free thread; seconds when every thread
    // hashes. The bound is generous for a loaded 2-core machine.
    console.info(`static file during the rush: ${Math.round(tookMs)} ms`)
    expect(tookMs).toBeLessThan(1000)
    expect(statuses).toEqual(Array(30).fill(200))
  })

  it('when the hashing queue is full, logins are answered 503 with Retry-After, never 500', async () => {
    const email = 'queue@example.com'
    await account(email)
    const tight = await createTestApp(
      { PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_MAX_WAIT_SECONDS: '1' },
      { scryptLogN: 15, sharing: t },
    )
    try {
      const answers = await Promise.all(Array.from({ length: 30 }, () => login(tight, email)))
      const statuses = answers.map((res) => res.statusCode)
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true)
      expect(statuses).toContain(200)
      const busy = answers.filter((res) => res.statusCode === 503)
      expect(busy.length).toBeGreaterThan(0)
      for (const res of busy) {
        expect(res.json()).toEqual({ message: HASHING_BUSY })
        expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1)
      }
    } finally {
      await tight.close()
    }
  })
})
