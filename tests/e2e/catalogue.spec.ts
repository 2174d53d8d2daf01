import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { openInApp } from './helpers/app-navigation'
import { test, gotoReady, reloadReady } from './helpers/test'
import { expectNoAxeViolations } from './helpers/axe'
import { failApi, getJson, type Sent } from './helpers/api'
import { untilScrollAtRest } from './helpers/scroll'
import { provesNothingHappensFor } from './helpers/timing'
import type { catalogueCalls } from '../../src/shared/contract/catalogue'

const pounds = (value: number | string) => `£${Number(value).toFixed(2)}`

const allCourses = async (request: APIRequestContext, query = '') =>
  (await getJson<Sent<typeof catalogueCalls.courseList>>(request, `/courselist${query}`)).data
const categories = async (request: APIRequestContext) =>
  (await getJson<Sent<typeof catalogueCalls.categories>>(request, '/category/list')).data
const categoryCourses = async (request: APIRequestContext, key: string | number) =>
  (await getJson<Sent<typeof catalogueCalls.categoryCourses>>(request, `/category/course/list/${key}`)).data

/** A category with courses, but not all of them, so filtering visibly changes the list. */
async function filterableCategory(request: APIRequestContext) {
  const total = (await allCourses(request)).length
  for (const category of await categories(request)) {
    const courses = await categoryCourses(request, category.id)
    if (courses.length > 0 && courses.length < total) return { category, courses }
  }
  throw new Error('The seed has no category with some (but not all) courses')
}

// Text content, not innerText: cards far down the list are not rendered until scrolled near.
const cardNames = async (page: Page) =>
  (await page.locator('main article h3').allTextContents()).map((name) => name.trim())
const showing = (count: number) => `Showing ${count} ${count === 1 ? 'course' : 'courses'}`

test.describe('/courses', () => {
  test('lists every course with its price in pounds and its description cut at 100 characters', async ({
    page,
    request,
  }) => {
    const courses = await allCourses(request)
    expect(courses.length).toBeGreaterThan(1)
    await gotoReady(page, '/courses')
    await expect(page.getByRole('heading', { level: 1, name: 'All courses' })).toBeVisible()
    await expect(page.getByText(showing(courses.length))).toBeVisible()
    expect(await cardNames(page)).toEqual(courses.map((course) => course.name))

    const first = courses[0]!
    const firstCard = page.locator('main article', { has: page.getByRole('link', { name: first.name, exact: true }) })
    await expect(firstCard).toContainText(pounds(first.price))
    await expect(firstCard.getByText(/^Price: £\d+\.\d{2}$/)).toBeVisible()

    const long = courses.find((course) => (course.short_description ?? '').trim().length > 100)
    expect(long, 'a seeded course with a long short description').toBeTruthy()
    const longCard = page.locator('main article', { has: page.getByRole('link', { name: long!.name, exact: true }) })
    await expect(
      longCard.getByText(`${long!.short_description!.trim().slice(0, 100).trimEnd()}...`, { exact: true }),
    ).toBeVisible()

    await firstCard.getByRole('link', { name: first.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/course-detail/${first.slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible()
  })

  test('a ticked category filters the list, lives in the URL, survives a reload and can be shared', async ({
    page,
    context,
    request,
  }) => {
    const { category, courses } = await filterableCategory(request)
    await gotoReady(page, '/courses')
    await expect(page.getByText(/^Showing \d+ courses?$/)).toBeVisible()

    await page.getByRole('checkbox', { name: category.category, exact: true }).check()
    await expect(page).toHaveURL(/[?&]category=/)
    const url = new URL(page.url())
    expect(url.searchParams.get('category')).toContain(String(category.id))
    await expect(page.getByText(showing(courses.length))).toBeVisible()
    expect(await cardNames(page)).toEqual(courses.map((course) => course.name))

    await reloadReady(page)
    await expect(page.getByRole('checkbox', { name: category.category, exact: true })).toBeChecked()
    await expect(page.getByText(showing(courses.length))).toBeVisible()
    expect(await cardNames(page)).toEqual(courses.map((course) => course.name))

    const other = await context.newPage()
    await gotoReady(other, url.pathname + url.search)
    await expect(other.getByText(showing(courses.length))).toBeVisible()
    expect(await cardNames(other)).toEqual(courses.map((course) => course.name))
    await other.close()

    await page.getByRole('checkbox', { name: category.category, exact: true }).uncheck()
    await expect(page).not.toHaveURL(/category=/)
    await expect(page.getByText(showing((await allCourses(request)).length))).toBeVisible()
  })

  test('the search box filters by name, debounced, and keeps the query in the URL', async ({ page, request }) => {
    const expected = await allCourses(request, '?name=safeguarding')
    const total = (await allCourses(request)).length
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(total)

    await gotoReady(page, '/courses')
    await expect(page.getByText(showing(total))).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('safeguarding')
    await expect(page).toHaveURL(/[?&]q=safeguarding/)
    await expect(page.getByText(showing(expected.length))).toBeVisible()
    expect(await cardNames(page)).toEqual(expected.map((course) => course.name))

    await reloadReady(page)
    await expect(page.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('safeguarding')
    await expect(page.getByText(showing(expected.length))).toBeVisible()
  })

  test('the search box follows docs/product-rules.md §5 as the header does: 1 or 2 characters filter nothing and say so', async ({
    page,
    request,
  }) => {
    const total = (await allCourses(request)).length
    const calls: string[] = []
    page.on('request', (call) => {
      if (call.url().includes('/api/courselist?name=')) calls.push(call.url())
    })
    await gotoReady(page, '/courses')
    const box = page.getByRole('searchbox', { name: 'Search courses' })
    await box.fill('fi')
    await expect(box).toHaveAccessibleDescription('Please enter at least 3 characters.')
    // Longer than the quiet after which a filter would be asked for.
    await provesNothingHappensFor(page, 800)
    expect(calls).toEqual([])
    await expect(page).toHaveURL(/\/courses$/)
    await expect(page.getByText(showing(total))).toBeVisible()
    await box.fill('fir')
    await expect(box).not.toHaveAccessibleDescription('Please enter at least 3 characters.')
    await expect(page).toHaveURL(/[?&]q=fir/)
  })

  test('the spinner stays at least 1500 ms on a cold load even when the API answers at once (docs/product-rules.md §9)', async ({
    page,
    request,
  }) => {
    const body = JSON.stringify({ success: true, data: await allCourses(request) })
    await page.route('**/api/courselist**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body }),
    )

    // Timed in the page, from the moment the app navigated (not from loading the page before it).
    const started = await openInApp(page, '/courses')
    const elapsed = () => page.evaluate((from) => performance.now() - from, started)
    const spinner = page.getByRole('status').filter({ hasText: 'Loading courses…' })
    await expect(spinner).toBeVisible()
    await page.waitForFunction((from) => performance.now() - from >= 1200, started)
    await expect(spinner).toBeVisible({ timeout: 1 })
    await expect(page.getByText(/^Showing \d+ courses$/)).toBeVisible()
    expect(await elapsed()).toBeGreaterThanOrEqual(1500)

    // Back from a course page the list is cached: no new minimum wait.
    await page.locator('main article a').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goBack()
    await expect(page.getByText(/^Showing \d+ courses$/)).toBeVisible({ timeout: 1000 })
  })

  test('a failing API shows the spec message, and retry recovers', async ({ page }) => {
    await failApi(page, '/courselist**')
    await openInApp(page, '/courses')
    await expect(page.getByRole('alert')).toHaveText(/Error fetching courses\. Please try again later\./, {
      timeout: 20_000,
    })
    // The sidebar stays usable while the list has failed.
    await expect(page.getByRole('searchbox', { name: 'Search courses' })).toBeVisible()

    await page.unroute('**/api/courselist**')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByText(/^Showing \d+ courses$/)).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('an empty list says so', async ({ page }) => {
    await page.route('**/api/courselist**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, data: [] }),
      }),
    )
    await openInApp(page, '/courses')
    await expect(page.getByText('No courses available.', { exact: true })).toBeVisible()
    await expect(page.locator('main article')).toHaveCount(0)
  })

  test('a search that matches nothing says so, and clears its filters from there', async ({ page }) => {
    await gotoReady(page, '/courses?q=zzzzzz')
    const results = page.getByRole('region', { name: 'Courses' })
    await expect(results.getByText('No courses found for the given search query.', { exact: true })).toBeVisible()
    await results.getByRole('button', { name: 'Clear filters' }).click()
    await expect(results.getByText(/^Showing \d+ courses$/)).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('')
    expect(new URL(page.url()).search).toBe('')
  })

  test('categories that hold no course say "No courses available.", not the search message', async ({ page }) => {
    await gotoReady(page, '/courses?category=999')
    const results = page.getByRole('region', { name: 'Courses' })
    await expect(results.getByText('No courses available.', { exact: true })).toBeVisible()
    await expect(results.getByText('No courses found for the given search query.')).toHaveCount(0)
    await results.getByRole('button', { name: 'Clear filters' }).click()
    await expect(results.getByText(/^Showing \d+ courses$/)).toBeVisible()
    expect(new URL(page.url()).search).toBe('')
  })

  test('on a phone the filters sit behind a "Filters" disclosure', async ({ page, request }) => {
    const { category } = await filterableCategory(request)
    await page.setViewportSize({ width: 360, height: 740 })
    await gotoReady(page, '/courses')
    const toggle = page.getByRole('button', { name: /^Filters/ })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toHaveAccessibleName('Filters')
    await expect(page.getByRole('searchbox', { name: 'Search courses' })).toBeHidden()

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('checkbox', { name: category.category, exact: true }).check()
    await expect(page).toHaveURL(/[?&]category=/)
    await expect(page.getByText(/^Showing \d+ courses?$/)).toBeVisible()
    // The count beside the word is read as such, not as "Filters1".
    await expect(toggle).toHaveAccessibleName('Filters (1 active)')
    await expectNoAxeViolations(page)
  })

  test('Back from a course far down the list returns to that course, where the user left it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoReady(page, '/courses')
    const cards = page.locator('main article')
    await expect(cards.nth(44)).toBeAttached()
    const topOf45th = () => cards.nth(44).evaluate((card) => Math.round(card.getBoundingClientRect().top))
    // Scrolled down by wheel, as a user does, past cards that are rendered only as they near the screen.
    for (let turns = 0; turns < 60 && (await topOf45th()) > 300; turns++) {
      const before = await page.evaluate(() => window.scrollY)
      await page.mouse.wheel(0, 400)
      // Read the card once this turn has begun to move the page, not before.
      await page.waitForFunction((y) => window.scrollY !== y, before)
    }
    // Where the user left it: once the wheel's smooth scrolling has stopped.
    await untilScrollAtRest(page)
    const left = await topOf45th()

    const name = await cards.nth(44).getByRole('heading').innerText()
    await cards.nth(44).getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/courses$/)
    await expect.poll(async () => Math.abs((await topOf45th()) - left)).toBeLessThan(40)
  })

  test('has no axe violations', async ({ page }) => {
    await gotoReady(page, '/courses')
    await expect(page.getByText(/^Showing \d+ courses$/)).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('/category/course/$id', () => {
  test('by id and by slug shows the category name and the same courses', async ({ page, request }) => {
    const { category, courses } = await filterableCategory(request)

    await gotoReady(page, `/category/course/${category.id}`)
    await expect(page.getByRole('heading', { level: 1, name: category.category })).toBeVisible()
    await expect(page.getByText(showing(courses.length))).toBeVisible()
    const byId = await cardNames(page)
    expect(byId).toEqual(courses.map((course) => course.name))
    await expect(page).toHaveTitle(new RegExp(category.category))

    await gotoReady(page, `/category/course/${category.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: category.category })).toBeVisible()
    await expect(page.getByText(showing(courses.length))).toBeVisible()
    expect(await cardNames(page)).toEqual(byId)
    await expectNoAxeViolations(page)
  })

  test('an unknown category gets a friendly not-found page with a way back', async ({ page }) => {
    expect((await gotoReady(page, '/category/course/no-such-category'))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible()
    await expect(page).toHaveTitle('Category not found | Carewise Learning')
    await page.getByRole('link', { name: 'Browse all courses' }).click()
    await expect(page).toHaveURL(/\/courses$/)
  })

  test('a failing API shows the courses error with a retry', async ({ page, request }) => {
    const [category] = await categories(request)
    await failApi(page, '/category/course/list/**')
    await openInApp(page, `/category/course/${category!.id}`)
    await expect(page.getByRole('alert')).toHaveText(/Error fetching courses\. Please try again later\./, {
      timeout: 20_000,
    })
    await page.unroute('**/api/category/course/list/**')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: category!.category })).toBeVisible()
  })
})
