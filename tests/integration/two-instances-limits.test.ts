import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../../server/auth/demo-accounts'
import { startServerProcess, type ServerProcess } from '../helpers/server-process'
import { TEMPLATE_DATABASE } from '../helpers/database-templates'
import { adminQuery, databaseUrl, freePort } from '../helpers/postgres-cluster'
import { TEST_DATABASE_URL } from '../helpers/test-database'

/**
 * Limits hold for the deployment, not for each instance: what one instance has counted, the other
 * sees (the counters live in the database). Two server processes on one PostgreSQL database,
 * copied from the seeded template.
 */
if (!TEST_DATABASE_URL) throw new Error('The two-instance tests need PostgreSQL: run them with npm run test:postgres.')
const adminUrl = TEST_DATABASE_URL

const database = `carewise_limits_${randomBytes(4).toString('hex')}`
const instances: ServerProcess[] = []

async function post(instance: ServerProcess, path: string, body: object) {
  const res = await fetch(`${instance.origin}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as { message?: string } }
}

beforeAll(async () => {
  await adminQuery(adminUrl, `CREATE DATABASE ${database} TEMPLATE ${TEMPLATE_DATABASE}`)
  const url = databaseUrl(adminUrl, database)
  const ports = [await freePort(), await freePort()]
  instances.push(...(await Promise.all(ports.map((port) => startServerProcess(port, { DATABASE_URL: url })))))
}, 120_000)

afterAll(async () => {
  for (const instance of instances) instance.child.kill('SIGKILL')
  await Promise.all(instances.map((instance) => instance.exited))
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
})

describe('limits across two instances', () => {
  it('a login throttle reached through instance A holds on instance B', async () => {
    const [a, b] = instances as [ServerProcess, ServerProcess]
    const wrong = { email: DEMO_ACCOUNTS.manager.email, password: 'not-the-password', remember: false }
    // The first failures are free; then each one makes the next try wait.
    let statusOnA = 401
    for (let i = 0; i < 10 && statusOnA === 401; i++) statusOnA = (await post(a, '/login', wrong)).status
    expect(statusOnA).toBe(429)
    const onB = await post(b, '/login', wrong)
    expect(onB.status).toBe(429)
    expect(onB.body.message).toMatch(/^Too many failed login attempts/)
  }, 60_000)

  it('a contact burst split across both meets the limit as one', async () => {
    const [a, b] = instances as [ServerProcess, ServerProcess]
    const message = (i: number) => ({
      name: 'Burst Tester',
      email: 'burst@example.com',
      phone: '7700900777',
      message: `Message ${i} of a burst`,
    })
    // Alternate between the instances until the limit answers; with one counter per instance
    // each would have counted only half, and the other instance would still take the next message.
    let accepted = 0
    let refusedBy: ServerProcess | undefined
    for (let i = 0; i < 200 && !refusedBy; i++) {
      const instance = i % 2 === 0 ? a : b
      const res = await post(instance, '/contact', message(i))
      if (res.status === 429) refusedBy = instance
      else {
        expect(res.status).toBe(200)
        accepted += 1
      }
    }
    expect(refusedBy, 'no limit answered 429 within 200 contact messages').toBeDefined()
    expect(accepted).toBeGreaterThan(0)
    const other = refusedBy === a ? b : a
    expect((await post(other, '/contact', message(-1))).status).toBe(429)
  }, 120_000)
})
