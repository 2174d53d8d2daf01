import { expect, type BrowserContext, type Page } from '@playwright/test'
import { getJson, type CourseDetail } from './helpers/api'
import { addFromCoursePage } from './helpers/cart'
import { ALL_COURSES_KEY, untilKept } from './helpers/query-cache'
import { underServiceWorker } from './helpers/service-worker'
import { DEMO_ACCOUNTS, signIn } from './helpers/session'
import { goto, gotoReady, reloadReady, test, waitForApp } from './helpers/test'
import { connectionLastsFor, provesNothingHappensFor } from './helpers/timing'

/**
 * A care worker opens a link on the bus and loses the connection while the service worker is still
 * fetching the app for offline use. Each test is a first visit in a fresh context, which
 * goes offline the moment the app has started (`html[data-app-ready]`): nothing had time to be
 * kept on the device but what the start itself fetched.
 */

// The service worker runs as it does for a visitor (the other specs block it).
test.use({ serviceWorkers: 'allow' })

const COURSE = 'dementia-awareness'
const PAGE_ERROR = /Something went wrong|Course unavailable|Please try again/

/**
 * The code a page loads after its start (the HTML sanitiser, the date formatters) on a connection
 * too slow to bring it before the connection drops: held until `cut`, then failed as a dropped
 * connection fails it. `wasAsked` tells that the hold really held (a pattern matching no file would not).
 */
async function lazyCodeCutOff(page: Page): Promise<{ cut: () => Promise<void>; wasAsked: () => boolean }> {
  let cut = () => {}
  const cutting = new Promise<void>((resolve) => (cut = resolve))
  let asked = false
  await page.route(/\/assets\/(sanitise-html|date-fns|parseISO|format-blog-date)-[^/]+\.js$/, async (route) => {
    asked = true
    await cutting
    await route.abort('internetdisconnected')
  })
  return {
    cut: async () => {
      await page.context().setOffline(true)
      cut()
    },
    wasAsked: () => asked,
  }
}

/** Brings the connection back, as a phone does when it finds its signal again. */
type Reconnect = () => Promise<void>

/** Opens `path` as a first visit and cuts the connection as soon as the app has started. */
async function offlineOnceStarted(page: Page, context: BrowserContext, path: string): Promise<Reconnect> {
  await goto(page, path)
  await waitForApp(page)
  await context.setOffline(true)
  return async () => {
    await context.setOffline(false)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
  }
}

/**
 * Opens `path` as a first visit on the bench's phone (CPU × 4; 1.6 Mbit/s down, 750 kbit/s up,
 * 150 ms: Lighthouse's "slow 4G") and cuts the connection 1 s after the first paint, whether or not
 * the app has started by then. The connection is cut through the same DevTools session that slows
 * it (Playwright's setOffline, from a session of its own, would leave this one's network on), and
 * through Playwright for the service worker, which the page's session does not reach.
 */
async function offlineOnPhone(page: Page, context: BrowserContext, path: string): Promise<Reconnect> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  const slow4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slow4G })
  await goto(page, path)
  await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0)
  await connectionLastsFor(page, 1000)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  await context.setOffline(true)
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
  return async () => {
    await context.setOffline(false)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slow4G })
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
  }
}

for (const [moment, offlineAfterStart] of [
  ['the moment the app has started', offlineOnceStarted],
  ['on a phone (CPU × 4, 1.6 Mbit/s), 1 s after the first paint', offlineOnPhone],
] as const) {
  test.describe(`a first visit that goes offline ${moment}`, () => {
    test('Add to cart adds, and the cart page lists it', async ({ page, context }) => {
      await offlineAfterStart(page, context, `/course-detail/${COURSE}`)
      const added = await addFromCoursePage(page)
      await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
      await added.getByRole('link', { name: 'View cart' }).click()
      await expect(page).toHaveURL(/\/cart$/)
      await expect(page.locator('main')).toContainText('Dementia Awareness')
    })

    test('Save for offline says it needs a connection', async ({ page, context }) => {
      await offlineAfterStart(page, context, `/course-detail/${COURSE}`)
      await expect(page.getByText('Saving for offline needs a connection.').first()).toBeVisible()
    })

    test('a contact message is queued, then sent exactly once when the connection returns', async ({
      page,
      context,
    }) => {
      const accepted: number[] = []
      page.on('response', (response) => {
        if (response.url().endsWith('/api/contact') && response.request().method() === 'POST')
          accepted.push(response.status())
      })
      const reconnect = await offlineAfterStart(page, context, '/contact')
      await page.getByRole('textbox', { name: 'Name' }).fill('Tunnel Tamsin')
      await page.getByRole('textbox', { name: 'Email' }).fill('tamsin@example.com')
      await page.getByRole('textbox', { name: 'Phone' }).fill('07700900123')
      await page.getByRole('textbox', { name: 'Message' }).fill('Written on the bus, in a tunnel.')
      await page.getByRole('button', { name: /send/i }).click()
      await expect(page.getByText(/queued/i).first()).toBeVisible()

      await reconnect()
      await expect.poll(() => accepted, { timeout: 20_000 }).toEqual([200])
      await provesNothingHappensFor(page, 1000)
      expect(accepted).toEqual([200])
    })

    test('booking step 1 typed offline is kept, and resumes after a reload', async ({ page, context }) => {
      const reconnect = await offlineAfterStart(page, context, '/course-detail/emergency-first-aid-at-work')
      await page.getByRole('button', { name: 'Book Now' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel('Full name').fill('Tunnel Tamsin')
      await dialog.getByLabel('Postal code').fill('M4 6LQ')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('button', { name: 'Resume your booking' })).toBeVisible()

      await reconnect()
      await reloadReady(page)
      await page.getByRole('button', { name: 'Resume your booking' }).click()
      await expect(dialog.getByLabel('Full name')).toHaveValue('Tunnel Tamsin')
      await expect(dialog.getByLabel('Postal code')).toHaveValue('M4 6LQ')
    })

    for (const path of ['/', '/courses', '/blogs']) {
      test(`${path} keeps its painted list`, async ({ page, context }) => {
        await offlineAfterStart(page, context, path)
        const painted = page.locator('main article')
        await expect(painted.first()).toBeVisible()
        const count = await painted.count()
        await provesNothingHappensFor(page, 2000)
        await expect(painted).toHaveCount(count)
        await expect(page.locator('main')).not.toContainText(PAGE_ERROR)
      })
    }

    test('a page never visited says it is not available offline yet, with a way back', async ({ page, context }) => {
      await offlineAfterStart(page, context, `/course-detail/${COURSE}`)
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click()
      await expect(page.getByRole('alert')).toContainText('isn’t available offline yet')
      await page.getByRole('button', { name: 'Go back' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Dementia Awareness' })).toBeVisible()
      await expect(page.locator('main')).not.toContainText(PAGE_ERROR)
    })
  })
}

test.describe('a first visit whose lazy code is cut off', () => {
  test('the moment the app has started, a course page stays readable, with no error', async ({ page }) => {
    const { course } = await getJson<CourseDetail>(page.request, `/course/${COURSE}`)
    const lazyCode = await lazyCodeCutOff(page)
    await goto(page, `/course-detail/${COURSE}`)
    await waitForApp(page)
    await lazyCode.cut()
    // The lazy parts the app asked for cannot arrive: the page must not turn into an error.
    await provesNothingHappensFor(page, 2000)
    expect(lazyCode.wasAsked()).toBe(true)
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible()
    await expect(page.locator('main')).not.toContainText(PAGE_ERROR)
    await expect(page.locator('main .prose-content').first()).not.toBeEmpty()
  })

  for (const path of ['/', '/courses', '/blogs']) {
    test(`the moment the app has started, ${path} keeps its painted list`, async ({ page }) => {
      const lazyCode = await lazyCodeCutOff(page)
      await goto(page, path)
      await waitForApp(page)
      const painted = await page.locator('main article').count()
      expect(painted).toBeGreaterThan(0)
      await lazyCode.cut()
      await provesNothingHappensFor(page, 2000)
      await expect(page.locator('main article')).toHaveCount(painted)
      await expect(page.locator('main')).not.toContainText(PAGE_ERROR)
    })
  }

  test('on a phone, 1 s after the first paint, a course page stays readable, with no error', async ({
    page,
    context,
  }) => {
    const lazyCode = await lazyCodeCutOff(page)
    await offlineOnPhone(page, context, `/course-detail/${COURSE}`)
    await lazyCode.cut()
    // Whether or not the app's code arrived before the connection went, the painted course stays.
    await provesNothingHappensFor(page, 4000)
    await expect(page.getByRole('heading', { level: 1, name: 'Dementia Awareness' })).toBeVisible()
    await expect(page.locator('main')).not.toContainText(PAGE_ERROR)
    await expect(page.locator('main .prose-content').first()).not.toBeEmpty()
  })
})

test('a first visit says once, quietly, when the device is ready for offline', async ({ page }) => {
  await goto(page, `/course-detail/${COURSE}`)
  const ready = page.getByRole('status').filter({ hasText: 'Ready for offline' })
  // The worker precaches the app (about 1 MB) and then takes charge of the page.
  await expect(ready).toBeVisible({ timeout: 30_000 })
  await expect(ready).toHaveText(
    'Ready for offline: this app and the pages you’ve visited now open without a connection.',
  )
  // The next visit, with the worker in charge from the start, says nothing.
  await reloadReady(page)
  await provesNothingHappensFor(page, 1500)
  await expect(ready).toHaveCount(0)
})

test.describe('offline words fit who is signed in and what the device holds', () => {
  test('a staff member offline: no cart promised, no error boxes, and Start course says it needs a connection', async ({
    page,
    context,
  }) => {
    await signIn(page, DEMO_ACCOUNTS.subUser)
    await gotoReady(page, '/dashboard')
    await underServiceWorker(page)
    await expect(page.getByRole('heading', { name: 'My courses' })).toBeVisible()
    await context.setOffline(true)
    await reloadReady(page)
    const notice = page.getByRole('status').filter({ hasText: 'You’re offline' })
    await expect(notice).toBeVisible()
    await expect(notice).not.toContainText(/cart|paying/i)
    // Orders and bookings she can never have: no red boxes about them.
    await expect(page.getByRole('region', { name: 'Your orders' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Your in-house bookings' })).toHaveCount(0)
    await expect(page.locator('main')).not.toContainText(/not kept on this device|Something went wrong/)
    // Start course (or Continue) says before it is tapped that it needs the network.
    const start = page.getByRole('button', { name: /^(Start course|Continue)/ }).first()
    await expect(start).toHaveAttribute('aria-disabled', 'true')
    await expect(start).toHaveAccessibleDescription('Starting or continuing a course needs a connection.')
  })

  test('a learner offline before the device is ready for offline is told only this page and the cart work', async ({
    page,
    context,
  }) => {
    await offlineOnceStarted(page, context, `/course-detail/${COURSE}`)
    await expect(page.getByRole('status').filter({ hasText: 'You’re offline' })).toContainText(
      'You’re offline. This page and your cart still work; other pages need a connection until this device is ready for offline.',
    )
  })
})

test('offline, the course list marks which courses open on this device', async ({ page, context }) => {
  await goto(page, `/course-detail/${COURSE}`)
  await waitForApp(page)
  // Back to the list within the app, as a reader does; then the connection goes.
  await page.getByRole('main').getByRole('link', { name: 'All courses' }).first().click()
  const cards = page.locator('main article')
  await expect(cards.first()).toBeVisible()
  // The whole list has arrived (and is kept with the query cache).
  await untilKept(page, ALL_COURSES_KEY)
  await context.setOffline(true)
  const visited = cards.filter({ has: page.getByRole('link', { name: 'Dementia Awareness', exact: true }) })
  await expect(visited).toContainText('Opens offline')
  const other = cards.filter({ hasNot: page.getByRole('link', { name: 'Dementia Awareness', exact: true }) }).first()
  await expect(other).toContainText('Needs a connection')
})

test('Add to cart whose code could not arrive before the connection went is kept, and made when it returns', async ({
  page,
  context,
}) => {
  // The database's code is on its way when the connection goes: it never arrives while offline.
  let offline = false
  let cut = () => {}
  const cutting = new Promise<void>((resolve) => (cut = resolve))
  await page.route(/\/assets\/db-[^/]+\.js$/, async (route) => {
    if (!offline) await cutting
    if (offline) await route.abort('internetdisconnected')
    else await route.continue()
  })
  await goto(page, `/course-detail/${COURSE}`)
  await waitForApp(page)
  offline = true
  await context.setOffline(true)
  cut()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add to cart' })
  await dialog.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('dialog', { name: 'Added when you’re back online' })).toContainText(
    'You’re offline, so 1 × Dementia Awareness will go into your cart as soon as the connection returns.',
  )
  offline = false
  await context.setOffline(false)
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
})
