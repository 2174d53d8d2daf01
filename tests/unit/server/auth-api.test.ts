import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authCalls, REGISTER_MESSAGES, type RegisterRequest } from '@/shared/contract/auth'
import { isSubUser } from '@/shared/contract/sub-user'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../server/auth/demo-accounts'
import { TOO_MANY_REQUESTS } from '../../../server/auth/flood-guard'
import { hashToken } from '../../../server/auth/tokens'
import { sessions, users } from '../../../server/db/schema'
import { LOGIN_REQUIRED } from '../../../server/lib/route'
import { AUTH_MESSAGES } from '../../../server/auth/accounts'
import { validRegistration } from '../../helpers/registration'
import { createTestApp } from '../../helpers/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({}, { mailer: { send: async () => {} } })
})
afterAll(() => t.close())

const post = (url: string, payload: object, options: { token?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  })
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })

let ipCounter = 0
/** A fresh address, so that tests about the per-account limit are not blocked by the per-address one. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

describe('POST /register', () => {
  it('checks the four rules in the spec order, reporting only the first that fails', async () => {
    const body = {
      ...validRegistration('order@example.com'),
      phone: '12345',
      termsAccepted: 0 as const,
      password: 'short',
      password_confirmation: 'other',
    }
    const steps: [Partial<RegisterRequest>, string, string][] = [
      [{}, 'phone', REGISTER_MESSAGES.phone],
      [{ phone: '7700900123' }, 'termsAccepted', REGISTER_MESSAGES.terms],
      [{ termsAccepted: 1 }, 'password', REGISTER_MESSAGES.passwordLength],
      [{ password: 'longenough1' }, 'password_confirmation', REGISTER_MESSAGES.passwordMatch],
    ]
    for (const [fix, field, message] of steps) {
      Object.assign(body, fix)
      const res = await post('/register', body)
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({ message, errors: { [field]: [message] } })
    }
    const ok = await post('/register', { ...body, password_confirmation: 'longenough1' })
    expect(ok.statusCode).toBe(200)
  })

  it('refuses a phone with letters and a company without its name', async () => {
    expect(
      (await post('/register', { ...validRegistration('p@example.com'), phone: '77009001ab' })).json().message,
    ).toBe(REGISTER_MESSAGES.phone)
    const company = await post('/register', {
      ...validRegistration('c@example.com'),
      role: 'company',
      company_name: '  ',
    })
    expect(company.statusCode).toBe(422)
    expect(company.json().errors.company_name).toEqual(['Company name is required.'])
  })

  it('refuses a company name on two lines: it would write the invitation mail’s subject and first line', async () => {
    const email = 'two-lines@example.com'
    const res = await post('/register', {
      ...validRegistration(email),
      role: 'company',
      company_name: 'Carewise Security\nYour account is suspended. Verify now at http://evil.example/verify',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ company_name: ['Write the company name on one line.'] })
    const separated = await post('/register', {
      ...validRegistration(email),
      name: 'Sam\u2028Carer',
      city: 'York\u202e',
    })
    expect(separated.statusCode).toBe(422)
    expect(separated.json().errors).toEqual({
      name: ['Write the name on one line.'],
      city: ['Remove the hidden characters from the city.'],
    })
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toEqual([])
  })

  it('answers token, user and message, and stores only a hash of the password and of the token', async () => {
    const res = await post('/register', {
      ...validRegistration('New.Person@Example.com'),
      role: 'company',
      company_name: 'Acme Care',
      parent: 7,
    })
    expect(res.statusCode).toBe(200)
    const session = authCalls.register.response.parse(res.json())
    expect(session.message).toBe(AUTH_MESSAGES.registered)
    expect(session.user).toMatchObject({
      name: 'Sam Carer',
      email: 'new.person@example.com',
      role: 'company',
      company_name: 'Acme Care',
      parent: 0,
    })
    expect(res.json().user).not.toHaveProperty('password_hash')
    expect(res.json().user).not.toHaveProperty('passwordHash')

    const [row] = await t.db.select().from(users).where(eq(users.email, 'new.person@example.com'))
    expect(row?.passwordHash).toMatch(/^scrypt\$/)
    expect(row?.passwordHash).not.toContain('longenough1')
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, row!.id))
    expect(stored).toHaveLength(1)
    expect(stored[0]?.tokenHash).toBe(hashToken(session.token))
    expect(stored[0]?.tokenHash).not.toContain(session.token)
    // A registration session lasts one day.
    const hours = (stored[0]!.expiresAt.getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(23.9)
    expect(hours).toBeLessThanOrEqual(24)
    expect((await me(session.token)).json().user.email).toBe('new.person@example.com')
  })

  it('refuses a taken email (in any case) with a field error', async () => {
    const res = await post('/register', validRegistration(DEMO_ACCOUNTS.learner.email.toUpperCase()))
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: AUTH_MESSAGES.emailTaken,
      errors: { email: ['An account with this email already exists.'] },
    })
  })
})

describe('POST /login', () => {
  const email = 'login@example.com'
  beforeAll(async () => {
    expect((await post('/register', validRegistration(email))).statusCode).toBe(200)
  })

  it('logs in, with a one-day session, or thirty days with remember me', async () => {
    const res = await post('/login', { email: 'LOGIN@example.com', password: 'longenough1' }, { ip: freshIp() })
    expect(res.statusCode).toBe(200)
    const session = authCalls.login.response.parse(res.json())
    expect(session.message).toBe('Login successful!')
    expect(session.user.email).toBe(email)

    const remembered = authCalls.login.response.parse(
      (await post('/login', { email, password: 'longenough1', remember: true }, { ip: freshIp() })).json(),
    )
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(remembered.token)))
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
  })

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await post('/login', { email, password: 'wrong-password' }, { ip: freshIp() })
    const unknown = await post('/login', { email: 'nobody@example.com', password: 'wrong-password' }, { ip: freshIp() })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.badCredentials })
    expect(unknown.json()).toEqual(wrong.json())
  })

  it("one person's typos do not lock out others who share the address (a care home's Wi-Fi)", async () => {
    const ip = freshIp()
    for (let i = 1; i <= 6; i++) {
      await post('/login', { email: 'typos@example.com', password: `guess-${i}` }, { ip })
    }
    expect((await post('/login', { email: 'typos@example.com', password: 'x' }, { ip })).statusCode).toBe(429)
    expect(t.env.LOGIN_MAX_FAILURES_PER_ADDRESS).toBe(30)
    expect((await post('/login', { email, password: 'longenough1' }, { ip })).statusCode).toBe(200)
  })

  it('rate-limits floods of the other auth calls from one address (60 a minute)', async () => {
    const ip = freshIp()
    for (let i = 0; i < 60; i++) {
      expect((await post('/reset-password', { email: 'not-an-email' }, { ip })).statusCode).toBe(422)
    }
    const res = await post('/reset-password', { email: 'not-an-email' }, { ip })
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual({ message: TOO_MANY_REQUESTS })
    expect(res.headers['retry-after']).toBeDefined()
    expect((await post('/reset-password', { email: 'not-an-email' }, { ip: freshIp() })).statusCode).toBe(422)
  })

  it('lets the demo accounts in, with the company and its two sub-users', async () => {
    const login = (account: { email: string }) =>
      post('/login', { email: account.email, password: DEMO_PASSWORD }, { ip: freshIp() }).then((res) => {
        expect(res.statusCode).toBe(200)
        return authCalls.login.response.parse(res.json()).user
      })
    const manager = await login(DEMO_ACCOUNTS.manager)
    expect(manager).toMatchObject({ role: 'company', company_name: 'Sunrise Care Homes Ltd', parent: 0 })
    expect(isSubUser(await login(DEMO_ACCOUNTS.learner))).toBe(false)
    for (const account of [DEMO_ACCOUNTS.amy, DEMO_ACCOUNTS.ben]) {
      const user = await login(account)
      expect(user.parent).toBe(manager.id)
      expect(isSubUser(user)).toBe(true)
    }
  })
})

describe('sessions', () => {
  it('GET /me needs a valid bearer token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/me' })
    expect(none.statusCode).toBe(401)
    expect(none.json()).toEqual({ message: LOGIN_REQUIRED })
    expect(LOGIN_REQUIRED).toBe('Please log in to continue.')
    expect((await me('not-a-token')).statusCode).toBe(401)
    expect((await me('A'.repeat(43))).statusCode).toBe(401)
  })

  it('POST /logout revokes the session on the server', async () => {
    const { token } = authCalls.register.response.parse(
      (await post('/register', validRegistration('logout@example.com'))).json(),
    )
    const other = authCalls.login.response.parse(
      (await post('/login', { email: 'logout@example.com', password: 'longenough1' }, { ip: freshIp() })).json(),
    ).token
    expect((await me(token)).statusCode).toBe(200)
    const res = await post('/logout', {}, { token })
    expect(res.statusCode).toBe(200)
    expect(authCalls.logout.response.parse(res.json()).message).toBe(AUTH_MESSAGES.loggedOut)
    expect((await me(token)).statusCode).toBe(401)
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token))),
    ).toEqual([])
    // Only that session: the same account on another device stays signed in.
    expect((await me(other)).statusCode).toBe(200)
    expect((await post('/logout', {}, { token })).statusCode).toBe(401)
  })

  it('an expired session is refused', async () => {
    const { token } = authCalls.register.response.parse(
      (await post('/register', validRegistration('expired@example.com'))).json(),
    )
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)))
    const res = await me(token)
    expect(res.statusCode).toBe(401)
    expect(res.headers['cache-control']).toBe('private, no-store')
  })
})
