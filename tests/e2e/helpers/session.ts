import { expect, type Page } from '@playwright/test'
import type { authCalls } from '../../../src/shared/contract/auth'
import { pageSessionCookie } from '../../helpers/page-session-cookie'
import { validRegistration } from '../../helpers/registration'
import type { Sent } from './api'

/** The demo logins the accounts seeding creates (server/auth/demo-accounts.ts). */
export const DEMO_ACCOUNTS = {
  learner: { email: 'learner@carewise.example', password: 'CarewiseDemo1' },
  /** An individual belonging to a company: no cart. */
  subUser: { email: 'amy@sunrise-care.example', password: 'CarewiseDemo1' },
  /** The company account Amy belongs to: a Team link beside Logout. */
  manager: { email: 'manager@sunrise-care.example', password: 'CarewiseDemo1' },
} as const

/** What POST /api/login answers. */
export type DemoSession = Sent<typeof authCalls.login>

/**
 * Logs a demo user in through POST /api/login and stores the token and user the way the app does
 * (localStorage `token` and `user`, docs/product-rules.md §3, and the cookie a navigation to a
 * signed-in page carries, src/shared/page-session.ts).
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string } = DEMO_ACCOUNTS.learner,
): Promise<DemoSession> {
  const response = await page.request.post('/api/login', {
    data: { email: account.email, password: account.password, remember: false },
  })
  expect(response.ok(), `login as ${account.email}`).toBe(true)
  const session = (await response.json()) as DemoSession
  // A blank page has no origin to keep the session under: the smallest answer of the server gives
  // it one without starting the app for nothing (the test opens the page it is about next).
  if (!page.url().startsWith('http')) await page.goto('/api/health')
  await page.evaluate(({ token, user }) => {
    window.localStorage.setItem('token', token)
    window.localStorage.setItem('user', JSON.stringify(user))
  }, session)
  await page.context().addCookies([pageSessionCookie(page.url(), session.token)])
  return session
}

/** `Authorization` for API calls made by the test itself. */
export const bearer = (session: DemoSession) => ({ authorization: `Bearer ${session.token}` })

let registered = 0

/** A new individual account of its own (POST /api/register), for a test whose account must hold nothing of other tests'. */
export async function registerAccount(page: Page): Promise<{ email: string; password: string }> {
  const registration = validRegistration(`device-${Date.now()}-${++registered}@example.com`)
  const response = await page.request.post('/api/register', { data: registration })
  expect(response.ok(), `register ${registration.email}`).toBe(true)
  return { email: registration.email, password: registration.password }
}
