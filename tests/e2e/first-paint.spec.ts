import { expect } from '@playwright/test'
import { apiData, onlineCourses, type CourseSummary } from './helpers/api'
import { addFromCoursePage } from './helpers/cart'
import { goto, gotoReady, pageErrors, reloadReady, test } from './helpers/test'
import { isHydrated } from '../../src/first-paint/router-internals'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('public pages arrive painted by the server, with their own titles', async ({ page }) => {
    const list = await apiData<CourseSummary[]>(page.request, '/courselist')
    const first = list[0]
    if (!first) throw new Error('the demo catalogue has no courses')

    await gotoReady(page, '/courses')
    await expect(page).toHaveTitle('All courses | Carewise Learning')
    await expect(page.locator('main article')).toHaveCount(list.length)
    await expect(page.getByText(`Showing ${list.length} courses`)).toBeVisible()

    await gotoReady(page, `/course-detail/${first.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name)

    await gotoReady(page, '/')
    await expect(page.getByRole('link', { name: 'Explore Courses' }).first()).toBeVisible()
    await expect(page.locator('footer')).toContainText('All rights reserved.')
  })

  test('an address written another way is redirected to the app’s own form, and painted there', async ({ page }) => {
    const moved = await page.request.get('/courses/?category=4', { maxRedirects: 0 })
    expect(moved.status()).toBe(308)
    expect(moved.headers().location).toBe('/courses?category=%5B4%5D')
    await gotoReady(page, '/courses?category=4')
    await expect(page).toHaveURL(/\/courses\?category=%5B4%5D$/)
    await expect(page).toHaveTitle('All courses | Carewise Learning')
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1)
  })

  test('pages that depend on this browser’s storage or session are left to the app', async ({ page }) => {
    for (const path of ['/cart', '/dashboard', '/saved']) {
      await gotoReady(page, path)
      await expect(page.locator('#root')).toBeEmpty()
    }
  })
})

test.describe('with JavaScript', () => {
  // The app registers its service worker; blocking it would log an error of its own.
  test.use({ serviceWorkers: 'allow' })

  test('the app takes the painted pages over without a hydration error, and they work', async ({ page }) => {
    const errors = pageErrors(page)
    const [course] = await onlineCourses(page.request)
    if (!course) throw new Error('the demo catalogue has no online course')
    for (const path of [
      '/',
      '/courses',
      `/course-detail/${course.slug}`,
      '/blogs',
      '/faq',
      '/about',
      '/terms',
      '/login',
      '/contact',
    ]) {
      await gotoReady(page, path)
      await page.waitForLoadState('networkidle')
    }
    expect(errors).toEqual([])

    // Hydrated, not just painted: the filter answers typing.
    await gotoReady(page, '/courses')
    await page.waitForLoadState('networkidle')
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('dementia')
    await expect(page).toHaveURL(/[?&]q=dementia/)
    await expect(page.locator('main article').first()).toContainText(/dementia/i)
  })

  test('a page painted last year (from the page cache, just after midnight) hydrates without an error', async ({
    page,
  }) => {
    const errors = pageErrors(page)
    const paintedYear = new Date().getFullYear()
    // The browser's clock is already in the new year; the server's paint is not.
    await page.clock.setFixedTime(new Date(paintedYear + 1, 0, 1, 0, 0, 5))
    await gotoReady(page, '/faq')
    await page.waitForLoadState('networkidle')
    await expect(page.locator('footer')).toContainText(`© ${paintedYear} `)
    expect(errors).toEqual([])
  })
})

test('an address with an empty segment is the app’s 404 page, on this site, never another site', async ({
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL')
  for (const path of ['//evil.example/', '//courses', '/courses//x']) {
    // Written out in full: relative to the site, `//evil.example/` would name the other site itself.
    const response = await gotoReady(page, `${baseURL}${path}`)
    expect([path, response?.status()]).toEqual([path, 404])
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    expect(new URL(page.url()).origin).toBe(new URL(baseURL).origin)
  }
})

test('once the app runs, each page has one description, its own: painted, left to the app, or reached in the app', async ({
  page,
}) => {
  const descriptions = page.locator('meta[name="description"]')
  await gotoReady(page, '/courses')
  await expect(descriptions).toHaveCount(1)
  await expect(descriptions).toHaveAttribute('content', /^Browse every accredited/)
  await gotoReady(page, '/contact')
  await expect(descriptions).toHaveCount(1)
  await expect(descriptions).toHaveAttribute('content', /^Questions about a course/)
  await page.getByRole('link', { name: 'Explore Courses' }).first().click()
  await expect(page).toHaveURL(/\/courses$/)
  await expect(descriptions).toHaveCount(1)
  await expect(descriptions).toHaveAttribute('content', /^Browse every accredited/)
})

test('a copy stored by an earlier visit does not replace the data the server painted from', async ({ page }) => {
  const STORED_NAME = 'An older stored copy'
  await gotoReady(page, '/courses')
  const firstName = page.locator('main article h3').first()
  const painted = await firstName.textContent()
  // The earlier visit's copy of the list, made to look newer than the server's and to differ.
  const storedList = () =>
    page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('carewise-query-cache') ?? 'null') as {
        clientState: {
          queries: { queryKey: unknown[]; state: { data: { name: string }[]; dataUpdatedAt: number } }[]
        }
      } | null
      return stored?.clientState.queries.find((q) => q.queryKey[1] === 'courses') ? stored : null
    })
  await expect.poll(storedList).not.toBeNull()
  await page.evaluate((name) => {
    const stored = JSON.parse(localStorage.getItem('carewise-query-cache')!)
    for (const query of stored.clientState.queries) {
      if (query.queryKey[1] !== 'courses') continue
      query.state.data[0].name = name
      query.state.dataUpdatedAt = Date.now() + 60 * 60_000
    }
    localStorage.setItem('carewise-query-cache', JSON.stringify(stored))
  }, STORED_NAME)

  await reloadReady(page)
  // Once the restore is over, the cache is saved again: with the server's list, not the stored one.
  await expect
    .poll(async () => JSON.stringify(await storedList()).includes(STORED_NAME), { timeout: 15_000 })
    .toBe(false)
  await expect(firstName).toHaveText(painted!)
})

test('text typed into the painted page before the app takes over is kept and acted on', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let heldBack = false
  await page.route('**/assets/app-*.js', async (route) => {
    heldBack = true
    await held
    await route.continue()
  })
  await goto(page, '/courses')
  const box = page.getByRole('searchbox', { name: 'Search courses' })
  await box.fill('dementia')
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0)
  // The app's chunk really was held back (a pattern that matched no file would not hold it).
  expect(heldBack).toBe(true)

  release()
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
  await expect(box).toHaveValue('dementia')
  await expect(page).toHaveURL(/[?&]q=dementia/)
  await expect(page.locator('main article').first()).toContainText(/dementia/i)
})

test('a first visit starts without the database code or the full contract: it only holds them for offline, and stores nothing until the cart is used', async ({
  page,
}) => {
  // Each script's priority as the browser asked for it: the start code goes at the browser's own
  // (High), the code held for a first visit that goes offline (server/lib/route-chunks.ts) at Low.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const priorities = new Map<string, string>()
  cdp.on('Network.requestWillBeSent', ({ request }) => priorities.set(request.url, request.initialPriority))
  const scripts: Promise<{ url: string; code: string }>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response.text().then(
          (code) => ({ url: response.url(), code }),
          () => ({ url: response.url(), code: '' }),
        ),
      )
  })
  const holding = async (marker: RegExp) => (await Promise.all(scripts)).filter(({ code }) => marker.test(code))
  // Dexie's error class, and the full zod's (zod/mini, which the router uses, has only `$ZodError`).
  const dexie = /DexieError/
  const fullZod = /["'`]ZodError["'`]/
  const databases = () =>
    page.evaluate(async () =>
      (await indexedDB.databases()).map(({ name }) => name).filter((name) => name !== undefined),
    )

  const [online] = await onlineCourses(page.request)
  if (!online) throw new Error('the demo catalogue has no online course')
  await gotoReady(page, `/course-detail/${online.slug}`)
  await page.waitForLoadState('networkidle')
  // Held: on the device for the cart and the contact outbox offline, but never asked for with the
  // start code nor ahead of it.
  for (const marker of [dexie, fullZod]) {
    const held = await holding(marker)
    expect(held.length, String(marker)).toBeGreaterThan(0)
    for (const { url } of held) expect(priorities.get(url), url).toBe('Low')
  }
  expect(await databases()).toEqual([])

  // The cart opens the database; the course list asks the server through the contract.
  const added = await addFromCoursePage(page)
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  expect(await databases()).toHaveLength(1)
  await added.getByRole('button', { name: 'Continue browsing' }).click()
  await page.getByRole('combobox', { name: 'Search courses' }).first().fill('dementia')
  await expect(page.getByRole('option').first()).toContainText(/dementia/i)
})

test('the app’s code arrives without chains: every script a page loads was asked for together with the one that needed it', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  for (const path of ['/', '/courses']) {
    scripts.length = 0
    await gotoReady(page, path)
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    // The entry is in the page; the app, its framework and the route's chunks are announced as
    // module preloads when the code that needs them asks for them, not found one import at a time.
    const entry = await page.locator('script[type="module"][src]').getAttribute('src')
    // The early-input script: a classic script in <head>, named in the page itself.
    const early = await page.locator('head script[src]:not([type="module"])').getAttribute('src')
    const announced = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))
    expect(scripts.some((script) => /\/assets\/framework-/.test(script))).toBe(true)
    expect(scripts.filter((script) => script !== entry && script !== early && !announced.includes(script))).toEqual([])
  }
})

test('a painted page names in its HTML all the code it starts with: none is asked for only once the app runs', async ({
  page,
}) => {
  const [online] = await onlineCourses(page.request)
  if (!online) throw new Error('the demo catalogue has no online course')
  for (const path of ['/', '/courses', `/course-detail/${online.slug}`, '/blogs']) {
    const html = await (await page.request.get(path)).text()
    const named = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
      ([, src]) => src,
    )
    await gotoReady(page, path)
    // Every script asked for before the app rendered: its route's code too, not one round trip later.
    // (Not before it says it is ready: by then it may also have fetched what its page loads once it
    // runs, such as the sanitiser of a course's description.)
    const readyAt = await page.evaluate(() => performance.getEntriesByName('app-rendered')[0]?.startTime ?? Number.NaN)
    const asked = await page.evaluate(
      (readyAt) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < readyAt && /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => new URL(entry.name).pathname),
      readyAt,
    )
    expect(asked.length, path).toBeGreaterThan(3)
    expect(
      asked.filter((src) => !named.includes(src)),
      path,
    ).toEqual([])
  }
})

test('a course page starts without the HTML sanitiser: its painted text stays as it is, and the page works meanwhile', async ({
  page,
}) => {
  const [online] = await onlineCourses(page.request)
  if (!online) throw new Error('the demo catalogue has no online course')
  const path = `/course-detail/${online.slug}`
  // DOMPurify's hook name survives minification.
  const html = await (await page.request.get(path)).text()
  for (const [, src] of html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"/g))
    expect(await (await page.request.get(src!)).text(), src).not.toContain('uponSanitizeElement')

  // The sanitiser is held back: the app starts and the reader acts without it.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/sanitise-html-[^/]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await goto(page, path)
  const description = page.locator('section', { has: page.getByRole('heading', { name: 'Description' }) })
  const text = description.locator('.prose-content')
  await expect(text).toBeVisible()
  const painted = await text.innerHTML()
  await text.evaluate((element) => Object.assign(element, { paintedByServer: true }))
  await addFromCoursePage(page)
  await page.keyboard.press('Escape')

  // Not yet React's while the sanitiser is away; then adopted, the element the server painted.
  expect(await text.evaluate(isHydrated)).toBe(false)
  release()
  await expect.poll(() => text.evaluate(isHydrated)).toBe(true)
  await expect(text).toHaveJSProperty('paintedByServer', true)
  expect(await text.innerHTML()).toBe(painted)
})

test('a course opened from the list shows its description at once: the link’s preload brings the sanitiser', async ({
  page,
}) => {
  // About the link's preload, not the start: the app is running.
  await gotoReady(page, '/courses')
  const sanitiser = page.waitForRequest(/\/assets\/sanitise-html-[^/]+\.js$/)
  const link = page.locator('main a[href^="/course-detail/"]').first()
  await link.hover()
  await sanitiser
  await link.click()
  const description = page.locator('section', { has: page.getByRole('heading', { name: 'Description' }) })
  await expect(description.locator('.prose-content')).not.toBeEmpty()
})

test('a painted page asks for the code it starts with at the browser’s own script priority, not behind its photographs', async ({
  page,
}) => {
  // At low priority the start code shared a phone's line with the page's photographs, and the
  // page answered 130–240 ms later (bench/what-changed.md, eighteenth run).
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const priorities = new Map<string, string>()
  cdp.on('Network.requestWillBeSent', ({ request }) =>
    priorities.set(new URL(request.url).pathname, request.initialPriority),
  )
  await gotoReady(page, '/courses')
  const startCode = [...priorities].filter(([path]) => /^\/assets\/(framework|app)-[^/]+\.js$/.test(path))
  expect(startCode).toHaveLength(2)
  for (const [path, priority] of startCode) expect(priority, path).toBe('High')
  // The page's largest photograph (its preload, the first photograph asked for) keeps its own high priority.
  expect([...priorities].find(([path]) => path.startsWith('/img/'))?.[1]).toBe('High')
})
