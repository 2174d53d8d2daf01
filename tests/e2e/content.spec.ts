import { expect, type Page } from '@playwright/test'
import { openInApp } from './helpers/app-navigation'
import { test, gotoReady } from './helpers/test'
import type { z } from 'zod'
import { apiData, failApi, type Sent } from './helpers/api'
import { expectHeadingOutline, expectNoAxeViolations } from './helpers/axe'
import { untilScrollAtRest, untilTransitionsEnd } from './helpers/scroll'
import type { contentCalls } from '../../src/shared/contract/content'

type Blogs = Sent<typeof contentCalls.blogs>['data']

/** The text colour as [r, g, b], whatever colour space the stylesheet used (Tailwind's reds are oklch). */
function textRgb(selector: ReturnType<Page['getByText']>): Promise<number[]> {
  return selector.evaluate((el) => {
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const context = canvas.getContext('2d')!
    context.fillStyle = getComputedStyle(el).color
    context.fillRect(0, 0, 1, 1)
    return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)]
  })
}

/** The first heading of a CMS page's HTML other than the page title itself. */
function firstHeading(html: string, title: string): string {
  const headings = [...html.matchAll(/<h[23][^>]*>([^<]+)<\/h[23]>/g)]
    .map((m) => m[1]!.trim())
    .filter((h) => h !== title)
  expect(headings.length, 'CMS page has a heading').toBeGreaterThan(0)
  return headings[0]!
}

/**
 * Long enough for the partner carousel to move on if it autoplays: a slide every 3000 ms, and the
 * ~500 ms its move takes (docs/product-rules.md §9, src/features/content/components/partner-carousel.tsx).
 */
const LONGER_THAN_A_SLIDE_MS = 3600

test.describe('home', () => {
  test('the hero says exactly what docs/product-rules.md §1 says and loads its image first', async ({ page }) => {
    await gotoReady(page, '/')
    await expect(page).toHaveTitle('Carewise Learning — accredited health and social care training')
    const hero = page.locator('section[aria-labelledby="hero-heading"]')
    await expect(hero.getByText('Never Stop Learning', { exact: true })).toBeVisible()
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(
      'Transform your skills, Transform your future — with Carewise Learning.',
    )
    const cta = hero.getByRole('link', { name: 'Explore Courses', exact: true })
    await expect(cta).toHaveAttribute('href', '/courses')
    expect(await cta.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(21, 128, 61)')
    // The hero photograph: the browser picks its format and width from the <picture>.
    const image = hero.locator('picture img')
    await expect(image).toHaveAttribute('src', /^\/img\/[0-9a-f]+\/960\/home\/hero\.jpg$/)
    await expect(image).toHaveAttribute('srcset', /\/img\/[0-9a-f]+\/1600\/home\/hero\.jpg 1600w/)
    await expect(image).toHaveAttribute('sizes', /min\(calc\(100vw - 32px\), 512px\)/)
    await expect(hero.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /\/home\/hero\.avif 640w/)
    await expect(image).toHaveAttribute('fetchpriority', 'high')
    await expect(image).toHaveAttribute('loading', 'eager')
    await expect(image).toHaveAttribute('width', /\d+/)
    await expect(image).toHaveAttribute('height', /\d+/)
  })

  test('the down arrow scrolls to the category tiles', async ({ page }) => {
    await gotoReady(page, '/')
    const arrow = page.getByRole('link', { name: 'Scroll to the course categories' })
    await expect(arrow).toHaveAttribute('href', '#categories')
    await expect(page.locator('#categories')).not.toBeInViewport()
    await arrow.click()
    const heading = page.getByRole('heading', { name: 'Browse by category' })
    await expect(heading).toBeInViewport()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    // Not hidden under the sticky header once the scroll has settled (the header shrinks as it goes).
    await untilScrollAtRest(page)
    await untilTransitionsEnd(page.getByRole('banner'))
    const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom)
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom)
  })

  test('every section shows the seeded data', async ({ page }) => {
    const home = await apiData<Sent<typeof contentCalls.homeData>['data']>(page.request, '/home-data')
    const blogs = await apiData<Blogs>(page.request, '/blog/list')
    const partners = await apiData<Sent<typeof contentCalls.partners>['data']>(page.request, '/partner')
    await gotoReady(page, '/')

    await expect(page.getByRole('heading', { name: 'Browse by category' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Featured courses' })).toBeVisible()

    const counters = page.locator('section[aria-labelledby="intro-heading"] dl')
    for (const key of ['count_1', 'count_2', 'count_3', 'count_4'] as const) {
      await expect(counters).toContainText(`${Number(home[key]).toLocaleString('en-GB')}+`)
    }
    await expect(counters).toContainText('Learners trained')
    // video_url is empty in the demo: the poster shows, with no player and no play control that does nothing.
    const intro = page.locator('section[aria-labelledby="intro-heading"]')
    await expect(intro.locator(`img[src="${home.video_image}"]`)).toBeVisible()
    await expect(intro.locator('video')).toHaveCount(0)
    await expect(intro.getByRole('button', { name: /play/i })).toHaveCount(0)

    await expect(page.getByRole('heading', { name: 'Why care workers choose Carewise' })).toBeVisible()
    for (const reason of [
      'CPD-accredited',
      'Learn offline on your phone',
      'Instant certificates',
      'UK-specific content',
    ]) {
      await expect(page.getByRole('heading', { name: reason, exact: true })).toBeVisible()
    }

    await expect(page.getByText(String(home.brochure_one_text))).toBeVisible()
    await expect(page.getByText(String(home.brochure_two_text))).toBeVisible()

    const latest = page.locator('section[aria-labelledby="latest-blogs-heading"]')
    const newest = [...blogs].sort((a, b) => Date.parse(b.created_at!) - Date.parse(a.created_at!)).slice(0, 3)
    await expect(latest.getByRole('heading', { level: 3 })).toHaveText(newest.map((b) => b.name))
    for (const text of await latest.locator('article p:last-child').allTextContents()) {
      expect(text.endsWith('...')).toBe(true)
      expect(text.length).toBe(103)
    }

    await expect(
      page.getByRole('heading', { name: 'Certificates your employer and inspectors recognise' }),
    ).toBeVisible()
    await expect(page.locator('img[src="/images/home/accredited-banner.svg"]')).toHaveAttribute('loading', 'lazy')

    const carousel = page.getByRole('region', { name: 'Our partners' })
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(partners.length)
    await expect(carousel.getByRole('img', { name: partners[0]!.name })).toBeAttached()
    await expect(carousel.getByRole('button', { name: 'Previous partners' })).toBeVisible()
    await expect(carousel.getByRole('button', { name: 'Next partners' })).toBeVisible()
  })

  test('the partner carousel autoplays, pauses on hover and focus, and moves with its buttons', async ({ page }) => {
    // The page's timers run on a clock the test can move on: that the carousel stays put for a
    // slide's time is then proven at once, rather than by waiting that long.
    await page.clock.install()
    await gotoReady(page, '/')
    const carousel = page.getByRole('region', { name: 'Our partners' })
    const track = carousel.locator('.embla-track')
    await track.scrollIntoViewIfNeeded()
    // Whole pixels: the scroll animation settles on sub-pixel values.
    const offset = () => track.evaluate((el) => Math.round(new DOMMatrix(getComputedStyle(el).transform).m41))
    /** The offset once a slide that was under way has come to rest (two reads 300 ms apart agree). */
    const atRest = async () => {
      let last = await offset()
      await expect
        .poll(
          async () => {
            const now = await offset()
            const same = now === last
            last = now
            return same
          },
          { intervals: [300] },
        )
        .toBe(true)
      return last
    }
    // Five logos in view on a desktop screen.
    const slideWidth = await carousel
      .locator('[aria-roledescription="slide"]')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width)
    const viewportWidth = await track.evaluate((el) => el.parentElement!.getBoundingClientRect().width)
    expect(Math.round(viewportWidth / slideWidth)).toBe(5)

    const start = await offset()
    await expect.poll(offset, { timeout: 6000 }).not.toBe(start)

    await page.mouse.move(0, 0)
    await carousel.hover()
    const held = await atRest()
    await page.clock.runFor(LONGER_THAN_A_SLIDE_MS)
    // Held: not a slide further (a slide is ~200 px; the settling animation's last pixel may still land).
    expect(Math.abs((await offset()) - held)).toBeLessThanOrEqual(1)

    await page.mouse.move(0, 0)
    await carousel.getByRole('button', { name: 'Next partners' }).focus()
    const focused = await atRest()
    await page.clock.runFor(LONGER_THAN_A_SLIDE_MS)
    expect(Math.abs((await offset()) - focused)).toBeLessThanOrEqual(1)
    await page.keyboard.press('Enter')
    await expect.poll(offset).not.toBe(focused)

    await carousel.getByRole('button', { name: 'Pause the partner carousel' }).click()
    await expect(carousel.getByRole('button', { name: 'Play the partner carousel' })).toBeVisible()
  })

  test('a failing section shows its own error and retry while the rest of the home page works', async ({ page }) => {
    await failApi(page, '/partner')
    await failApi(page, '/home-data')
    await openInApp(page, '/')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Transform your skills')
    const partners = page.locator('section[aria-labelledby="partners-heading"]')
    await expect(partners.getByRole('alert')).toBeVisible({ timeout: 15_000 })
    await expect(page.locator('section[aria-labelledby="latest-blogs-heading"] article')).toHaveCount(3)
    await page.unroute('**/api/partner')
    await partners.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('region', { name: 'Our partners' })).toBeVisible()
  })
})

test.describe('phone home (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the down arrow lands the categories below the two-row header', async ({ page }) => {
    await gotoReady(page, '/')
    await page.getByRole('link', { name: 'Scroll to the course categories' }).click()
    const heading = page.getByRole('heading', { name: 'Browse by category' })
    await expect(heading).toBeInViewport()
    await untilScrollAtRest(page)
    await untilTransitionsEnd(page.getByRole('banner'))
    const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom)
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom)
  })

  test('the partner carousel shows three logos at a time', async ({ page }) => {
    await gotoReady(page, '/')
    const carousel = page.getByRole('region', { name: 'Our partners' })
    await carousel.scrollIntoViewIfNeeded()
    const slideWidth = await carousel
      .locator('[aria-roledescription="slide"]')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width)
    const viewportWidth = await carousel
      .locator('.embla-track')
      .evaluate((el) => el.parentElement!.getBoundingClientRect().width)
    expect(Math.round(viewportWidth / slideWidth)).toBe(3)
  })
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the partner carousel does not autoplay', async ({ page }) => {
    await page.clock.install()
    await gotoReady(page, '/')
    const carousel = page.getByRole('region', { name: 'Our partners' })
    await expect(carousel.getByRole('button', { name: 'Play the partner carousel' })).toBeVisible()
    const track = carousel.locator('.embla-track')
    const offset = () => track.evaluate((el) => Math.round(new DOMMatrix(getComputedStyle(el).transform).m41))
    const start = await offset()
    await page.clock.runFor(LONGER_THAN_A_SLIDE_MS)
    expect(await offset()).toBe(start)
  })
})

test.describe('blogs', () => {
  test('lists every blog with author, date and text cut at 100 characters', async ({ page }) => {
    const blogs = await apiData<Blogs>(page.request, '/blog/list')
    await gotoReady(page, '/blogs')
    await expect(page).toHaveTitle('Blogs | Carewise Learning')
    const cards = page.getByRole('main').locator('article')
    await expect(cards).toHaveCount(blogs.length)
    for (const blog of blogs) {
      const card = cards.filter({ has: page.getByRole('heading', { name: blog.name, exact: true }) })
      await expect(card).toContainText(`By ${blog.authorname}`)
      const text = (await card.locator('p').last().textContent())!
      expect(text.endsWith('...')).toBe(true)
      expect(text.length).toBe(103)
    }
    await expectNoAxeViolations(page)

    await cards.first().getByRole('link').click()
    await expect(page).toHaveURL(/\/blog-detail\/\d+$/)
  })

  test('a painted list carries each blog’s first 100 characters, not its whole text, which its own page fetches', async ({
    page,
  }) => {
    const blogs = await apiData<Blogs>(page.request, '/blog/list')
    for (const path of ['/', '/blogs']) {
      const html = await (await page.request.get(path)).text()
      const data = /<script[^>]*id="first-paint-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1]
      const list = (JSON.parse(data!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries.find(
        ({ queryKey }) => queryKey.join() === 'content,blogs',
      )?.state.data as Record<string, unknown>[]
      expect(list, path).toHaveLength(blogs.length)
      for (const blog of list) {
        expect(blog, path).not.toHaveProperty('description')
        expect(String(blog.excerpt).length, path).toBeLessThanOrEqual(103)
      }
    }
    const blog = blogs[0]!
    await openInApp(page, '/blogs')
    await page.getByRole('main').getByRole('link', { name: blog.name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.name)
    await expect(page.getByRole('main').locator('.prose-content p').first()).toBeVisible()
    // Its date is written out by the fetcher, which brings the date formatter the painted page went without.
    await expect(page.getByRole('main').locator('time')).toHaveAttribute('datetime', blog.created_at!.slice(0, 10))
  })

  test('on a wide screen the first row of cards loads its images at once, the first one first', async ({ page }) => {
    await gotoReady(page, '/blogs')
    const images = page.getByRole('main').locator('article img')
    // The first image is the page's largest paint; the rest of the row is named in the painted
    // head for wide screens, so neither waits for layout (a phone's wait: early-input.spec.ts).
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
    await expect(images.first()).toHaveAttribute('loading', 'eager')
    const [head] = (await (await page.request.get('/blogs')).text()).split('</head>')
    for (const index of [1, 2]) {
      const srcset = await images.nth(index).evaluate((img) => img.parentElement!.querySelector('source')!.srcset)
      const hint = head!.split('<link ').find((link) => link.includes(`imageSrcSet="${srcset}"`))
      expect(hint).toContain('media="(min-width: 640px)"')
      await expect(images.nth(index)).not.toHaveAttribute('fetchpriority', 'high')
      await expect
        .poll(() => images.nth(index).evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)
    }
    const fourth = await images.nth(3).evaluate((img) => img.parentElement!.querySelector('source')!.srcset)
    expect(head).not.toContain(fourth)
  })

  test('shows the error with a retry, and the empty message', async ({ page }) => {
    await failApi(page, '/blog/list')
    await openInApp(page, '/blogs')
    await expect(page.getByText('Error fetching blogs. Please try again later.', { exact: true })).toBeVisible({
      timeout: 15_000,
    })
    await page.unroute('**/api/blog/list')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('main').locator('article').first()).toBeVisible()
  })

  test('says so when there are no blogs', async ({ page }) => {
    await page.route('**/api/blog/list', (route) => route.fulfill({ json: { success: true, data: [] } }))
    await openInApp(page, '/blogs')
    await expect(page.getByText('No blogs available.', { exact: true })).toBeVisible()
  })
})

test.describe('blog detail', () => {
  test('shows title, author, date, image and the body, and is titled with the blog name', async ({ page }) => {
    const blogs = await apiData<Blogs>(page.request, '/blog/list')
    const blog = blogs[0]!
    await gotoReady(page, `/blog-detail/${blog.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.name)
    await expect(page).toHaveTitle(`${blog.name} | Carewise Learning`)
    await expect(page.getByRole('main')).toContainText(`By ${blog.authorname}`)
    await expect(page.getByRole('main').locator('time')).toHaveAttribute('datetime', blog.created_at!.slice(0, 10))
    await expect(page.getByRole('main').locator('.prose-content p').first()).toBeVisible()
    await expectNoAxeViolations(page)
    // The post's own h3 sections read as the h1's h2s.
    await expectHeadingOutline(page)
  })

  test('a server failure, an unknown blog and an empty blog each have their message', async ({ page }) => {
    // A server failure is a fault worth logging, unlike a lost connection (offline.spec).
    const logged = page.waitForEvent('console', (m) => m.type() === 'error' && m.text().startsWith('ApiError'))
    await failApi(page, /\/api\/blog\/\d+$/)
    await openInApp(page, '/blog-detail/1')
    await expect(page.getByText('Error fetching blog details. Please try again later.', { exact: true })).toBeVisible({
      timeout: 15_000,
    })
    await logged
    await page.unroute(/\/api\/blog\/\d+$/)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    expect((await gotoReady(page, '/blog-detail/999999'))?.status()).toBe(404)
    // The page's heading says what is missing, as a course's does.
    await expect(page.getByRole('heading', { level: 1, name: 'Blog not found.' })).toBeVisible()
    await expect(page).toHaveTitle('Blog not found | Carewise Learning')
    await expect(page.getByRole('link', { name: 'See all blogs' })).toHaveAttribute('href', '/blogs')
    await expectNoAxeViolations(page)

    // A mistyped id is a not-found page like an unknown one, not a fault to log.
    const faults: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) faults.push(m.text())
    })
    expect((await gotoReady(page, '/blog-detail/not-a-number'))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Blog not found.' })).toBeVisible()
    await expect(page).toHaveTitle('Blog not found | Carewise Learning')
    expect(faults).toEqual([])

    await page.route('**/api/blog/2', (route) =>
      route.fulfill({
        json: { success: true, data: { id: 2, name: 'Draft', image: '', description: '', authorname: 'A' } },
      }),
    )
    await openInApp(page, '/blog-detail/2')
    await expect(page.getByText('No blog details available.', { exact: true })).toBeVisible()
  })
})

test.describe('CMS pages', () => {
  for (const { path, id, title } of [
    { path: '/about', id: 1, title: 'About Us' },
    { path: '/privacy-policies', id: 2, title: 'Privacy Policy' },
    { path: '/terms', id: 3, title: 'Terms and Conditions' },
  ]) {
    test(`${path} shows CMS page ${id}`, async ({ page }) => {
      const cms = await apiData<Sent<typeof contentCalls.cms>['data']>(page.request, `/cms/${id}`)
      await gotoReady(page, path)
      await expect(page).toHaveTitle(`${title} | Carewise Learning`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(
        page.locator('.prose-content').getByRole('heading', { name: firstHeading(cms.description!, title) }),
      ).toBeVisible()
      // The title shows once, as the h1, even where the CMS HTML repeats it as its first heading.
      await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(1)
      await expectNoAxeViolations(page)
      await expectHeadingOutline(page)
    })
  }

  test('a failed load says "Error loading content." and its retry loads the page', async ({ page }) => {
    await failApi(page, '/cms/3')
    await openInApp(page, '/terms')
    await expect(page.getByText('Error loading content.', { exact: true })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions')
    await page.unroute('**/api/cms/3')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByText('Error loading content.', { exact: true })).toHaveCount(0)
    await expect(page.locator('.prose-content')).toBeVisible()
  })
})

test.describe('static about page', () => {
  test('/about1 tells the story without calling the API', async ({ page }) => {
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/cms')) calls.push(request.url())
    })
    await gotoReady(page, '/about1')
    await expect(page).toHaveTitle('Our mission and accreditation | Carewise Learning')
    for (const name of [
      'Our mission',
      'What we offer',
      'Accreditation you can rely on',
      'Why care workers choose us',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    await expect(page.getByRole('main').locator('img').first()).toBeVisible()
    expect(calls).toEqual([])
    await expectNoAxeViolations(page)
  })
})

test.describe('FAQ', () => {
  test('an accessible accordion of the seeded questions; several can be open', async ({ page }) => {
    const faqs = await apiData<Sent<typeof contentCalls.faqs>['data']>(page.request, '/faq')
    await gotoReady(page, '/faq')
    await expect(page).toHaveTitle('FAQ | Carewise Learning')
    const questions = page.getByRole('main').getByRole('button')
    await expect(questions).toHaveText(faqs.map((f) => f.question))

    const first = questions.nth(0)
    const second = questions.nth(1)
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    const panel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`)
    await expect(panel).toBeHidden()
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()

    // Keyboard: Tab to the next question and open it with Enter; the first stays open.
    await page.keyboard.press('Tab')
    await expect(second).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(second).toHaveAttribute('aria-expanded', 'false')
    await expectNoAxeViolations(page)
  })

  test('a failed load shows the error with a retry', async ({ page }) => {
    await failApi(page, '/faq')
    await openInApp(page, '/faq')
    await expect(page.getByText('Error loading content.', { exact: true })).toBeVisible({ timeout: 15_000 })
    await page.unroute('**/api/faq')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('main').getByRole('button', { expanded: false }).first()).toBeVisible()
  })
})

test.describe('contact', () => {
  test('every field is required, and each error shows beside its field', async ({ page }) => {
    let posted = 0
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted++
    })
    await gotoReady(page, '/contact')
    await expect(page).toHaveTitle('Contact us | Carewise Learning')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('aria-invalid', 'true')
    // In docs/product-rules.md §5's order: name, email, phone and message.
    await expect(page.getByText(/ is required\.$/)).toHaveText([
      'Name is required.',
      'Email is required.',
      'Phone is required.',
      'Message is required.',
    ])
    await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveAccessibleDescription(
      'Phone is required.',
    )
    expect(posted).toBe(0)
    await expectNoAxeViolations(page)
  })

  test('a sent message shows the server message in green and clears the form', async ({ page }) => {
    const settings = await apiData<Sent<typeof contentCalls.settings>['data']>(page.request, '/setting')
    await gotoReady(page, '/contact')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: settings.Email! })).toHaveAttribute('href', `mailto:${settings.Email}`)
    await expect(main.getByText(settings.Address!)).toBeVisible()

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Jo Carer')
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('07700 900123')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('jo@example.com')
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Do you run moving and handling training in Leeds?')
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'POST')
    await page.getByRole('button', { name: 'Send message' }).click()
    const body = (await sent).postDataJSON() as z.input<typeof contentCalls.contact.body>
    expect(body).toMatchObject({ name: 'Jo Carer', phone: '07700 900123', email: 'jo@example.com' })
    expect(body.client_id).toMatch(/^[0-9a-f-]{36}$/)

    const message = page.getByText('Thank you for your message. We will get back to you within one working day.', {
      exact: true,
    })
    await expect(message).toBeVisible()
    const [r, g, b] = await textRgb(message)
    expect(g, 'green').toBeGreaterThan(r! + 40)
    expect(g, 'green').toBeGreaterThan(b! + 40)
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('')
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('')
  })

  test('a failed send says so in red and keeps what was typed', async ({ page }) => {
    await failApi(page, '/contact')
    await gotoReady(page, '/contact')
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Jo Carer')
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('07700 900123')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('jo@example.com')
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello')
    await page.getByRole('button', { name: 'Send message' }).click()
    const message = page.getByText('Failed to send message. Please try again.', { exact: true })
    await expect(message).toBeVisible()
    const [r, g, b] = await textRgb(message)
    expect(r, 'red').toBeGreaterThan(g! + 80)
    expect(r, 'red').toBeGreaterThan(b! + 80)
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Jo Carer')
  })
})

test('every screen passes axe and has its own title', async ({ page }) => {
  const titles = new Map<string, string>()
  for (const path of [
    '/',
    '/blogs',
    '/blog-detail/1',
    '/about',
    '/about1',
    '/terms',
    '/privacy-policies',
    '/faq',
    '/contact',
    '/nowhere',
  ]) {
    await gotoReady(page, path)
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page)
    titles.set(path, await page.title())
  }
  expect(new Set(titles.values()).size, JSON.stringify([...titles])).toBe(titles.size)
})
