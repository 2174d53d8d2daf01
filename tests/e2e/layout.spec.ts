import { expect, type Page } from '@playwright/test'
import { openInApp } from './helpers/app-navigation'
import { putCart } from './helpers/cart'
import { apiData, type Sent } from './helpers/api'
import { test, gotoReady, reloadReady } from './helpers/test'
import { expectNoAxeViolations } from './helpers/axe'
import { provesNothingHappensFor } from './helpers/timing'
import { DEMO_ACCOUNTS, signIn } from './helpers/session'
import type { catalogueCalls } from '../../src/shared/contract/catalogue'
import type { contentCalls } from '../../src/shared/contract/content'

type Categories = Sent<typeof catalogueCalls.categories>['data']

test.describe('header (desktop)', () => {
  test('has the brand, the main links, Login and Sign up, and an empty cart', async ({ page }) => {
    await gotoReady(page, '/blogs')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: /Carewise Learning, home/ })).toHaveAttribute('href', '/')
    const nav = header.getByRole('navigation', { name: 'Main' })
    for (const [name, href] of [
      ['Home', '/'],
      ['About Us', '/about'],
      ['Blogs', '/blogs'],
      ['Explore Courses', '/courses'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(nav.getByRole('link', { name: 'Blogs', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(header.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login')
    await expect(header.getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute('href', '/register')
    await expect(header.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart')

    await nav.getByRole('link', { name: 'About Us', exact: true }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  })

  test('the cart badge counts every item in the cart', async ({ page }) => {
    await gotoReady(page, '/')
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible()
    await putCart(page, [
      { id: 1, image: '', name: 'A', price: 10, quantity: 2 },
      { id: 2, image: '', name: 'B', price: 20, quantity: 1 },
    ])
    await reloadReady(page)
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible()
  })

  test('the Categories dropdown links each category by its slug', async ({ page }) => {
    const categories = await apiData<Categories>(page.request, '/category/list')
    expect(categories.length).toBeGreaterThan(3)
    await gotoReady(page, '/')
    const button = page.getByRole('banner').getByRole('button', { name: 'Categories' })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    for (const category of categories) {
      await expect(
        page.getByRole('banner').getByRole('link', { name: category.category, exact: true }),
      ).toHaveAttribute('href', `/category/course/${category.slug}`)
    }
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()

    const second = categories[1]!
    await button.click()
    await page.getByRole('banner').getByRole('link', { name: second.category, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/category/course/${second.slug}$`))
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('takes its scrolled style after 50 px of scroll, and stays on top', async ({ page }) => {
    await gotoReady(page, '/')
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).toBe('none')
    const heightAtTop = (await header.boundingBox())!.height

    await page.evaluate(() => window.scrollTo(0, 40))
    // The header reads each scroll event: it has had time to react to this one, and stays as it was.
    await provesNothingHappensFor(page, 200)
    await expect(header).toHaveAttribute('data-scrolled', 'false')

    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none')
    await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThan(heightAtTop)
    // Sticky: still at the top of the viewport after scrolling.
    expect((await header.boundingBox())!.y).toBe(0)

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  test('shows an Offline pill while the browser is offline', async ({ page, context }) => {
    await gotoReady(page, '/')
    const header = page.getByRole('banner')
    await expect(header.getByText('Offline', { exact: true })).toHaveCount(0)
    await context.setOffline(true)
    await expect(header.getByText('Offline', { exact: true })).toBeVisible()
    await context.setOffline(false)
    await expect(header.getByText('Offline', { exact: true })).toHaveCount(0)
  })

  test('the skip link moves to the main content', async ({ page }) => {
    await gotoReady(page, '/faq')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })

  test('another page takes focus to its content and is announced by title; a filter keeps focus', async ({ page }) => {
    await gotoReady(page, '/courses')
    const search = page.getByRole('searchbox', { name: 'Search courses' })
    await search.fill('safeguarding')
    await expect(page).toHaveURL(/q=safeguarding/)
    await expect(search).toBeFocused()

    await page
      .getByRole('main')
      .getByRole('link', { name: /safeguarding/i })
      .first()
      .click()
    await expect(page).toHaveURL(/\/course-detail\//)
    await expect(page.locator('main#main')).toBeFocused()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const title = await page.title()
    expect(title).toMatch(/safeguarding/i)
    await expect(page.getByRole('status').filter({ hasText: title })).toHaveCount(1)

    // The next Tab goes into the new page, not back to the top of the header.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true)
  })
})

test.describe('footer', () => {
  test('links categories by id, lists support links, contact details and social links, and shows this year', async ({
    page,
  }) => {
    const footerData = await apiData<Sent<typeof contentCalls.footer>['data']>(page.request, '/footer')
    const settings = await apiData<Sent<typeof contentCalls.settings>['data']>(page.request, '/setting')
    await gotoReady(page, '/')
    const footer = page.getByRole('contentinfo')

    const categories = footer.getByRole('navigation', { name: 'Categories' })
    for (const category of footerData.categories) {
      await expect(categories.getByRole('link', { name: category.category, exact: true })).toHaveAttribute(
        'href',
        `/category/course/${category.id}`,
      )
    }
    const support = footer.getByRole('navigation', { name: 'Support' })
    for (const link of footerData.support_links) {
      await expect(support.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href)
    }

    await expect(footer.getByRole('link', { name: settings.Email! })).toHaveAttribute(
      'href',
      `mailto:${settings.Email}`,
    )
    await expect(footer.getByRole('link', { name: settings.Call! })).toHaveAttribute('href', /^tel:\+?\d+$/)
    await expect(footer.getByText(settings.responce_time!)).toBeVisible()
    await expect(footer.getByText(settings.Address!)).toBeVisible()

    for (const [network, key] of [
      ['Facebook', 'Facebook'],
      ['Instagram', 'Instagram'],
      ['Pinterest', 'Pinterest'],
      ['X (Twitter)', 'Twitter'],
      ['YouTube', 'Youtube'],
    ] as const) {
      const link = footer.getByRole('link', { name: `${network} (opens in a new tab)` })
      await expect(link).toHaveAttribute('href', new URL(settings[key]!).href)
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }

    const year = new Date().getFullYear()
    await expect(footer).toContainText(`© ${year} Carewise Learning. All rights reserved.`)

    // A support link to an app page navigates inside the app.
    await support.getByRole('link', { name: 'FAQ', exact: true }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
  })

  test('a failing footer call leaves the page working and offers a retry', async ({ page }) => {
    let fail = true
    await page.route('**/api/footer', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server error"}' })
        : route.continue(),
    )
    await openInApp(page, '/blogs')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText('Categories could not be loaded.')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible()
    fail = false
    await footer.getByRole('button', { name: 'Try again' }).first().click()
    await expect(footer.getByRole('navigation', { name: 'Categories' }).getByRole('link').first()).toBeVisible()
  })
})

test.describe('phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the offcanvas menu holds the links and the categories by slug, and closes', async ({ page }) => {
    const categories = await apiData<Categories>(page.request, '/category/list')
    await gotoReady(page, '/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(page.getByRole('combobox', { name: 'Search courses' })).toBeVisible()

    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    const box = (await menu.boundingBox())!
    expect(box.x).toBe(0)
    expect(box.width).toBeLessThanOrEqual(360)
    for (const name of ['Home', 'About Us', 'Blogs', 'Explore Courses']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(menu.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login')
    await expect(menu.getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute('href', '/register')
    for (const category of categories) {
      await expect(menu.getByRole('link', { name: category.category, exact: true })).toHaveAttribute(
        'href',
        `/category/course/${category.slug}`,
      )
    }
    await expectNoAxeViolations(page)

    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Blogs', exact: true }).click()
    await expect(page).toHaveURL(/\/blogs$/)
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()
  })

  test('Tab backwards through a long page never leaves focus under the sticky header', async ({ page }) => {
    await gotoReady(page, '/faq')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.locator('main button').last().focus()
    // How far the focused control's top is below the header's bottom (negative: partly hidden).
    const clearance = () =>
      page.evaluate(() => {
        const focused = document.activeElement!.getBoundingClientRect()
        return Math.round(focused.top - document.querySelector('header')!.getBoundingClientRect().bottom)
      })
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Shift+Tab')
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)
      await expect.poll(clearance).toBeGreaterThanOrEqual(0)
    }
  })

  test('nothing overflows the screen sideways', async ({ page }) => {
    for (const path of [
      '/',
      '/courses',
      '/course-detail/dementia-awareness',
      '/blogs',
      '/contact',
      '/faq',
      '/about1',
    ]) {
      await gotoReady(page, path)
      await page.waitForLoadState('networkidle')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })

  test('the header fits offline too, with a cart count', async ({ page, context }) => {
    await putCart(page, [{ id: 1, image: '', name: 'Course', price: 10, quantity: 3 }])
    await gotoReady(page, '/courses')
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible()
    await context.setOffline(true)
    await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'Offline' })).toBeAttached()
    // The badge is a dot on a phone (the banner above says it in words), and the cart's count stays on screen.
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeInViewport({ ratio: 1 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  })
})

test.describe('phone (412 px), signed in as a manager', () => {
  test.use({ viewport: { width: 412, height: 915 } })

  test('the menu shows Team and Logout whole, inside the menu, and Logout works', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.manager)
    await gotoReady(page, '/courses')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    const edge = (await menu.boundingBox())!
    const controls = menu.getByRole('link').or(menu.getByRole('button'))
    await expect(controls.last()).toBeVisible()
    for (const control of await controls.all()) {
      const box = (await control.boundingBox())!
      const name = (await control.textContent())?.trim()
      expect(box.x, name).toBeGreaterThanOrEqual(edge.x)
      expect(box.x + box.width, name).toBeLessThanOrEqual(edge.x + edge.width)
    }
    await expect(menu.getByRole('link', { name: 'Team', exact: true })).toBeInViewport({ ratio: 1 })
    const logout = menu.getByRole('link', { name: 'Logout', exact: true })
    await expect(logout).toBeInViewport({ ratio: 1 })
    await logout.click()
    await page.waitForURL((url) => url.pathname === '/login')
  })
})

/**
 * How wide the header's search field is inside its padding, and how wide its placeholder and a
 * typical search term are in its own font: text wider than the field is cut off.
 */
async function searchRoom(page: Page) {
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search courses' })
  await expect(search).toBeVisible()
  return search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input)
    const context = document.createElement('canvas').getContext('2d')!
    context.font = style.font
    return {
      inside: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      placeholder: context.measureText(input.placeholder).width,
      term: context.measureText('safeguarding').width,
    }
  })
}

test.describe('header search beside the links (desktop)', () => {
  for (const width of [1280, 1536]) {
    test(`at ${width} px, signed in as a manager with Install app offered, the search shows its placeholder and a term whole`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await signIn(page, DEMO_ACCOUNTS.manager)
      await gotoReady(page, '/courses')
      // What Chromium sends once it finds the app installable; a test browser never decides so by itself.
      await page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt')))
      await expect(page.getByRole('banner').getByRole('button', { name: 'Install app' })).toBeVisible()
      await expect(page.getByRole('banner').getByRole('link', { name: 'Team', exact: true })).toBeVisible()
      const room = await searchRoom(page)
      expect(room.placeholder).toBeLessThanOrEqual(room.inside)
      expect(room.term).toBeLessThanOrEqual(room.inside)
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    })
  }
})

test.describe('not found', () => {
  test('an unknown address shows a 404 page with its own title and a way back', async ({ page }) => {
    // A real 404 for crawlers and links checkers, with the app's own page for people.
    expect((await gotoReady(page, '/no-such-page'))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page).toHaveTitle('Page not found | Carewise Learning')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Back to the home page' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Transform your skills')
  })

  test('a real page with segments left over is no page: 404 from the server, the 404 page in the app', async ({
    page,
  }) => {
    for (const address of ['/course-detail/dementia-awareness/extra', '/courses/foo', '/contact/x']) {
      expect((await gotoReady(page, address))?.status(), address).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
      await expect(page).toHaveTitle('Page not found | Carewise Learning')
    }
    // Reached inside the app too, not only by loading it.
    await openInApp(page, '/course-detail/dementia-awareness/extra')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  })
})
