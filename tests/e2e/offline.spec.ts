import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, type Page } from '@playwright/test'
import type { catalogueCalls } from '../../src/shared/contract/catalogue'
import type { contentCalls } from '../../src/shared/contract/content'
import { IMAGE_ROUTE_PREFIX, imageUrl, parseImageRequest, type ImageWidth } from '../../src/shared/images'
import type { Sent } from './helpers/api'
import { underServiceWorker } from './helpers/service-worker'
import { signIn } from './helpers/session'
import { test, gotoReady, pageErrors, reloadReady, waitForApp } from './helpers/test'
import { CHROMIUM_ARGS, findChromium } from '../helpers/chromium'
import { E2E_STATIC_DIR } from '../../playwright.config'
import { readCart } from './helpers/cart'
import {
  ALL_COURSES_KEY,
  CATEGORIES_KEY,
  holdsData,
  keptQueryCache,
  QUERY_CACHE_KEY,
  untilKept,
  type KeptQueryCache,
} from './helpers/query-cache'
import { provesNothingHappensFor } from './helpers/timing'

// These specs are about the service worker: let it run (the other specs block it).
test.use({ serviceWorkers: 'allow' })

const VISITED_COURSE = 'dementia-awareness'

type CourseList = Sent<typeof catalogueCalls.courseList>

test('after one online visit the app opens offline: pages visited, and a saved course never visited', async ({
  page,
  context,
  request,
}) => {
  const courses = (await (await request.get('/api/courselist')).json()) as CourseList
  const neverVisited =
    courses.data.find((c) => c.slug !== VISITED_COURSE && /first aid/i.test(c.name)) ?? courses.data.at(-1)!

  await gotoReady(page, '/')
  await underServiceWorker(page)
  await reloadReady(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await gotoReady(page, '/courses')
  const card = page.locator('main article').filter({ hasText: neverVisited.name }).first()
  await expect(card).toBeVisible()
  // Save a course from its card, without ever opening its page.
  await card.getByRole('button', { name: /Save for offline/ }).click()
  await expect(card.getByRole('button', { name: /Saved for offline/ })).toBeVisible()

  await gotoReady(page, `/course-detail/${VISITED_COURSE}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dementia Awareness')
  await gotoReady(page, '/blogs')
  await expect(page.locator('main article').first()).toBeVisible()
  await gotoReady(page, '/faq')
  await expect(page.getByRole('button').filter({ hasText: /\?/ }).first()).toBeVisible()
  // Until this page's data is kept too: each load of the app writes its cache a second after a change.
  await untilKept(page, ['content', 'faqs'])

  await context.setOffline(true)

  await gotoReady(page, '/')
  await expect(page.getByText('Never Stop Learning')).toBeVisible()
  await expect(page.getByText(/You’re offline/)).toBeVisible()

  await gotoReady(page, '/courses')
  await expect(page.locator('main article').first()).toBeVisible()
  // Data shown from the cache says how old it is.
  await expect(page.getByText(/Showing data last updated .* ago\./)).toBeVisible()

  await gotoReady(page, `/course-detail/${VISITED_COURSE}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dementia Awareness')

  await gotoReady(page, `/course-detail/${neverVisited.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(neverVisited.name)
  // Its image came from the cache that saving filled.
  const imageLoaded = await page
    .locator('main img')
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
  expect(imageLoaded).toBe(true)

  await gotoReady(page, '/saved')
  await expect(page.locator('main article').filter({ hasText: neverVisited.name })).toBeVisible()

  await gotoReady(page, '/blogs')
  await expect(page.locator('main article').first()).toBeVisible()
  await gotoReady(page, '/faq')
  await expect(page.getByRole('button').filter({ hasText: /\?/ }).first()).toBeVisible()

  // Losing the connection while the app runs, then opening a course neither visited nor saved:
  // the page says why it cannot open (not a spinner waiting for the connection), and opens by
  // itself once the connection returns.
  const unsaved = courses.data.find((c) => c.slug !== VISITED_COURSE && c.slug !== neverVisited.slug)!
  // The screen handles the failure: it is not logged as a fault (React logs what a boundary catches).
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('ApiError')) logged.push(message.text())
  })
  await context.setOffline(false)
  await gotoReady(page, '/courses')
  await context.setOffline(true)
  await page
    .locator('main article')
    .filter({ hasText: unsaved.name })
    .first()
    .getByRole('link', { name: unsaved.name, exact: true })
    .click()
  await expect(page.getByRole('alert')).toContainText('We couldn’t reach the server.')
  await expect(page.getByText('This course is not saved on this device.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Course unavailable' })).toBeVisible()
  await expect(page).toHaveTitle('Course unavailable | Carewise Learning')
  // Any other page not kept on the device says why, beside its own message.
  const blogs = (await (await request.get('/api/blog/list')).json()) as Sent<typeof contentCalls.blogs>
  await gotoReady(page, `/blog-detail/${blogs.data[0]!.id}`)
  await expect(page.getByText('Error fetching blog details. Please try again later.')).toBeVisible()
  await expect(page.getByText('You’re offline, and this was not kept on this device.', { exact: false })).toBeVisible()
  await gotoReady(page, `/course-detail/${unsaved.slug}`)
  await expect(page.getByText('This course is not saved on this device.')).toBeVisible()
  await expect(page.getByText('It opens by itself when you’re back online.')).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(unsaved.name)
  expect(logged).toEqual([])
})

test('a single painted visit is enough: hours later and offline, the home page shows the copy kept on the device', async ({
  page,
  context,
}) => {
  // One online visit, answered by the server's painted page: its data never passed through the
  // service worker's cache, so the copy the app persisted is the only one.
  await gotoReady(page, '/')
  await underServiceWorker(page)
  await untilKept(page, ['content', 'home-data'], CATEGORIES_KEY, ['content', 'blogs'])
  // Hours pass: everything kept is stale, so the app tries to refresh it, and offline that fails.
  await page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem('carewise-query-cache')!) as {
      clientState: { queries: { state: { dataUpdatedAt: number } }[] }
    }
    for (const query of kept.clientState.queries) query.state.dataUpdatedAt -= 3 * 60 * 60 * 1000
    localStorage.setItem('carewise-query-cache', JSON.stringify(kept))
  })

  await context.setOffline(true)
  for (let launch = 0; launch < 2; launch++) {
    const launchedAt = await page.evaluate(() => Date.now())
    await reloadReady(page)
    await waitForApp(page)
    const categories = page.getByRole('region', { name: 'Browse by category' })
    await expect(categories.getByRole('link').first()).toBeVisible()
    await expect(page.getByRole('region', { name: /blog/i }).locator('article').first()).toBeVisible()
    await expect(page.getByText(/Error loading|Error fetching|was not kept/)).toHaveCount(0)
    // The failed refresh must not drop the copy: once the app has kept its cache since that failure,
    // the next launch shows it too.
    await expect
      .poll(async () =>
        (await keptQueryCache(page))?.clientState.queries.some((query) => query.state.errorUpdatedAt >= launchedAt),
      )
      .toBe(true)
  }
  // The home page's own pictures (~10 KB) come with the install, those below the fold included,
  // which this visit never scrolled to: none of them is the placeholder.
  const poster = await page.evaluate(async () => (await fetch('/images/home/intro-video.svg')).text())
  expect(poster).toContain('<title>Introduction to Carewise: video poster</title>')
})

/** Until the service worker has kept the server's painted copy of `path` (src/sw.ts). */
async function pageKept(page: Page, path: string) {
  await expect
    .poll(() =>
      page.evaluate(async (url) => {
        for (const name of await caches.keys()) {
          if (name.startsWith('carewise-pages-') && (await (await caches.open(name)).match(url))) return true
        }
        return false
      }, new URL(path, page.url()).href),
    )
    .toBe(true)
}

test('the course list is kept on the device for offline even when the reader leaves the page at once', async ({
  page,
}) => {
  await gotoReady(page, '/courses')
  // What the device holds as the next page begins, before its app writes anything.
  await page.addInitScript(
    (key) => sessionStorage.setItem('kept-at-start', localStorage.getItem(key) ?? 'null'),
    QUERY_CACHE_KEY,
  )
  await page.reload({ waitUntil: 'commit' })
  const kept = JSON.parse(
    (await page.evaluate(() => sessionStorage.getItem('kept-at-start')))!,
  ) as KeptQueryCache | null
  expect(holdsData(kept, ALL_COURSES_KEY)).toBe(true)
})

test('a page opened once under the service worker is kept painted: offline, it arrives with its content, and the app takes it over', async ({
  page,
  context,
}) => {
  const errors = pageErrors(page, (message) => /Failed to load resource/.test(message.text()))
  await gotoReady(page, '/courses')
  await underServiceWorker(page)
  const firstName = (await page.locator('main article h3').first().textContent())!
  // This load comes from the worker's shell; the worker fetches the painted page behind it.
  await reloadReady(page)
  await pageKept(page, '/courses')
  // The start page too (the precache, which knows `/` as its shell's directory, must not answer first).
  await gotoReady(page, '/')
  await pageKept(page, '/')
  await signIn(page)
  // The course list the app keeps, which the end of this test changes.
  await untilKept(page, ALL_COURSES_KEY)
  // Seen as the HTML is parsed, before the app runs (it starts after the load event).
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const links = document.querySelector('[data-user-links]')
      sessionStorage.setItem(
        'at-parse',
        JSON.stringify({
          kept: document.documentElement.hasAttribute('data-kept-copy'),
          cards: document.querySelectorAll('main article').length,
          userLinks: links && getComputedStyle(links).visibility,
        }),
      )
    }),
  )

  await context.setOffline(true)
  const response = await gotoReady(page, '/courses')
  expect(await response!.text()).toContain(firstName)
  const atParse = JSON.parse((await page.evaluate(() => sessionStorage.getItem('at-parse')))!)
  // The painted links are the server's (signed out, an empty cart): hidden until the app shows this user's.
  expect(atParse).toEqual({ kept: true, cards: expect.any(Number), userLinks: 'hidden' })
  expect(atParse.cards).toBeGreaterThan(0)
  await expect(page.locator('html')).not.toHaveAttribute('data-kept-copy')
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0)
  await expect(page.locator('[data-user-links]')).toContainText('Olivia')
  await expect(page.getByText(/You’re offline/)).toBeVisible()
  await expect(page.locator('main article h3').first()).toHaveText(firstName)

  // The copy the app stored since is newer, and differs: it wins over the kept page. (Changed as
  // the next page begins: this page writes what it has not yet written as it goes.)
  await page.addInitScript(() => {
    const stored = JSON.parse(localStorage.getItem('carewise-query-cache')!)
    for (const query of stored.clientState.queries) {
      if (query.queryKey[1] !== 'courses') continue
      query.state.data[0].name = 'A newer stored copy'
      query.state.dataUpdatedAt = Date.now() + 60_000
    }
    localStorage.setItem('carewise-query-cache', JSON.stringify(stored))
  })
  await reloadReady(page)
  await expect(page.locator('main article h3').first()).toHaveText('A newer stored copy')
  expect(errors).toEqual([])
})

test('offline, the course filter and the header search run over the course list kept on the device', async ({
  page,
  context,
  request,
}) => {
  const all = (await (await request.get('/api/courselist')).json()) as CourseList
  // Offline, part of a name or summary matches (online, the server also reads descriptions).
  const kept = all.data.filter((c) => /dementia/i.test(`${c.name} ${c.short_description}`))
  expect(kept.length).toBeGreaterThan(1)
  expect(kept.length).toBeLessThan(all.data.length)

  await gotoReady(page, '/courses')
  await underServiceWorker(page)
  await waitForApp(page)
  // The whole course list, which the filter and the search run over offline.
  await untilKept(page, ALL_COURSES_KEY)
  await context.setOffline(true)
  await reloadReady(page)
  await waitForApp(page)

  await page.getByRole('complementary', { name: 'Course filters' }).getByLabel('Search courses').fill('dementia')
  // The matching courses kept on the device, not "Error fetching courses".
  await expect(page.getByText(`Showing ${kept.length} courses`)).toBeVisible()
  await expect(page.locator('main article')).toHaveCount(kept.length)
  await expect(page.getByText('Error fetching courses. Please try again later.')).toHaveCount(0)

  const box = page.getByRole('combobox', { name: 'Search courses' })
  await box.fill('dementia')
  const options = page.getByRole('listbox', { name: 'Matching courses' }).getByRole('option')
  await expect(options.first()).toBeVisible()
  await expect(options).toHaveCount(kept.length)
  expect(await options.allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining(kept[0]!.name)]))
  // …and says why there may be fewer matches than online.
  const offlineNote = page.getByText(
    'You’re offline: only course names and summaries saved on this device are searched.',
  )
  await expect(offlineNote).toBeVisible()

  // Back online, the server's fuller answer replaces the one made on the device.
  const online = (await (await request.get('/api/courselist?name=dementia')).json()) as CourseList
  expect(online.data.length).toBeGreaterThan(kept.length)
  await box.press('Escape')
  await context.setOffline(false)
  // This page was loaded offline, and Chromium's emulation then leaves navigator.onLine true, so no
  // `online` event comes: the app notices by asking the server again, within 10 s — as with a Wi-Fi
  // that dropped without the browser noticing.
  await expect(page.getByText(`Showing ${online.data.length} courses`)).toBeVisible({ timeout: 15_000 })
  await box.fill('dementia care')
  await expect(options.first()).toBeVisible()
  await expect(offlineNote).toHaveCount(0)
  await box.press('Escape')

  // A category page never opened online is made from the kept categories and courses.
  const categories = (await (await request.get('/api/category/list')).json()) as Sent<typeof catalogueCalls.categories>
  const full = (await (await request.get('/api/courselist')).json()) as CourseList
  const category = categories.data.find((c) => full.data.some((course) => course.category_id === c.id))!
  const inCategory = full.data.filter((course) => course.category_id === category.id).length
  await untilKept(page, CATEGORIES_KEY, ALL_COURSES_KEY)
  await context.setOffline(true)
  await gotoReady(page, `/category/course/${category.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: category.category })).toBeVisible()
  await expect(page.locator('main article')).toHaveCount(inCategory)
})

/** The width of the picture at `src` as this page decodes it (0 when it cannot). */
function decodedWidth(page: Page, src: string): Promise<number> {
  return page.evaluate(async (url) => {
    const image = new Image()
    image.src = url
    await image.decode().catch(() => undefined)
    return image.naturalWidth
  }, src)
}

test('offline, an image this device never saw is a placeholder, not a broken image', async ({ page, context }) => {
  await gotoReady(page, '/about')
  await underServiceWorker(page)
  await context.setOffline(true)
  expect(await decodedWidth(page, '/images/courses/dementia-awareness.svg?never-seen')).toBe(800)
})

test('offline, a photograph this device holds at another size is shown at that size, not as the placeholder', async ({
  page,
  context,
}) => {
  // Online, the browser may show a size it already holds (a course's large photograph for its
  // thumbnail); offline, the size the layout names may be one it never fetched.
  await gotoReady(page, '/courses')
  await underServiceWorker(page)
  const src = await page.locator('main img[src^="/img/"]').first().getAttribute('src')
  const photo = parseImageRequest(src!.slice(IMAGE_ROUTE_PREFIX.length))
  if (!photo.ok) throw new Error(`${src} is not a catalogue photograph`)
  const sized = (width: ImageWidth) => imageUrl(photo.key, width, 'jpg', photo.version)
  expect(await decodedWidth(page, sized(640))).toBe(640)
  await context.setOffline(true)
  expect(await decodedWidth(page, sized(320))).toBe(640)
})

test('the cart survives going offline and a browser restart', async ({ baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'carewise-profile-'))
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
      baseURL,
      serviceWorkers: 'allow',
    })
  try {
    let context = await launch()
    let page = await context.newPage()
    await gotoReady(page, `/course-detail/${VISITED_COURSE}`)
    await waitForApp(page)
    await underServiceWorker(page)
    await page.getByRole('button', { name: 'Add to cart' }).first().click()
    await page.getByRole('dialog').getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('link', { name: /Cart, 1 item/ })).toBeVisible()
    await gotoReady(page, '/cart')
    // What the restarted browser shows offline: the cart line, in the app's database.
    await expect.poll(() => readCart(page)).toHaveLength(1)
    await context.close()

    context = await launch()
    await context.setOffline(true)
    page = await context.newPage()
    await gotoReady(page, '/cart')
    await expect(page.getByRole('link', { name: /Cart, 1 item/ })).toBeVisible()
    await expect(page.locator('main')).toContainText('Dementia Awareness')
    await context.close()
  } finally {
    rmSync(profile, { recursive: true, force: true })
  }
})

test('a contact message written offline is queued, then delivered exactly once', async ({ page, context }) => {
  await gotoReady(page, '/contact')
  await underServiceWorker(page)
  await reloadReady(page)
  const accepted: number[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('/api/contact') && response.request().method() === 'POST')
      accepted.push(response.status())
  })

  await context.setOffline(true)
  await page.getByRole('textbox', { name: 'Name' }).fill('Offline Olivia')
  await page.getByRole('textbox', { name: 'Email' }).fill('olivia@example.com')
  await page.getByRole('textbox', { name: 'Phone' }).fill('07700900456')
  await page.getByRole('textbox', { name: 'Message' }).fill('Sent from a care home with no signal.')
  await page.getByRole('button', { name: /send/i }).click()
  await expect(page.getByText(/queued/i).first()).toBeVisible()

  // Reopening the app while still offline keeps it queued.
  await reloadReady(page)
  await expect(page.getByText(/queued/i).first()).toBeVisible()

  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect(page.getByText(/queued/i)).toHaveCount(0, { timeout: 20_000 })
  await expect.poll(() => accepted).toEqual([200])
  // Exactly once: no second delivery follows.
  await provesNothingHappensFor(page, 1000)
  expect(accepted).toEqual([200])
})

test('Chromium finds the app installable', async ({ baseURL }) => {
  // Installability is not judged in incognito contexts, so this one uses a real profile.
  const profile = mkdtempSync(join(tmpdir(), 'carewise-install-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    baseURL,
    serviceWorkers: 'allow',
  })
  try {
    const page = await context.newPage()
    await gotoReady(page, '/')
    await underServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    const manifest = await (await page.request.get('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/' })
    expect(manifest.icons.map((i: { purpose: string }) => i.purpose)).toContain('maskable')
    expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual(['/courses', '/cart'])
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('a new build shows the update toast; reloading changes the query-cache buster and drops the older build’s kept pages', async ({
  page,
}) => {
  await gotoReady(page, '/courses')
  await underServiceWorker(page)
  await expect(page.locator('main article').first()).toBeVisible()
  await untilKept(page, ALL_COURSES_KEY)
  const busterBefore = (await keptQueryCache(page))?.buster
  expect(busterBefore).toBeTruthy()
  await reloadReady(page)
  await pageKept(page, '/courses')
  const keptPages = () =>
    page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('carewise-pages-')))
  const [pagesBefore] = await keptPages()

  // A new build of the same sources, deployed as a deploy would be: into the folder this server
  // serves (its own copy, so no other test's server sees it).
  const buildId = `e2e-${Date.now()}`
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', E2E_STATIC_DIR, '--emptyOutDir', '--logLevel', 'error'],
    { env: { ...process.env, BUILD_ID: buildId }, encoding: 'utf8' },
  )
  expect(build.status, build.stderr).toBe(0)

  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
  const toast = page.getByRole('status').filter({ hasText: 'New version available' })
  await expect(toast).toBeVisible({ timeout: 30_000 })
  // The new worker takes over first, then the page reloads: wait for the new page's load, not the
  // current one's (already past, which let the checks below run into the reload).
  const reloaded = page.waitForEvent('load')
  await toast.getByRole('button', { name: 'Reload' }).click()
  await reloaded
  await expect(page.locator('main article').first()).toBeVisible()
  // The new build keeps its cache under its own build id (the buster), not the older build's.
  await expect.poll(async () => (await keptQueryCache(page))?.buster).toBe(buildId)
  expect(buildId).not.toBe(busterBefore)
  // The older build's kept pages name its files, which went with its precache: they go too.
  await expect.poll(keptPages).not.toContain(pagesBefore)
})
