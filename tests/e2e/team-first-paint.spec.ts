import { expect, type Page } from '@playwright/test'
import { PAGE_SESSION_COOKIE, PAGE_SESSION_PATH } from '../../src/shared/page-session'
import { pageSessionCookie } from '../helpers/page-session-cookie'
import { validRegistration } from '../helpers/registration'
import { DEMO_ACCOUNTS, signIn } from './helpers/session'
import { underServiceWorker } from './helpers/service-worker'
import { goto, gotoReady, pageErrors, test, waitForApp } from './helpers/test'

/**
 * A manager's /team, painted by the server for the session the navigation carries
 * (src/shared/page-session.ts): the matrix is on the phone's screen before the app has started.
 */

const AMY = 'Amy Clarke'
const AMY_EMAIL = 'amy@sunrise-care.example'
const MATRIX = 'Training by staff member'

/** The cookie alone, as a browser holds it between visits: the test's own API login. */
async function navigationSession(page: Page, origin: string, account: { email: string; password: string }) {
  const response = await page.request.post('/api/login', { data: { ...account, remember: false } })
  expect(response.ok()).toBe(true)
  const { token } = (await response.json()) as { token: string }
  await page.context().addCookies([pageSessionCookie(origin, token)])
}

test.describe('without JavaScript', () => {
  // A phone: its cards are painted (a wide screen's table follows once the app runs).
  test.use({ javaScriptEnabled: false, viewport: { width: 412, height: 915 } })

  test('the manager’s matrix arrives painted; signed out, or as a staff member, the page is left to the app', async ({
    page,
    baseURL,
  }) => {
    await navigationSession(page, baseURL!, DEMO_ACCOUNTS.manager)
    await goto(page, '/team')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your team')
    const cards = page.getByRole('list', { name: MATRIX })
    await expect(cards.getByRole('listitem').filter({ hasText: AMY })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Renew/ })).toBeVisible()

    await page.context().clearCookies()
    await goto(page, '/team')
    await expect(page.locator('#root')).toBeEmpty()

    await navigationSession(page, baseURL!, DEMO_ACCOUNTS.subUser)
    await goto(page, '/team')
    await expect(page.locator('#root')).toBeEmpty()
  })
})

test.describe('with JavaScript', () => {
  test.use({ serviceWorkers: 'allow' })

  test('the app takes the painted matrix over without a hydration error or asking for it again, and it works', async ({
    page,
  }) => {
    // (Not the browser's 404 for an icon of the API page that signing in opens.)
    const errors = pageErrors(page, (message) => message.location().url.endsWith('/favicon.ico'))
    await signIn(page, DEMO_ACCOUNTS.manager)
    const asked: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/team')) asked.push(new URL(request.url()).pathname)
    })
    const response = await goto(page, '/team')
    expect(await response?.text()).toContain(AMY)
    await waitForApp(page)
    // The staff and seats below come from the app, once it has the page.
    await expect(page.getByRole('region', { name: 'Staff', exact: true })).toContainText(AMY)
    await page.waitForLoadState('networkidle')
    expect(asked).toEqual(['/api/team'])
    expect(errors).toEqual([])

    // Taken over, not only painted: on a wide screen the table is the app's (the paint has the cards).
    await expect(
      page.getByRole('table', { name: 'Training matrix' }).getByRole('row', { name: /Amy Clarke/ }),
    ).toBeVisible()

    // On a phone, the cards the server painted are the app's own from then on.
    await page.setViewportSize({ width: 412, height: 915 })
    await goto(page, '/team')
    await waitForApp(page)
    const amy = page.getByRole('list', { name: MATRIX }).getByRole('listitem').filter({ hasText: AMY })
    await amy.getByRole('button', { name: /^Show all \d+ courses$/ }).click()
    await expect(amy.getByRole('button', { name: 'Show what needs action only' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
  })

  test('a page painted for another account is never taken over: the app shows the signed-in account’s own', async ({
    page,
    baseURL,
  }) => {
    // This browser holds a new company's session; its navigation carries the demo manager's.
    const registration = {
      ...validRegistration(`painted-${Date.now()}@example.com`),
      role: 'company',
      company_name: 'Other Care Ltd',
    }
    const registered = await page.request.post('/api/register', { data: registration })
    expect(registered.ok()).toBe(true)
    await signIn(page, registration)
    await navigationSession(page, baseURL!, DEMO_ACCOUNTS.manager)
    await gotoReady(page, '/team')
    await expect(page.getByText('The matrix fills in once your staff have seats.')).toBeVisible()
    await expect(page.getByText(AMY)).toHaveCount(0)
    // And the start wrote the navigation's copy back to this browser's own session.
    const cookie = (await page.context().cookies()).find(
      (c) => c.name === PAGE_SESSION_COOKIE && c.path === PAGE_SESSION_PATH,
    )
    expect(cookie?.value).toBe(await page.evaluate(() => localStorage.getItem('token')))
  })

  test('another company signing in, or a logout, in another tab takes the team off this tab', async ({
    page,
    context,
  }) => {
    // The manager's phone, the painted page taken over.
    await page.setViewportSize({ width: 412, height: 915 })
    await signIn(page, DEMO_ACCOUNTS.manager)
    await gotoReady(page, '/team')
    await expect(page.getByRole('list', { name: MATRIX }).getByText(AMY)).toBeVisible()

    // Someone else signs in to their own company in a second tab on this browser.
    const registration = {
      ...validRegistration(`switched-${Date.now()}@example.com`),
      role: 'company',
      company_name: 'Other Care Ltd',
    }
    expect((await page.request.post('/api/register', { data: registration })).ok()).toBe(true)
    const other = await context.newPage()
    await gotoReady(other, '/login')
    await other.getByLabel(/^Email\s*\*?$/).fill(registration.email)
    await other.getByLabel(/^Password\s*\*?$/).fill(registration.password)
    await other.getByRole('button', { name: 'Log in', exact: true }).click()
    await other.waitForURL((url) => url.pathname !== '/login')

    // The first tab is theirs now: it shows their company, and holds nothing of the manager's,
    // in what it shows or anywhere in the page.
    await expect(page.getByText('The matrix fills in once your staff have seats.')).toBeVisible()
    await expect(page.getByText(AMY)).toHaveCount(0)
    // (Her address: her name is also the bulk invitation's example.)
    expect(await page.content()).not.toContain(AMY_EMAIL)

    // Back to the manager, then a logout in the second tab: the first shows no staff either.
    await page.bringToFront()
    await signIn(page, DEMO_ACCOUNTS.manager)
    await gotoReady(page, '/team')
    await expect(page.getByRole('list', { name: MATRIX }).getByText(AMY)).toBeVisible()
    await other.bringToFront()
    await gotoReady(other, '/dashboard')
    await other.getByRole('button', { name: 'Logout' }).click()
    await other.waitForURL((url) => url.pathname === '/login')
    await expect(page.getByText(AMY)).toHaveCount(0)
  })

  test('from the installed app, the page comes painted through the worker and is never kept; offline it opens from the shell', async ({
    page,
    context,
  }) => {
    await signIn(page, DEMO_ACCOUNTS.manager)
    await gotoReady(page, '/team')
    await underServiceWorker(page)

    const again = await goto(page, '/team')
    expect(again?.fromServiceWorker()).toBe(true)
    expect(await again?.text()).toContain(AMY)
    await waitForApp(page)
    const kept = await page.evaluate(async () => {
      const found: string[] = []
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        for (const request of await cache.keys()) if (new URL(request.url).pathname === '/team') found.push(name)
      }
      return found
    })
    expect(kept).toEqual([])

    await context.setOffline(true)
    await goto(page, '/team')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your team')
    await expect(page.getByText(/You’re offline, and this was not kept on this device/).first()).toBeVisible()
    await context.setOffline(false)
  })
})
