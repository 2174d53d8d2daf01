import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { test, gotoReady, reloadReady, waitForApp } from './helpers/test'
import { failApi, type Sent } from './helpers/api'
import { expectNoAxeViolations } from './helpers/axe'
import { PAGE_SESSION_COOKIE, PAGE_SESSION_PATH } from '../../src/shared/page-session'
import type { authCalls } from '../../src/shared/contract/auth'

/** The e2e server's outbox (scripts/e2e.ts starts it with DATA_DIR=.tmp/e2e-data-<port>). */
const MAIL_DIR = join(`.tmp/e2e-data-${process.env.E2E_PORT ?? 8090}`, 'mail')
const DEMO = { email: 'learner@carewise.example', password: 'CarewiseDemo1', name: 'Olivia Bennett' }

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
const storage = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key)

/** Whether an element's text is red, whatever colour syntax the stylesheet uses (Tailwind 4 uses oklch). */
async function isRed(locator: Locator): Promise<boolean> {
  const [r, g, b] = await locator.evaluate((el) => {
    const context = document.createElement('canvas').getContext('2d')!
    context.fillStyle = getComputedStyle(el).color
    context.fillRect(0, 0, 1, 1)
    return [...context.getImageData(0, 0, 1, 1).data]
  })
  return r! > 150 && g! < 80 && b! < 80
}

/** A control by its label's exact text (labels of required fields end with a hidden " *"). */
const field = (scope: Page | Locator, name: string) =>
  scope.getByLabel(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`))

/** The message under a field: the element its control names in aria-describedby. */
async function fieldError(page: Page, label: string) {
  const control = field(page, label)
  await expect(control).toHaveAttribute('aria-describedby', /.+/)
  return page.locator(`[id="${await control.getAttribute('aria-describedby')}"]`)
}

async function registerByApi(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/register', {
    data: {
      name: 'Reset Tester',
      phone: '7700900321',
      email,
      password,
      password_confirmation: password,
      city: 'York',
      country: 'United Kingdom',
      role: 'individual',
      termsAccepted: 1,
    },
  })
  expect(res.status()).toBe(200)
}

async function logIn(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email)
  await field(page, 'Password').fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

test.describe('register', () => {
  test('checks phone, terms, password length and match in that order, then signs the company in', async ({ page }) => {
    const email = unique('company')
    await gotoReady(page, '/register')
    await expect(page).toHaveTitle('Create an account | Carewise Learning')
    await field(page, 'Company').check()
    await field(page, 'Full name').fill('Priya Patel')
    await field(page, 'Company name').fill('Bright Days Care Ltd')
    await field(page, 'Email').fill(email)
    await field(page, 'City').fill('Leeds')
    await expect(field(page, 'Country')).toHaveValue('United Kingdom')
    expect(await field(page, 'Country').locator('option').allTextContents()).toEqual(['United Kingdom'])
    // Everything wrong at once: only the first rule of docs/product-rules.md §5 speaks.
    await field(page, 'Phone').fill('07700 900')
    await field(page, 'Password').fill('short')
    await field(page, 'Confirm password').fill('different')
    const submit = page.getByRole('button', { name: 'Create account' })
    const messages = [
      'Phone number must be exactly 10 digits and contain only numbers.',
      'You must accept the Terms and Conditions.',
      'Password must be at least 8 characters long.',
      'Passwords do not match.',
    ]
    const fixes = [
      () => field(page, 'Phone').fill('7700900123'),
      () => page.getByLabel(/I accept the/).check(),
      () => field(page, 'Password').fill('longenough1'),
      () => field(page, 'Confirm password').fill('longenough1'),
    ]
    for (const [i, message] of messages.entries()) {
      await submit.click()
      await expect(page.getByText(message, { exact: true })).toBeVisible()
      for (const other of messages.filter((_, j) => j !== i))
        await expect(page.getByText(other, { exact: true })).toHaveCount(0)
      await fixes[i]!()
    }
    await expect(page.getByText('Passwords do not match.')).toHaveCount(0)
    await submit.click()
    await expect(page.getByText('Registration successful!', { exact: true })).toBeVisible()
    await page.waitForURL((url) => url.pathname === '/')
    expect(await storage(page, 'token')).toMatch(/^[\w-]{43}$/)
    expect(JSON.parse((await storage(page, 'user'))!)).toMatchObject({
      email,
      role: 'company',
      company_name: 'Bright Days Care Ltd',
      parent: 0,
    })
  })

  test('shows the server field error under the email field, and is accessible with errors showing', async ({
    page,
  }) => {
    await gotoReady(page, '/register')
    await field(page, 'Full name').fill('Olivia Again')
    await field(page, 'Phone').fill('7700900123')
    await field(page, 'Email').fill(DEMO.email)
    await field(page, 'Password').fill('longenough1')
    await field(page, 'Confirm password').fill('longenough1')
    await field(page, 'City').fill('Leeds')
    await page.getByLabel(/I accept the/).check()
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(await fieldError(page, 'Email')).toHaveText('An account with this email already exists.')
    await field(page, 'Company').check()
    await field(page, 'Phone').fill('123')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(await fieldError(page, 'Company name')).toHaveText('Company name is required.')
    await expectNoAxeViolations(page)
  })
})

test.describe('login', () => {
  test('a wrong password shows the server message in red', async ({ page }) => {
    await gotoReady(page, '/login')
    await expect(page).toHaveTitle('Log in | Carewise Learning')
    await logIn(page, DEMO.email, 'not-the-password')
    const message = page.getByText('The email or password is incorrect.', { exact: true })
    await expect(message).toBeVisible()
    expect(await isRed(message)).toBe(true)
    expect(await storage(page, 'token')).toBeNull()

    // A next attempt refused before it is sent: only its own message is left.
    await field(page, 'Email').fill('not-an-email')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(await fieldError(page, 'Email')).toHaveText('Enter a valid email address.')
    await expect(message).toHaveCount(0)
  })

  test('after a failed login from the button, keyboard focus is still on the button', async ({ page }) => {
    await gotoReady(page, '/login')
    await field(page, 'Email').fill(DEMO.email)
    await field(page, 'Password').fill('not-the-password')
    const submit = page.getByRole('button', { name: 'Log in', exact: true })
    await submit.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('The email or password is incorrect.', { exact: true })).toBeVisible()
    await expect(submit).toBeFocused()
  })

  test('success says so and goes to the stored redirect target, which is then removed', async ({ page }) => {
    await gotoReady(page, '/login?from=%2Fabout')
    await page.evaluate(() => window.localStorage.setItem('redirectAfterLogin', '/courses'))
    await logIn(page, DEMO.email, DEMO.password)
    await expect(page.getByText('Login successful!', { exact: true })).toBeVisible()
    await page.waitForURL((url) => url.pathname === '/courses')
    expect(await storage(page, 'redirectAfterLogin')).toBeNull()
    expect(JSON.parse((await storage(page, 'user'))!)).toMatchObject({ email: DEMO.email, name: DEMO.name })
  })

  test('a target left behind is dropped once the user goes elsewhere: a later login does not land there', async ({
    page,
  }) => {
    await gotoReady(page, '/dashboard')
    await page.waitForURL((url) => url.pathname === '/login')
    await waitForApp(page)
    expect(await storage(page, 'redirectAfterLogin')).toBe('/dashboard')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click()
    await page.waitForURL((url) => url.pathname === '/blogs')
    await expect.poll(() => storage(page, 'redirectAfterLogin')).toBeNull()
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click()
    await logIn(page, DEMO.email, DEMO.password)
    await expect(page.getByText('Login successful!', { exact: true })).toBeVisible()
    await page.waitForURL((url) => url.pathname === '/')
  })

  test('without a stored target it goes to the route’s from, and never off the site', async ({ page }) => {
    await gotoReady(page, '/login?from=%2Fabout')
    await logIn(page, DEMO.email, DEMO.password)
    await page.waitForURL((url) => url.pathname === '/about')

    await page.evaluate(() => window.localStorage.clear())
    await gotoReady(page, '/login?from=%2F%2Fevil.example%2Fsteal')
    await logIn(page, DEMO.email, DEMO.password)
    await page.waitForURL((url) => url.pathname === '/')
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host)
  })

  test('the login page is accessible, also with the forgot-password modal open', async ({ page }) => {
    await gotoReady(page, '/login')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    const dialog = page.getByRole('dialog', { name: 'Forgot your password?' })
    await expect(dialog).toBeVisible()
    await expect(field(dialog, 'Email')).toBeFocused()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('the forgot-password modal says "Failed to send reset link." when the server fails', async ({ page }) => {
    await failApi(page, '/forgot-password')
    await gotoReady(page, '/login')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    const dialog = page.getByRole('dialog')
    await field(dialog, 'Email').fill(DEMO.email)
    await dialog.getByRole('button', { name: 'Send reset link' }).click()
    await expect(dialog.getByText('Failed to send reset link.', { exact: true })).toBeVisible()
  })
})

/** The newest reset link mailed to `email`, from the outbox folder. */
async function resetLinkFromOutbox(email: string): Promise<string> {
  let link: string | undefined
  await expect
    .poll(() => {
      if (!existsSync(MAIL_DIR)) return undefined
      const mails = readdirSync(MAIL_DIR)
        .sort()
        .map(
          (name) =>
            JSON.parse(readFileSync(join(MAIL_DIR, name), 'utf8')) as { to: string; subject: string; text: string },
        )
        .filter((mail) => mail.to === email && mail.subject.startsWith('Reset'))
      link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mails.at(-1)?.text ?? '')?.[0]
      return link
    })
    .toBeDefined()
  return link!
}

test.describe('forgot and reset password', () => {
  test('from the modal to the mailed link, a new password, login after 2 s, and the link works once', async ({
    page,
  }) => {
    const email = unique('reset')
    await registerByApi(page, email, 'first-password')

    await gotoReady(page, '/login')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    const dialog = page.getByRole('dialog')
    await field(dialog, 'Email').fill(email)
    await dialog.getByRole('button', { name: 'Send reset link' }).click()
    // The page reloads and shows the stored message.
    const sent = 'If an account exists for that email, we have sent a password reset link.'
    await expect(page.getByText(sent, { exact: true })).toBeVisible()
    await expect(dialog).toBeHidden()
    expect(await storage(page, 'forgotSuccessMessage')).toBeNull()

    const link = await resetLinkFromOutbox(email)
    const url = new URL(link)
    expect(url.pathname).toBe('/reset-password')
    expect(url.searchParams.get('email')).toBe(email)
    await gotoReady(page, `${url.pathname}${url.search}`)
    await expect(page).toHaveTitle('Reset your password | Carewise Learning')
    await expectNoAxeViolations(page)

    const password = field(page, 'New password')
    const confirm = field(page, 'Confirm new password')
    const submit = page.getByRole('button', { name: 'Reset password' })
    await password.fill('12345')
    await confirm.fill('12346')
    await submit.click()
    await expect(page.getByText('Passwords do not match.', { exact: true })).toBeVisible()
    await confirm.fill('12345')
    await submit.click()
    await expect(page.getByText('Password must be at least 6 characters long.', { exact: true })).toBeVisible()

    await password.fill('second-password')
    await confirm.fill('second-password')
    // Timed in the page, as the person sees it: a test's own clock reads a busy machine's delays.
    await page.evaluate(() => {
      const times: { shown?: number; left?: number } = {}
      ;(window as { resetTimes?: typeof times }).resetTimes = times
      new MutationObserver(() => {
        if (times.shown === undefined && document.body.textContent?.includes('Your password has been reset.'))
          times.shown = performance.now()
        if (times.shown !== undefined && times.left === undefined && location.pathname === '/login')
          times.left = performance.now()
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    await submit.click()
    await expect(
      page.getByText('Your password has been reset. You can now log in with your new password.'),
    ).toBeVisible()
    await page.waitForURL((u) => u.pathname === '/login')
    const resetTimes = () =>
      page.evaluate(() => (window as { resetTimes?: { shown?: number; left?: number } }).resetTimes)
    // The address changes before the login page's first DOM change, which is when the observer notes it.
    await expect.poll(async () => (await resetTimes())?.left, { message: 'the login page came' }).toBeDefined()
    const times = await resetTimes()
    // The message stays for the spec's 2 s (a frame or two early is still 2 s to a reader).
    expect(times!.left! - times!.shown!).toBeGreaterThanOrEqual(1900)

    await logIn(page, email, 'second-password')
    await expect(page.getByText('Login successful!', { exact: true })).toBeVisible()
    await page.waitForURL((u) => u.pathname === '/')

    await gotoReady(page, `${url.pathname}${url.search}`)
    await password.fill('third-password')
    await confirm.fill('third-password')
    await submit.click()
    const invalid = page.getByText('This password reset link is invalid or has expired.', { exact: true })
    await expect(invalid).toBeVisible()
    expect(await isRed(invalid)).toBe(true)
  })
})

test.describe('dashboard and logout', () => {
  test('without a token it goes to login, and comes back after login', async ({ page }) => {
    await gotoReady(page, '/dashboard')
    await page.waitForURL((url) => url.pathname === '/login')
    expect(await storage(page, 'redirectAfterLogin')).toBe('/dashboard')
    await logIn(page, DEMO.email, DEMO.password)
    await page.waitForURL((url) => url.pathname === '/dashboard')
    await expect(page).toHaveTitle('Your dashboard | Carewise Learning')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${DEMO.name}`)
    await expect(page.getByText('No orders yet.', { exact: true })).toBeVisible()
    await expect(page.getByText('No bookings yet.', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)

    // Logout revokes the session on the server and removes token and user, and the copy a
    // navigation to a signed-in page carries.
    const token = await storage(page, 'token')
    expect(token).toBeTruthy()
    const pageSession = async () =>
      (await page.context().cookies()).filter((cookie) => cookie.name === PAGE_SESSION_COOKIE)
    expect(await pageSession()).toEqual([
      expect.objectContaining({ value: token, path: PAGE_SESSION_PATH, sameSite: 'Strict' }),
    ])
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    expect(await storage(page, 'token')).toBeNull()
    expect(await storage(page, 'user')).toBeNull()
    expect(await pageSession()).toEqual([])
    const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })
    expect(me.status()).toBe(401)
  })

  test('a login leaves a device cookie for the login call alone, which the next login sends', async ({
    page,
    context,
  }) => {
    await gotoReady(page, '/login')
    await logIn(page, DEMO.email, DEMO.password)
    await page.waitForURL((url) => url.pathname === '/')
    const device = (await context.cookies()).find((cookie) => cookie.name === 'login_device')
    expect(device).toMatchObject({ path: '/api/login', httpOnly: true, sameSite: 'Strict', secure: false })
    expect(device!.expires - Date.now() / 1000).toBeGreaterThan(89 * 24 * 60 * 60)

    await gotoReady(page, '/logout')
    await page.waitForURL((url) => url.pathname === '/login')
    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login')
    await logIn(page, DEMO.email, DEMO.password)
    expect(await (await sent).headerValue('cookie')).toContain(`login_device=${device!.value}`)
    await page.waitForURL((url) => url.pathname === '/')
    // Other calls never carry it.
    const health = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/health')
    await page.evaluate(() => fetch('/api/health', { credentials: 'same-origin' }))
    expect((await (await health).headerValue('cookie')) ?? '').not.toContain('login_device')
  })

  test('/logout clears the session and goes to login', async ({ page }) => {
    await gotoReady(page, '/login')
    await logIn(page, DEMO.email, DEMO.password)
    await page.waitForURL((url) => url.pathname === '/')
    await gotoReady(page, '/logout')
    await page.waitForURL((url) => url.pathname === '/login')
    expect(await storage(page, 'token')).toBeNull()
    await gotoReady(page, '/dashboard')
    await page.waitForURL((url) => url.pathname === '/login')
  })

  test('the profile link’s code opens /user_dashboard once, at a clean URL', async ({ page }) => {
    const login = await page.request.post('/api/login', { data: { email: DEMO.email, password: DEMO.password } })
    const { token } = (await login.json()) as Sent<typeof authCalls.login>
    const mint = await page.request.post('/api/user-dashboard-code', { headers: { authorization: `Bearer ${token}` } })
    const { code, expires_in } = (await mint.json()) as Sent<typeof authCalls.dashboardCode>
    expect(expires_in).toBe(60)

    await gotoReady(page, `/user_dashboard?auth=${code}`)
    expect(new URL(page.url()).search).toBe('')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${DEMO.name}`)
    await reloadReady(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${DEMO.name}`)

    await page.context().clearCookies()
    const again = await gotoReady(page, `/user_dashboard?auth=${code}`)
    expect(again?.status()).toBe(401)
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  })
})
