import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authCalls, type RegisterRequest } from '@/shared/contract/auth'
import { hashToken } from '../../../server/auth/tokens'
import { passwordResets, users } from '../../../server/db/schema'
import type { Mail } from '../../../server/mail/mailer'
import { AUTH_MESSAGES, FORGOT_MIN_MS } from '../../../server/auth/accounts'
import { createTestApp } from '../../helpers/test-app'

const mails: Mail[] = []
const logLines: string[] = []
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'trace', PUBLIC_URL: 'https://shop.example/' },
    {
      mailer: { send: async (mail) => void mails.push(mail) },
      logStream: { write: (line) => void logLines.push(line) },
    },
  )
})
afterAll(() => t.close())

let ipCounter = 0
const post = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    remoteAddress: `10.2.0.${++ipCounter}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })

async function register(email: string, password = 'first-password') {
  const body: RegisterRequest = {
    name: 'Reset Tester',
    phone: '7700900555',
    email,
    password,
    password_confirmation: password,
    city: 'Bath',
    country: 'United Kingdom',
    role: 'individual',
    termsAccepted: 1,
  }
  const res = await post('/register', body)
  expect(res.statusCode).toBe(200)
  return authCalls.register.response.parse(res.json()).token
}

/** The reset link of the latest mail to `email`, as the user would open it. */
async function resetLinkFor(email: string): Promise<URL> {
  await expect
    .poll(() => mails.filter((mail) => mail.to === email && /reset/i.test(mail.subject)).length)
    .toBeGreaterThan(0)
  const mail = mails.filter((m) => m.to === email && /reset/i.test(m.subject)).at(-1)!
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0]
  expect(link).toBeDefined()
  return new URL(link!)
}

describe('POST /forgot-password', () => {
  it('answers the same, no sooner than the minimum delay, for known and unknown emails', async () => {
    await register('known@example.com')
    const timed = async (email: string) => {
      const started = performance.now()
      const res = await post('/forgot-password', { email })
      return { res, ms: performance.now() - started }
    }
    const known = await timed('known@example.com')
    const unknown = await timed('unknown@example.com')
    expect(known.res.statusCode).toBe(200)
    expect(unknown.res.statusCode).toBe(200)
    expect(known.res.json()).toEqual({
      status: 'success',
      message: 'If an account exists for that email, we have sent a password reset link.',
    })
    expect(unknown.res.body).toBe(known.res.body)
    expect(known.ms).toBeGreaterThanOrEqual(FORGOT_MIN_MS - 5)
    expect(unknown.ms).toBeGreaterThanOrEqual(FORGOT_MIN_MS - 5)
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(150)
    await resetLinkFor('known@example.com')
    expect(mails.some((mail) => mail.to === 'unknown@example.com')).toBe(false)
  })

  it('mails a link to /reset-password on PUBLIC_URL with the email and a token stored only hashed', async () => {
    await register('Link+Tag@example.com')
    await post('/forgot-password', { email: 'link+tag@EXAMPLE.com' })
    const link = await resetLinkFor('link+tag@example.com')
    expect(`${link.origin}${link.pathname}`).toBe('https://shop.example/reset-password')
    expect(link.searchParams.get('email')).toBe('link+tag@example.com')
    const token = link.searchParams.get('token')!
    const [account] = await t.db.select().from(users).where(eq(users.email, 'link+tag@example.com'))
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, account!.id))
    expect(row?.tokenHash).toBe(hashToken(token))
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(59.9)
    expect(minutes).toBeLessThanOrEqual(60)
  })
})

describe('POST /reset-password', () => {
  it('sets the new password once, and signs out every session of the account', async () => {
    const email = 'once@example.com'
    const sessionA = await register(email)
    const sessionB = authCalls.login.response.parse(
      (await post('/login', { email, password: 'first-password' })).json(),
    ).token
    await post('/forgot-password', { email })
    const token = (await resetLinkFor(email)).searchParams.get('token')!

    const res = await post('/reset-password', { email, token, password: 'second-password' })
    expect(res.statusCode).toBe(200)
    expect(authCalls.resetPassword.response.parse(res.json()).message).toBe(AUTH_MESSAGES.resetDone)
    expect((await me(sessionA)).statusCode).toBe(401)
    expect((await me(sessionB)).statusCode).toBe(401)
    expect((await post('/login', { email, password: 'first-password' })).statusCode).toBe(401)
    expect((await post('/login', { email, password: 'second-password' })).statusCode).toBe(200)

    const again = await post('/reset-password', { email, token, password: 'third-password' })
    expect(again.statusCode).toBe(422)
    expect(again.json()).toEqual({ message: 'This password reset link is invalid or has expired.' })
    expect((await post('/login', { email, password: 'second-password' })).statusCode).toBe(200)
  })

  it('lets the owner in at once from an address whose guesses were being throttled', async () => {
    const email = 'throttled@example.com'
    await register(email)
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: '10.2.9.9' })
    for (let i = 0; i < 4; i++) expect((await login('wrong-guess')).statusCode).toBe(401)
    expect((await login('first-password')).statusCode).toBe(429)
    await post('/forgot-password', { email })
    const token = (await resetLinkFor(email)).searchParams.get('token')!
    expect((await post('/reset-password', { email, token, password: 'second-password' })).statusCode).toBe(200)
    expect((await login('second-password')).statusCode).toBe(200)
  })

  it('refuses a link after 60 minutes, for another email, or a made-up token', async () => {
    const email = 'late@example.com'
    await register(email)
    await post('/forgot-password', { email })
    const token = (await resetLinkFor(email)).searchParams.get('token')!
    const invalid = { message: AUTH_MESSAGES.resetInvalid }

    expect(
      (await post('/reset-password', { email: 'known@example.com', token, password: 'new-password' })).json(),
    ).toEqual(invalid)
    expect((await post('/reset-password', { email, token: 'A'.repeat(43), password: 'new-password' })).json()).toEqual(
      invalid,
    )
    expect((await post('/reset-password', { email, token: 'short', password: 'new-password' })).json()).toEqual(invalid)

    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(token)))
    const late = await post('/reset-password', { email, token, password: 'new-password' })
    expect(late.statusCode).toBe(422)
    expect(late.json()).toEqual(invalid)
    expect((await post('/login', { email, password: 'first-password' })).statusCode).toBe(200)
  })

  it('keeps the 6-character minimum', async () => {
    const res = await post('/reset-password', { email: 'x@example.com', token: 'A'.repeat(43), password: '12345' })
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe('Password must be at least 6 characters long.')
  })
})

describe('logs', () => {
  it('never contain a password, a session token, a reset token or a profile-link code', async () => {
    const email = 'quiet@example.com'
    const secrets = ['Pa55word-first', 'Pa55word-second']
    const token = await register(email, secrets[0])
    secrets.push(token)
    const login = authCalls.login.response.parse((await post('/login', { email, password: secrets[0]! })).json())
    secrets.push(login.token)
    await post('/login', { email, password: 'Wrong-Pa55word' })
    secrets.push('Wrong-Pa55word')
    await post('/forgot-password', { email })
    const reset = (await resetLinkFor(email)).searchParams.get('token')!
    secrets.push(reset)
    // The reset link's page itself (a client route) is requested with the token in its query.
    await t.app.inject({ method: 'GET', url: `/reset-password?email=${encodeURIComponent(email)}&token=${reset}` })
    await post('/reset-password', { email, token: reset, password: secrets[1]! })
    const fresh = authCalls.login.response.parse((await post('/login', { email, password: secrets[1]! })).json()).token
    secrets.push(fresh)
    const { code } = authCalls.dashboardCode.response.parse((await post('/user-dashboard-code', {}, fresh)).json())
    secrets.push(code)
    const page = await t.app.inject({ method: 'GET', url: `/user_dashboard?auth=${code}` })
    const cookie = /carewise_dashboard=([^;]+)/.exec(String(page.headers['set-cookie']))![1]!
    secrets.push(cookie)
    await t.app.inject({ method: 'GET', url: '/user_dashboard', headers: { cookie: `carewise_dashboard=${cookie}` } })
    await post('/logout', {}, fresh)

    const log = logLines.join('')
    expect(log).toContain('incoming request')
    expect(log).toContain('/user_dashboard?auth=%5Bredacted%5D')
    for (const secret of secrets) expect(log).not.toContain(secret)
  })

  it('never contain a token inside a return address, such as the invitation link kept in /login?from=', async () => {
    // The accept page sends a signed-out visitor to log in, keeping its own address (with the
    // invitation token) in `from`, encoded once, or twice when it passes through another page.
    const token = 'Inv1tat10nT0kenNeverLogged_abcdefghijklmnopq'
    const from = `/accept-invite?token=${token}`
    const urls = [
      `/login?from=${encodeURIComponent(from)}`,
      `/register?next=${encodeURIComponent(`/login?from=${encodeURIComponent(from)}`)}`,
      `/api/no-such-page?from=${encodeURIComponent(from)}`,
    ]
    for (const url of urls) await t.app.inject({ method: 'GET', url })
    const log = logLines.join('')
    expect(log).not.toContain(token)
    expect(log).toContain('/login?from=')
  })

  it('the outbox mailer logs the recipient, subject and file, and writes the link only to the file', async () => {
    const outbox = await createTestApp(
      { LOG_LEVEL: 'info', PUBLIC_URL: 'https://shop.example' },
      { logStream: { write: (line) => void logLines.push(line) } },
    )
    try {
      const email = 'outbox@example.com'
      const registered = await outbox.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          name: 'Out Box',
          phone: '7700900999',
          email,
          password: 'outbox-pass',
          password_confirmation: 'outbox-pass',
          city: 'Hull',
          country: 'United Kingdom',
          role: 'individual',
          termsAccepted: 1,
        },
      })
      expect(registered.statusCode).toBe(200)
      await outbox.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } })
      const dir = join(outbox.env.DATA_DIR, 'mail')
      await expect.poll(() => (existsSync(dir) ? readdirSync(dir).length : 0)).toBe(2)
      const files = readdirSync(dir).map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Mail)
      const resetMail = files.find((mail) => mail.subject.startsWith('Reset'))!
      expect(resetMail.to).toBe(email)
      const token = /token=([\w-]+)/.exec(resetMail.text)![1]!
      const log = logLines.join('')
      expect(log).toContain('mail written to the outbox')
      expect(log).toContain(`"subject":"${resetMail.subject}"`)
      expect(log).not.toContain(token)
      expect(log).not.toContain('outbox-pass')
    } finally {
      await outbox.close()
    }
  })
})
