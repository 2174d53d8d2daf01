// @module-tag pglite-only: a server process on a PGlite copy of its own; tests/integration/two-instances.test.ts kills and restarts instances on PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../../server/auth/session'
import { courses, orderLines, orders, users } from '../../../server/db/schema'
import { pgliteTemplateDir } from '../../helpers/test-database'
import { createTestApp } from '../../helpers/test-app'

const billing = {
  uid: 1,
  name: 'Integrity Tester',
  email: 'integrity@example.com',
  phone: '7700900102',
  address: '2 Care Street, York',
}
const CARD = { card_number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' }

/** A paid sandbox intent for one course, made through the API as a browser would. */
async function paidIntent(
  call: (url: string, body: object) => Promise<{ status: number; body: Record<string, unknown> }>,
  course: { id: number; name: string },
) {
  const cart = [{ id: course.id, image: '', name: course.name, price: 0, quantity: 1 }]
  // The client's amount is refused with the server's own (409); the client then uses that.
  const refused = await call('/create-payment-intent', { amount: 0, currency: 'gbp', ...billing, cart, discount: 0 })
  expect(refused.status).toBe(409)
  const amount = refused.body.amount as number
  const intent = await call('/create-payment-intent', { amount, currency: 'gbp', ...billing, cart, discount: 0 })
  expect(intent.status).toBe(200)
  const confirmed = await call('/sandbox/confirm', { client_secret: intent.body.clientSecret, ...CARD })
  expect(confirmed.body.status).toBe('succeeded')
  return { amount, cart, paymentIntentId: intent.body.paymentIntentId as string }
}

/** One API on a private database for the in-process tests, each test signing in its own user. */
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function signedInCaller(email: string) {
  const [user] = await t.db
    .insert(users)
    .values({ name: 'Payer', email, role: 'individual', passwordHash: 'x' })
    .returning()
  const token = await createSession(t.db, user!.id, false)
  return async (url: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers: { authorization: `Bearer ${token}` },
    })
    return { status: res.statusCode, body: res.json() as Record<string, unknown> }
  }
}

async function anOnlineCourse() {
  const [course] = await t.db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(eq(courses.courseFor, 'online'))
    .limit(1)
  return course!
}

describe('payment-success under concurrency', () => {
  it('20 parallel payment-success calls for one intent make exactly one order, with its lines', async () => {
    const call = await signedInCaller('racer@example.com')
    const course = await anOnlineCourse()
    const paid = await paidIntent(call, course)
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('/payment-success', {
          ...billing,
          amount: paid.amount,
          cart: paid.cart,
          discount: 0,
          payment_intent_id: paid.paymentIntentId,
        }),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200))
    const orderIds = new Set(results.map((r) => (r.body.order as { id: number }).id))
    expect(orderIds.size).toBe(1)
    const [orderId] = [...orderIds]
    const rows = await t.db.select().from(orders)
    expect(rows.filter((o) => o.paymentIntentId === paid.paymentIntentId)).toHaveLength(1)
    const lines = await t.db.select().from(orderLines)
    expect(lines.filter((l) => l.orderId === orderId)).toHaveLength(1)
  })
})

describe('a paid cart payment that was never recorded', () => {
  it('is handed back when Pay is pressed again, so it is recorded instead of charged twice', async () => {
    const call = await signedInCaller('closed-tab@example.com')
    const course = await anOnlineCourse()
    // Paid with the card, then the tab closed before payment-success was called.
    const paid = await paidIntent(call, course)
    const order = { ...billing, amount: paid.amount, cart: paid.cart, discount: 0 }

    const again = await call('/create-payment-intent', { ...order, currency: 'gbp' })
    expect(again.body.paymentIntentId).toBe(paid.paymentIntentId)
    expect((await call('/payment-success', { ...order, payment_intent_id: paid.paymentIntentId })).status).toBe(200)

    // Once recorded, buying the same again is a new payment.
    const next = await call('/create-payment-intent', { ...order, currency: 'gbp' })
    expect(next.body.paymentIntentId).not.toBe(paid.paymentIntentId)
  })
})

describe('a server killed in the middle of a burst of orders', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carewise-kill-'))
  const port = 18_000 + Math.floor(Math.random() * 1000)
  const origin = `http://127.0.0.1:${port}`
  let server: ChildProcess | undefined
  let exited: Promise<unknown> = Promise.resolve()

  async function start() {
    // `node --import tsx` so that the process we kill is the server itself, not a launcher.
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: '',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
      },
      stdio: 'ignore',
    })
    const child = server
    exited = new Promise((done) => child.once('exit', done))
    for (let waited = 0; waited < 60_000; waited += 200) {
      try {
        if ((await fetch(`${origin}/api/health`)).ok) return
      } catch {
        // starting
      }
      await new Promise((done) => setTimeout(done, 200))
    }
    throw new Error('server did not start')
  }

  afterAll(() => {
    server?.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('leaves no partial order, and every paid intent can still be completed exactly once', async () => {
    cpSync(pgliteTemplateDir(), join(dataDir, 'db'), { recursive: true })
    await start()
    const login = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'learner@carewise.example', password: 'CarewiseDemo1', remember: false }),
    })
    const { token } = (await login.json()) as { token: string }
    const call = async (url: string, body: object) => {
      const res = await fetch(`${origin}/api${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      })
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    }
    const list = (await (await fetch(`${origin}/api/courselist`)).json()) as {
      data: { id: number; name: string; course_for: string }[]
    }
    const paid = []
    for (const course of list.data.filter((c) => c.course_for === 'online').slice(0, 12))
      paid.push(await paidIntent(call, course))

    // Fire every payment-success at once and kill the server as soon as the first is answered.
    const burst = paid.map((p) =>
      call('/payment-success', {
        ...billing,
        amount: p.amount,
        cart: p.cart,
        discount: 0,
        payment_intent_id: p.paymentIntentId,
      }).catch(() => null),
    )
    await Promise.race(burst)
    server!.kill('SIGKILL')
    await Promise.all(burst)
    await exited

    await start()
    const relogin = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'learner@carewise.example', password: 'CarewiseDemo1', remember: false }),
    })
    const session = (await relogin.json()) as { token: string }
    const myOrders = async () => {
      const res = await fetch(`${origin}/api/my/orders`, { headers: { authorization: `Bearer ${session.token}` } })
      return ((await res.json()) as { data: { total: number; lines: { price: number; quantity: number }[] }[] }).data
    }
    // Whatever survived the crash is whole: every order has its lines and they add up.
    for (const order of await myOrders()) {
      expect(order.lines.length).toBeGreaterThan(0)
      const sum = order.lines.reduce((total, line) => total + line.price * line.quantity, 0)
      expect(Math.round(sum * 100)).toBe(Math.round(order.total * 100))
    }
    // Completing every payment again gives exactly one order per intent.
    const again = await Promise.all(
      paid.map((p) =>
        fetch(`${origin}/api/payment-success`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
          body: JSON.stringify({
            ...billing,
            amount: p.amount,
            cart: p.cart,
            discount: 0,
            payment_intent_id: p.paymentIntentId,
          }),
        }).then((res) => res.status),
      ),
    )
    expect(again).toEqual(Array(paid.length).fill(200))
    expect(await myOrders()).toHaveLength(paid.length)
    server!.kill('SIGTERM')
    await exited
  }, 180_000)
})
