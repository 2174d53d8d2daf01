import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validRegistration } from '../../helpers/registration'
import type { Mail } from '../../../server/mail/mailer'
import { createTestApp, outboxSettled, type TestApp } from '../../helpers/test-app'

/**
 * Staff of a care home share one address (its Wi-Fi). Strangers failing
 * logins there must not lock out a device that has signed in before (OWASP's device cookies),
 * while guessing from unknown devices is still slowed.
 */
let t: TestApp
const mails: Mail[] = []
beforeAll(async () => {
  t = await createTestApp(
    { PASSWORD_HASH_CONCURRENCY: '2' },
    { mailer: { send: async (mail) => void mails.push(mail) } },
  )
})
afterAll(async () => {
  await t.close()
})

let ipCounter = 0
const freshIp = () => `10.44.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`
let emailCounter = 0

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>

/** What a browser does: POST /api/login with the cookies it holds for that path. */
const login = (email: string, password: string, ip: string, cookie?: string, app: TestApp = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  })

async function account(): Promise<string> {
  const email = `device-${++emailCounter}@example.com`
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: validRegistration(email),
    remoteAddress: freshIp(),
  })
  expect(res.statusCode).toBe(200)
  return email
}

/** The `name=value` a browser would keep from the answer's Set-Cookie, or '' when there is none. */
const keptCookie = (res: Answer): string => {
  const header = res.headers['set-cookie']
  const line = Array.isArray(header) ? header.find((one) => one.startsWith('login_device=')) : header
  return line?.startsWith('login_device=') ? line.split(';')[0]! : ''
}

/** Staff at the care home sign in from their devices, then strangers fail 50 logins there. */
async function careHome() {
  const wifi = freshIp()
  const staff = await account()
  const colleague = await account()
  const signedIn = await login(staff, 'longenough1', wifi)
  expect(signedIn.statusCode).toBe(200)
  const device = keptCookie(signedIn)
  const strangers: number[] = []
  for (let i = 0; i < 50; i++) strangers.push((await login(`made-up-${i}@example.com`, 'guess', wifi)).statusCode)
  expect(strangers.slice(0, 30).every((status) => status === 401)).toBe(true)
  expect(strangers.slice(30).every((status) => status === 429)).toBe(true)
  return { wifi, staff, colleague, device }
}

describe('a shared address cannot lock out its members', () => {
  it('50 failed logins with made-up emails from one address, then a correct login from a device that signed in before: 200', async () => {
    const { wifi, staff, device } = await careHome()
    const res = await login(staff, 'longenough1', wifi, device)
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Login successful!')
  })

  it('a device known to one instance is known to another on the same database', async () => {
    const { wifi, staff, device } = await careHome()
    const other = await createTestApp({}, { sharing: t })
    try {
      expect((await login(staff, 'longenough1', wifi, device, other)).statusCode).toBe(200)
    } finally {
      await other.close()
    }
  })

  it('an unknown device at that address is still refused, and a device cookie for account A does not help on account B', async () => {
    const { wifi, staff, colleague, device } = await careHome()
    const unknown = await login(staff, 'longenough1', wifi)
    expect(unknown.statusCode).toBe(429)
    expect(unknown.json().message).toMatch(
      /^Too many failed login attempts from your network\. Please wait \d+ minutes? and try again\.$/,
    )
    const otherAccount = await login(colleague, 'longenough1', wifi, device)
    expect(otherAccount.statusCode).toBe(429)
    expect(otherAccount.json().message).toMatch(/from your network/)
    // A made-up cookie is no device at all.
    const forged = await login(staff, 'longenough1', wifi, `login_device=${'A'.repeat(43)}`)
    expect(forged.statusCode).toBe(429)
  })

  it('the device cookie is HttpOnly, SameSite=Strict, sent to the login call only, long-lived, and Secure when PUBLIC_URL is https', async () => {
    const email = await account()
    const res = await login(email, 'longenough1', freshIp())
    const line = String(res.headers['set-cookie'])
    expect(line).toMatch(/^login_device=[A-Za-z0-9_-]{43}; /)
    expect(line.split('; ').slice(1)).toEqual(['Path=/api/login', 'Max-Age=7776000', 'HttpOnly', 'SameSite=Strict'])

    const https = await createTestApp({ PUBLIC_URL: 'https://shop.example' }, { sharing: t })
    try {
      const secure = await login(email, 'longenough1', freshIp(), undefined, https)
      expect(String(secure.headers['set-cookie']).split('; ')).toContain('Secure')
    } finally {
      await https.close()
    }
  })

  it('wrong passwords with a valid device cookie lock that cookie alone after 5', async () => {
    const email = await account()
    const home = freshIp()
    const device = keptCookie(await login(email, 'longenough1', home))
    for (let i = 0; i < 5; i++) expect((await login(email, `wrong-${i}`, home, device)).statusCode).toBe(401)
    const locked = await login(email, 'longenough1', home, device)
    expect(locked.statusCode).toBe(429)
    expect(locked.json().message).toBe('Too many failed login attempts. Please wait 15 minutes and try again.')
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60)
    // Another device of the owner's still signs in, and so does this address without that cookie.
    expect((await login(email, 'longenough1', freshIp())).statusCode).toBe(200)
    expect((await login(email, 'longenough1', home)).statusCode).toBe(200)
  })

  it('100 parallel correct logins to one account from one address: all 200', async () => {
    const email = await account()
    const ip = freshIp()
    const answers = await Promise.all(Array.from({ length: 100 }, () => login(email, 'longenough1', ip)))
    expect(answers.map((res) => res.statusCode)).toEqual(Array(100).fill(200))
  })

  it('parallel wrong guesses at one account from one address are still counted', async () => {
    const email = await account()
    const ip = freshIp()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(email, `guess-${i}`, ip)))
    const statuses = answers.map((res) => res.statusCode)
    // Three free failures, a fourth that starts the wait, and at most one more per hashing slot.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(6)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(14)
  })

  it('a password reset forgets the devices that signed in with the old password', async () => {
    const { wifi, staff, device } = await careHome()
    await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: staff },
      remoteAddress: freshIp(),
    })
    await outboxSettled(t.db)
    const link = mails
      .find((mail) => mail.to === staff && mail.subject.includes('Reset'))
      ?.text.match(/\S+reset-password\?\S+/)
    const token = new URL(link?.[0] ?? 'http://x/').searchParams.get('token') ?? ''
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email: staff, token, password: 'newpassword2' },
      remoteAddress: freshIp(),
    })
    expect(reset.statusCode).toBe(200)
    expect((await login(staff, 'newpassword2', wifi, device)).statusCode).toBe(429)
  })
})
