import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RegisterRequest } from '@/shared/contract/auth'
import { createSession } from '../../../server/auth/session'
import { loginThrottles, rateLimitHits, users } from '../../../server/db/schema'
import { readEnv } from '../../../server/env'
import { validRegistration } from '../../helpers/registration'
import { createTestApp, type TestApp } from '../../helpers/test-app'

let t: TestApp
/** The same database with small limits, as a second instance would see it. */
let small: TestApp
beforeAll(async () => {
  t = await createTestApp({}, { mailer: { send: async () => {} } })
  small = await createTestApp(
    {
      LOGIN_MAX_FAILURES_PER_ADDRESS: '5',
      RATE_LIMIT_CONTACT: '4',
      RATE_LIMIT_REGISTER: '3',
      RATE_LIMIT_FORGOT_PASSWORD: '2',
      RATE_LIMIT_PAYMENT_INTENT: '3',
      RATE_LIMIT_BOOKING: '2',
    },
    { mailer: { send: async () => {} }, sharing: t },
  )
})
afterAll(async () => {
  await small.close()
  await t.close()
})

let ipCounter = 0
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const post = (app: TestApp, url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: ip, headers })

let emailCounter = 0
const registration = (email = `limits-${++emailCounter}@example.com`) => validRegistration(email)
async function account() {
  const body = registration()
  expect((await post(t, '/register', body, freshIp())).statusCode).toBe(200)
  return body.email
}
const login = (app: TestApp, email: string, password: string, ip: string) =>
  post(app, '/login', { email, password }, ip)
/** Waits out a refusal's Retry-After on the server's clock (only Date is faked, so I/O goes on). */
const waitOut = (seconds: number) => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
  vi.setSystemTime(Date.now() + seconds * 1000)
}

describe('finding 3: login throttling cannot be turned against the owner', () => {
  afterEach(() => vi.useRealTimers())

  it("an attacker's wrong passwords from one address do not keep the owner out from another", async () => {
    const email = await account()
    const attacker = freshIp()
    const answers = []
    for (let i = 0; i < 12; i++) answers.push((await login(t, email, `guess-${i}`, attacker)).statusCode)
    expect(answers).toContain(429)
    expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(6)
    expect((await login(t, email, 'longenough1', freshIp())).statusCode).toBe(200)
  })

  it('each failure of one account from one address doubles the wait: 1 s, 2 s, 4 s …, with Retry-After', async () => {
    const email = await account()
    const ip = freshIp()
    for (let i = 0; i < 4; i++) expect((await login(t, email, 'nope', ip)).statusCode).toBe(401)
    const waits: number[] = []
    for (let round = 0; round < 3; round++) {
      const refused = await login(t, email, 'longenough1', ip)
      expect(refused.statusCode).toBe(429)
      expect(refused.json().message).toMatch(
        /^Too many failed login attempts\. Please wait \d+ seconds? and try again\.$/,
      )
      waits.push(Number(refused.headers['retry-after']))
      waitOut(waits.at(-1)!)
      expect((await login(t, email, 'nope', ip)).statusCode).toBe(401)
    }
    expect(waits).toEqual([1, 2, 4])
    // After the wait, the right password signs in and clears the count.
    waitOut(8)
    expect((await login(t, email, 'longenough1', ip)).statusCode).toBe(200)
    expect(await t.db.select().from(loginThrottles).where(eq(loginThrottles.email, email))).toEqual([])
  })

  it('one address guessing across many accounts meets a ceiling (LOGIN_MAX_FAILURES_PER_ADDRESS)', async () => {
    const email = await account()
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await login(small, `someone-${i}@example.com`, 'x', ip)).statusCode).toBe(401)
    const next = await login(small, email, 'longenough1', ip)
    expect(next.statusCode).toBe(429)
    expect(next.json().message).toMatch(/from your network/)
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0)
    expect((await login(small, email, 'longenough1', freshIp())).statusCode).toBe(200)
  })

  it('a correct login is never refused for volume: 70 in a row from one address', async () => {
    const email = await account()
    const ip = freshIp()
    for (let i = 0; i < 70; i++) expect((await login(t, email, 'longenough1', ip)).statusCode).toBe(200)
  })
})

describe('finding 3: TRUST_PROXY', () => {
  const contact = (app: TestApp, ip: string, forwardedFor?: string) =>
    post(
      app,
      '/contact',
      { name: 'Sam', email: 'sam@example.com', phone: '7700900123', message: 'Hello' },
      ip,
      forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    )

  it('off by default: X-Forwarded-For is not believed, so it cannot dodge a limit', async () => {
    const ip = freshIp()
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await contact(small, ip, `198.51.100.${i}`)).statusCode)
    expect(statuses).toEqual([200, 200, 200, 200, 429])
  })

  it('behind a load balancer (TRUST_PROXY=1) each visitor is counted by their own address', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_CONTACT: '4' }, { sharing: t })
    try {
      const balancer = freshIp()
      for (let i = 0; i < 6; i++) expect((await contact(proxied, balancer, `203.0.113.${i}`)).statusCode).toBe(200)
      const visitor = '203.0.113.200'
      const statuses = []
      for (let i = 0; i < 5; i++) statuses.push((await contact(proxied, balancer, visitor)).statusCode)
      expect(statuses).toEqual([200, 200, 200, 200, 429])
    } finally {
      await proxied.close()
    }
  })

  it('takes a hop count or a list of proxy addresses, and refuses anything else at start-up', () => {
    expect(readEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(readEnv({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.0.1.0/24'])
    expect(readEnv({}).TRUST_PROXY).toBe(false)
    expect(() => readEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/)
  })
})

describe('finding 4: calls that mail, write or probe are limited per address, with 429 and Retry-After', () => {
  it('a burst of 120 contact messages meets a 429 long before the 120th (default settings)', async () => {
    const ip = freshIp()
    let first429 = 0
    for (let i = 1; i <= 120 && first429 === 0; i++) {
      const res = await post(
        t,
        '/contact',
        { name: 'Sam', email: 'sam@example.com', phone: '7700900123', message: `Hi ${i}` },
        ip,
      )
      if (res.statusCode === 429) {
        first429 = i
        expect(res.json().message).toMatch(/^Too many attempts\. Please wait (a minute|\d+ minutes) and try again\.$/)
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
      } else expect(res.statusCode).toBe(200)
    }
    expect(first429).toBeGreaterThan(10)
    expect(first429).toBeLessThanOrEqual(30)
  })

  it('register and forgot-password, each within its own setting', async () => {
    const ip = freshIp()
    const registers = []
    for (let i = 0; i < 4; i++) registers.push((await post(small, '/register', registration(), ip)).statusCode)
    expect(registers).toEqual([200, 200, 200, 429])
    const forgot = []
    for (let i = 0; i < 3; i++)
      forgot.push((await post(small, '/forgot-password', { email: 'who@example.com' }, ip)).statusCode)
    expect(forgot).toEqual([200, 200, 429])
  })

  it('register is limited with the default settings too (each one sends a welcome mail)', async () => {
    const ip = freshIp()
    const statuses = []
    for (let i = 0; i < 25; i++) statuses.push((await post(t, '/register', registration(), ip)).statusCode)
    expect(statuses).toContain(429)
  })

  it('both create-payment-intent calls share one count (no coupon-guessing oracle), and save-basic-info has its own', async () => {
    const [user] = await t.db
      .insert(users)
      .values({ name: 'Payer', email: `payer-${++emailCounter}@example.com`, role: 'individual', passwordHash: 'x' })
      .returning({ id: users.id })
    const auth = { authorization: `Bearer ${await createSession(t.db, user!.id, false)}` }
    const ip = freshIp()
    const cart = {
      amount: 1,
      currency: 'gbp',
      uid: user!.id,
      name: 'P',
      email: 'p@example.com',
      phone: '7700900123',
      address: 'A',
      cart: [{ id: 1, image: '', name: 'x', price: 1, quantity: 1 }],
      discount: 0,
      coupon_code: 'GUESS1',
    }
    const booking = { token_unique_key: 'x'.repeat(43), amount: 1, currency: 'GBP' }
    const statuses = [
      (await post(small, '/create-payment-intent', cart, ip, auth)).statusCode,
      (await post(small, '/inhouse/create-payment-intent', booking, ip, auth)).statusCode,
      (await post(small, '/create-payment-intent', { ...cart, coupon_code: 'GUESS2' }, ip, auth)).statusCode,
      (await post(small, '/inhouse/create-payment-intent', booking, ip, auth)).statusCode,
    ]
    expect(statuses.slice(0, 3)).not.toContain(429)
    expect(statuses[3]).toBe(429)

    const basic = {
      name: 'P',
      email: 'p@example.com',
      address: 'A',
      postal_code: 'LS1 4AB',
      training_date: '2031-01-01',
      no_of_users: 1,
      course_id: 1,
    }
    const saves = []
    for (let i = 0; i < 3; i++) saves.push((await post(small, '/inhouse/save-basic-info', basic, ip)).statusCode)
    expect(saves[2]).toBe(429)
  })
})

describe('limits hold across instances (the counters are in the database)', () => {
  it('two app instances on one database share one contact limit and one login throttle', async () => {
    const other = await createTestApp({ RATE_LIMIT_CONTACT: '4', LOGIN_MAX_FAILURES_PER_ADDRESS: '5' }, { sharing: t })
    try {
      const ip = freshIp()
      const message = { name: 'Sam', email: 'sam@example.com', phone: '7700900123', message: 'Hello' }
      const statuses = []
      for (let i = 0; i < 6; i++)
        statuses.push((await post(i % 2 === 0 ? small : other, '/contact', message, ip)).statusCode)
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429])

      const email = await account()
      const attacker = freshIp()
      for (let i = 0; i < 4; i++) await login(i % 2 === 0 ? small : other, email, 'nope', attacker)
      expect((await login(other, email, 'nope', attacker)).statusCode).toBe(429)
      expect((await login(small, email, 'nope', attacker)).statusCode).toBe(429)
    } finally {
      await other.close()
    }
  })
})

describe('expired counters are cleaned up', () => {
  it('a window that ended is deleted by the next sweep; a live one stays', async () => {
    await t.db.insert(rateLimitHits).values([
      { key: 'test|expired', hits: 3, resetAt: new Date(Date.now() - 1000) },
      { key: 'test|live', hits: 3, resetAt: new Date(Date.now() + 60_000) },
    ])
    const fresh = await createTestApp({}, { sharing: t })
    try {
      await post(
        fresh,
        '/contact',
        { name: 'Sam', email: 'sam@example.com', phone: '7700900123', message: 'Hi' },
        freshIp(),
      )
      await expect
        .poll(async () => (await t.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'test|expired'))).length)
        .toBe(0)
      expect(await t.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, 'test|live'))).toHaveLength(1)
    } finally {
      await fresh.close()
    }
  })
})

describe('finding 5: registration costs the same whether or not the email exists', () => {
  it('a taken email takes as long as a new one (the password is hashed on both paths)', async () => {
    const slow = await createTestApp(
      { RATE_LIMIT_REGISTER: '0' },
      { sharing: t, scryptLogN: 15, mailer: { send: async () => {} } },
    )
    try {
      const taken = registration()
      expect((await post(slow, '/register', taken, freshIp())).statusCode).toBe(200)
      const time = async (body: RegisterRequest) => {
        const started = performance.now()
        const res = await post(slow, '/register', body, freshIp())
        return { ms: performance.now() - started, status: res.statusCode }
      }
      const takenTimes: number[] = []
      const newTimes: number[] = []
      for (let i = 0; i < 5; i++) {
        const a = await time(taken)
        expect(a.status).toBe(422)
        takenTimes.push(a.ms)
        const b = await time(registration())
        expect(b.status).toBe(200)
        newTimes.push(b.ms)
      }
      const median = (values: number[]) => [...values].sort((x, y) => x - y)[2]!
      expect(median(takenTimes)).toBeGreaterThan(median(newTimes) * 0.6)
      // The per-field error stays.
      expect((await post(slow, '/register', taken, freshIp())).json().errors).toEqual({
        email: ['An account with this email already exists.'],
      })
    } finally {
      await slow.close()
    }
  })
})

describe('finding 6: payments refuse to run unconfigured in production', () => {
  it('NODE_ENV=production without Stripe keys stops at start-up, naming the variables', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY.*PAYMENTS=sandbox/s)
    expect(readEnv({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x' }).NODE_ENV).toBe('production')
    expect(() => readEnv({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/)
  })

  it('npm start (NODE_ENV unset) keeps the sandbox as today', () => {
    expect(readEnv({}).STRIPE_SECRET_KEY).toBeUndefined()
    expect(() => readEnv({})).not.toThrow()
  })

  it('PAYMENTS=sandbox in production starts, with a warning in the log', async () => {
    const lines: string[] = []
    const sandboxed = await createTestApp(
      { NODE_ENV: 'production', PAYMENTS: 'sandbox', LOG_LEVEL: 'warn' },
      { sharing: t, logStream: { write: (line) => void lines.push(line) } },
    )
    try {
      expect(lines.join('\n')).toMatch(/PAYMENTS=sandbox: this production server takes test card payments only/)
      const res = await sandboxed.app.inject({ method: 'POST', url: '/api/sandbox/confirm', payload: {} })
      expect(res.statusCode).not.toBe(404)
    } finally {
      await sandboxed.close()
    }
  })
})
