import { expect, type Locator, type Page } from '@playwright/test'
import { apiData, onlineCourses, type Sent } from './helpers/api'
import { addFromCoursePage } from './helpers/cart'
import { DEMO_ACCOUNTS } from './helpers/session'
import { goto, gotoReady, test, waitForApp } from './helpers/test'
import { provesNothingHappensFor } from './helpers/timing'
import type { catalogueCalls } from '../../src/shared/contract/catalogue'

/**
 * A person on a phone acts on a painted page the moment a control shows, before the app has
 * started. These tests do the same, on a CPU slowed ×4 (a phone's), and never wait for the app
 * first: what they tap, tick or type must be honoured once the app runs, once.
 */

const IN_HOUSE_COURSE = 'moving-and-handling-people-practical'

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/**
 * Holds the app's code (its entry included) back until released, as a slow connection does, so
 * that the tap surely lands on the painted page before the app. `wasAsked` tells that the hold really held
 * (a pattern that matched no file would not).
 */
async function holdAppCode(page: Page): Promise<{ release: () => void; wasAsked: () => boolean }> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let asked = false
  await page.route(/\/assets\/(index|start-app|app)-[^/]+\.js$/, async (route) => {
    asked = true
    await held
    await route.continue()
  })
  return { release, wasAsked: () => asked }
}

/** Taps the control as soon as it is on screen, as a person does (however it looks meanwhile). */
async function tap(control: Locator): Promise<void> {
  await expect(control).toBeVisible()
  await control.click({ force: true })
}

/** Opens a painted page with the app's code held back; the returned function lets it arrive. */
async function openPainted(page: Page, path: string): Promise<() => Promise<void>> {
  // The server paints a page within its time budget once warm; a first render may take longer.
  expect((await page.request.get(path)).ok()).toBe(true)
  await slowCpu(page)
  const code = await holdAppCode(page)
  await goto(page, path)
  return async () => {
    // The tap was made on the paint: the app had not started, and its code had been asked for.
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0)
    expect(code.wasAsked()).toBe(true)
    code.release()
    await waitForApp(page)
  }
}

const pressed = (control: Locator) => expect(control).toHaveAttribute('data-early-pressed', '')

test.describe('a tap on the painted page, before the app has started, is honoured once it has', () => {
  test('Add to cart opens its dialog', async ({ page }) => {
    const [course] = await onlineCourses(page.request)
    if (!course) throw new Error('the demo catalogue has no online course')
    const start = await openPainted(page, `/course-detail/${course.slug}`)
    const button = page.getByRole('button', { name: 'Add to cart' }).first()
    await tap(button)
    await pressed(button)
    await start()
    await expect(page.getByRole('dialog', { name: 'Add to cart' })).toBeVisible()
    // Done once: the mark is gone, and the dialog is the only one.
    await expect(page.locator('[data-early-pressed]')).toHaveCount(0)
    await expect(page.getByRole('dialog')).toHaveCount(1)
  })

  test('Save for offline saves the course', async ({ page }) => {
    const [course] = await onlineCourses(page.request)
    if (!course) throw new Error('the demo catalogue has no online course')
    const start = await openPainted(page, `/course-detail/${course.slug}`)
    const button = page.getByRole('main').getByRole('button', { name: 'Save for offline' }).first()
    await tap(button)
    await pressed(button)
    await start()
    await expect(page.getByRole('main').getByRole('button', { name: 'Saved for offline' }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('a double tap on Save for offline saves the course: it is one intent, not a save and an unsave', async ({
    page,
  }) => {
    const [course] = await onlineCourses(page.request)
    if (!course) throw new Error('the demo catalogue has no online course')
    const start = await openPainted(page, `/course-detail/${course.slug}`)
    const button = page.getByRole('main').getByRole('button', { name: 'Save for offline' }).first()
    await expect(button).toBeVisible()
    // Two taps in quick succession, as on a phone that seems slow.
    await button.dblclick({ force: true })
    await pressed(button)
    await start()
    const saved = page.getByRole('main').getByRole('button', { name: 'Saved for offline' }).first()
    await expect(saved).toHaveAttribute('aria-pressed', 'true')
    // The replay has ended (nothing is left marked), and the course is still saved.
    await expect(page.locator('[data-early-pressed]')).toHaveCount(0)
    await provesNothingHappensFor(page, 1_000)
    await expect(saved).toHaveAttribute('aria-pressed', 'true')
    await gotoReady(page, '/saved')
    await expect(page.getByRole('main').getByText(course.name).first()).toBeVisible()
  })

  test('Book Now opens the booking form', async ({ page }) => {
    const start = await openPainted(page, `/course-detail/${IN_HOUSE_COURSE}`)
    const button = page.getByRole('button', { name: 'Book Now' })
    await tap(button)
    await pressed(button)
    await start()
    await expect(page.getByRole('dialog').getByRole('heading', { name: /^Book / })).toBeVisible()
  })

  test('a category checkbox on /courses filters the list', async ({ page }) => {
    const [category] = await apiData<Sent<typeof catalogueCalls.categories>['data']>(page.request, '/category/list')
    if (!category) throw new Error('the demo catalogue has no category')
    const start = await openPainted(page, '/courses')
    const box = page.getByRole('checkbox', { name: category.category })
    await tap(box)
    await pressed(box)
    await start()
    await expect(box).toBeChecked()
    await expect(page).toHaveURL(new RegExp(`[?&]category=%5B${category.id}%5D`))
  })

  test('an FAQ question opens its answer', async ({ page }) => {
    const start = await openPainted(page, '/faq')
    const question = page.getByRole('main').getByRole('button', { expanded: false }).first()
    await tap(question)
    await pressed(question)
    await start()
    await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1)
    await expect(page.getByRole('main').getByRole('region').first()).toBeVisible()
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } })

    test('the menu opens', async ({ page }) => {
      const start = await openPainted(page, '/faq')
      const button = page.getByRole('button', { name: 'Open menu' })
      await tap(button)
      await pressed(button)
      await start()
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    })

    test('a reader who scrolled the painted page stays where they are as the app starts; the next page opens at its top', async ({
      page,
    }) => {
      const [course] = await onlineCourses(page.request)
      if (!course) throw new Error('the demo catalogue has no online course')
      const start = await openPainted(page, `/course-detail/${course.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.mouse.wheel(0, 600)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
      // What they are reading: where the button sits on their screen.
      const button = page.getByRole('button', { name: 'Add to cart' }).first()
      const onScreenAt = async () => (await button.boundingBox())?.y ?? Number.NaN
      const readingAt = await onScreenAt()
      await start()
      // The app's first render (its router's scroll handling) must not move the page under their
      // thumb. (The header turns compact as the app sees the page scrolled; the browser's scroll
      // anchoring keeps the content in place meanwhile.)
      await provesNothingHappensFor(page, 1000)
      expect(Math.abs((await onScreenAt()) - readingAt)).toBeLessThanOrEqual(2)
      // Once the app runs, a new page still starts at its top.
      await page.getByRole('link', { name: 'All courses' }).first().click()
      await expect(page).toHaveURL(/\/courses$/)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    })
  })

  test('typing in the header search shows its results', async ({ page }) => {
    const start = await openPainted(page, '/faq')
    const box = page.getByRole('combobox', { name: 'Search courses' }).first()
    await expect(box).toBeVisible()
    await box.pressSequentially('dementia')
    await start()
    await expect(box).toHaveValue('dementia')
    await expect(page.getByRole('listbox', { name: 'Matching courses' }).getByRole('option').first()).toContainText(
      /dementia/i,
    )
  })

  test('typing that goes on while the app starts is kept whole, and logs in', async ({ page }) => {
    const start = await openPainted(page, '/login')
    const email = page.getByRole('textbox', { name: 'Email' })
    const [before, after] = [DEMO_ACCOUNTS.learner.email.slice(0, 8), DEMO_ACCOUNTS.learner.email.slice(8)]
    await email.pressSequentially(before)
    // The code arrives while the person goes on typing, a key every 80 ms, as the app takes over.
    const starting = start()
    await email.pressSequentially(after, { delay: 80 })
    await starting
    await expect(email).toHaveValue(DEMO_ACCOUNTS.learner.email)
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_ACCOUNTS.learner.password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull()
  })

  test('submitting the login form logs in', async ({ page }) => {
    const start = await openPainted(page, '/login')
    await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ACCOUNTS.learner.email)
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_ACCOUNTS.learner.password)
    const submit = page.getByRole('button', { name: 'Log in', exact: true })
    await tap(submit)
    await pressed(submit)
    // Not sent by the browser as a plain form (which would put the password in the address).
    expect(page.url()).not.toContain('CarewiseDemo1')
    await start()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull()
    await expect(page).not.toHaveURL(/\/login/)
  })

  test('submitting the contact form sends the message, once', async ({ page }) => {
    const posted: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact') && request.method() === 'POST') posted.push(request.url())
    })
    const start = await openPainted(page, '/contact')
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Early Eve')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('eve@example.com')
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('07700 900321')
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Sent before the app had started.')
    const send = page.getByRole('button', { name: 'Send message' })
    await tap(send)
    await pressed(send)
    await start()
    await expect(page.getByText(/message has been sent|thank/i).first()).toBeVisible()
    // Once: neither the painted form nor the app sends it a second time.
    await provesNothingHappensFor(page, 500)
    expect(posted).toHaveLength(1)
  })
})

test.describe('on a device holding a cart, while the database’s code is slow to arrive', () => {
  /**
   * Puts a cart on the device (the app then reads its database at every start, "Book Now" its
   * course's draft), and holds the database's code back until released, as a slow phone does.
   */
  async function storedCartAndSlowDatabase(page: Page) {
    const [course] = await onlineCourses(page.request)
    if (!course) throw new Error('the demo catalogue has no online course')
    await gotoReady(page, `/course-detail/${course.slug}`)
    await (await addFromCoursePage(page)).getByRole('button', { name: 'Continue browsing' }).click()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let asked = false
    await page.route(/\/assets\/db-[^/]+\.js$/, async (route) => {
      asked = true
      await held
      await route.continue()
    })
    return { release, wasAsked: () => asked }
  }

  test('the app says it is ready only once Book Now is available, and a tap then opens the form', async ({ page }) => {
    const database = await storedCartAndSlowDatabase(page)
    await goto(page, `/course-detail/${IN_HOUSE_COURSE}`)
    await expect.poll(database.wasAsked).toBe(true)
    // The page is hydrated, but "Book Now" waits for the course's draft: the app is not ready yet.
    await provesNothingHappensFor(page, 1_000)
    await expect(page.locator('html[data-app-ready]')).toHaveCount(0)
    database.release()
    await waitForApp(page)
    // The moment the app says it is ready, a tap is honoured (not forced past a disabled look: the
    // button must be available by then).
    await page.getByRole('button', { name: 'Book Now' }).click({ timeout: 1_000 })
    await expect(page.getByRole('dialog').getByRole('heading', { name: /^Book / })).toBeVisible()
  })

  test('a tap on Book Now once React has hydrated it, before its draft is read, opens the form once read', async ({
    page,
  }) => {
    const database = await storedCartAndSlowDatabase(page)
    await goto(page, `/course-detail/${IN_HOUSE_COURSE}`)
    const button = page.getByRole('button', { name: 'Book Now' })
    // The tap must land after React has taken the button over (its props on the element: what
    // this test is about), not on the painted page, whose taps were always kept.
    await button.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const check = () =>
            Object.keys(element).some((key) => key.startsWith('__reactProps$'))
              ? resolve()
              : requestAnimationFrame(check)
          check()
        }),
    )
    await button.click({ force: true })
    database.release()
    await expect(page.getByRole('dialog').getByRole('heading', { name: /^Book / })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(1)
  })
})

test('HTML delivered, then offline before the app’s code: the page says so, and honours the tap once back online', async ({
  page,
}) => {
  const [course] = await onlineCourses(page.request)
  if (!course) throw new Error('the demo catalogue has no online course')
  expect((await page.request.get(`/course-detail/${course.slug}`)).ok()).toBe(true)
  // The page and its early-input script and stylesheet arrive; then the connection drops.
  let offline = false
  await page.route('**/*', async (route) => {
    const request = route.request()
    if (request.resourceType() === 'document' && !offline) {
      const response = await route.fetch()
      offline = true
      await route.fulfill({ response })
    } else if (offline && !/\/assets\/(early-input-[^/]+\.js|[^/]+\.css)$/.test(request.url())) {
      await route.abort('internetdisconnected')
    } else {
      await route.continue()
    }
  })
  await goto(page, `/course-detail/${course.slug}`)
  const button = page.getByRole('button', { name: 'Add to cart' })
  await tap(button)
  await expect(
    page.getByText('This page can’t respond until you’re back online. What you tapped is kept.'),
  ).toBeVisible()
  await pressed(button)

  // Back online: the page loads again by itself, and the tap is honoured.
  await page.unroute('**/*')
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect(page.getByRole('dialog', { name: 'Add to cart' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('dialog', { name: 'Add to cart' })).toHaveCount(1)
})

test('a chunk a deploy removed: the page loads once more, onto the current build, and starts', async ({ page }) => {
  // Documents asked for (not `load` events: the reload may come before the first page has fired one).
  let loads = 0
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++
  })
  // Gone for the page that names it (its preload and its import alike), there again after the
  // reload, as a deploy's new page names chunks that exist. Notes which page asked each time.
  const askedBy: number[] = []
  await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
    askedBy.push(loads)
    if (loads === 1) await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' })
    else await route.continue()
  })
  await goto(page, '/faq')
  await waitForApp(page)
  expect([...new Set(askedBy)]).toEqual([1, 2])
  expect(loads).toBe(2)
  // Working, not just painted.
  await page.getByRole('main').getByRole('button', { expanded: false }).first().click()
  await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1)
})

test.describe('photographs below the fold, on a painted page before the app has started', () => {
  const tiles = (page: Page) => page.getByRole('main').locator('a[href^="/category/course/"]')
  const categoryPhotos = (page: Page) => tiles(page).locator('img')
  const asked = (page: Page) => {
    const urls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/categories/')) urls.push(request.url())
    })
    return urls
  }
  const loaded = (photo: Locator) => expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } })

    test('wait for the app’s code, keeping their place, and come once it has started', async ({ page }) => {
      const photos = asked(page)
      const start = await openPainted(page, '/')
      const hero = page.getByRole('img', { name: 'Care workers with the people they support' })
      await expect(hero).toBeVisible()
      await loaded(hero).toBeGreaterThan(0)
      const tile = tiles(page).first()
      // Where the tile sits in the page's content (the header turns compact as the page scrolls),
      // and its height.
      const place = () =>
        tile.evaluate((el) => [
          el.getBoundingClientRect().top - document.querySelector('main')!.getBoundingClientRect().top,
          el.clientHeight,
        ])
      const placed = await place()
      // The first screen is whole; below it, nothing competes with the app's code for the connection.
      await provesNothingHappensFor(page, 1000)
      expect(photos).toEqual([])
      await start()
      await tile.scrollIntoViewIfNeeded()
      await loaded(categoryPhotos(page).first()).toBeGreaterThan(0)
      expect(photos.length).toBeGreaterThan(0)
      // Their frames were there all along: nothing moved when they arrived.
      expect(await place()).toEqual(placed)
    })

    test('come at once for a reader who scrolls to them', async ({ page }) => {
      const start = await openPainted(page, '/')
      await expect(tiles(page).first()).toBeAttached()
      await page.mouse.wheel(0, 700)
      await loaded(categoryPhotos(page).first()).toBeGreaterThan(0)
      await start()
    })
  })

  for (const path of ['/courses', '/blogs']) {
    test(`on a phone, ${path} fetches only its first card’s photograph before the app’s code; the rest of the row waits in its frame`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 })
      const photos: string[] = []
      page.on('request', (request) => {
        const photo = /\/img\/[^/]+\/\d+\/(?:courses|blogs)\/([^/.]+)/.exec(request.url())?.[1]
        if (photo) photos.push(photo)
      })
      const start = await openPainted(page, path)
      const cards = page.getByRole('main').locator('article')
      await loaded(cards.first().locator('img')).toBeGreaterThan(0)
      const frameHeight = () =>
        cards
          .nth(1)
          .locator('picture')
          .evaluate((el) => el.clientHeight)
      const waiting = await frameHeight()
      await provesNothingHappensFor(page, 1000)
      expect(new Set(photos).size).toBe(1)
      await start()
      await cards.nth(1).scrollIntoViewIfNeeded()
      await loaded(cards.nth(1).locator('img')).toBeGreaterThan(0)
      expect(waiting).toBeGreaterThan(100)
      expect(await frameHeight()).toBe(waiting)
    })
  }

  test('on a wide screen, where the first screen shows more, nothing waits', async ({ page }) => {
    const start = await openPainted(page, '/')
    await expect(tiles(page).first()).toBeAttached()
    await loaded(categoryPhotos(page).first()).toBeGreaterThan(0)
    await start()
  })
})
