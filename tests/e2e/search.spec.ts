import { expect, type Page, type Request } from '@playwright/test'
import { test, gotoReady } from './helpers/test'
import { failApi, type Sent } from './helpers/api'
import { expectNoAxeViolations } from './helpers/axe'
import { provesNothingHappensFor } from './helpers/timing'
import type { catalogueCalls } from '../../src/shared/contract/catalogue'

type Found = Sent<typeof catalogueCalls.courseSearch>

async function searchApi(page: Page, term: string): Promise<Found['results']> {
  const response = await page.request.get(`/api/course/search?search=${encodeURIComponent(term)}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as Found).results
}

function recordSearches(page: Page): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/course/search')) seen.push(request)
  })
  return seen
}

test.describe('header search (desktop)', () => {
  test('asks for 3 characters and sends nothing for fewer', async ({ page }) => {
    const searches = recordSearches(page)
    await gotoReady(page, '/')
    const box = page.getByRole('combobox', { name: 'Search courses' })
    await box.fill('de')
    await expect(page.getByText('Please enter at least 3 characters.', { exact: true })).toBeVisible()
    // Twice the 500 ms of quiet after which a search would go.
    await provesNothingHappensFor(page, 1000)
    expect(searches).toHaveLength(0)
  })

  test('waits for 500 ms of quiet, then sends one request for the whole term', async ({ page }) => {
    const searches = recordSearches(page)
    await gotoReady(page, '/')
    const box = page.getByRole('combobox', { name: 'Search courses' })
    await box.click()
    // When the last keystroke changed the box, by the same clock as the request's.
    await box.evaluate((el) => el.addEventListener('input', () => el.setAttribute('data-typed-at', String(Date.now()))))
    let requestedAt = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/course/search')) requestedAt = Date.now()
    })
    // 150 ms between keys: never 500 ms of quiet until the last one.
    await box.pressSequentially('dementia', { delay: 150 })
    expect(searches).toHaveLength(0)
    await expect.poll(() => searches.length).toBe(1)
    const typedAt = Number(await box.getAttribute('data-typed-at'))
    expect(requestedAt - typedAt, 'no request before 500 ms of quiet').toBeGreaterThanOrEqual(500)
    expect(new URL(searches[0]!.url()).searchParams.get('search')).toBe('dementia')
    await expect(page.getByRole('listbox', { name: 'Matching courses' })).toBeVisible()
    // No second request follows the first (longer than the 500 ms of quiet).
    await provesNothingHappensFor(page, 800)
    expect(searches).toHaveLength(1)
  })

  test('shows matches as links to their course pages, and the arrows and Enter open one', async ({ page }) => {
    const expected = await searchApi(page, 'dementia')
    expect(expected.length).toBeGreaterThan(1)
    await gotoReady(page, '/')
    const box = page.getByRole('combobox', { name: 'Search courses' })
    await box.fill('dementia')
    const list = page.getByRole('listbox', { name: 'Matching courses' })
    await expect(list.getByRole('option')).toHaveCount(expected.length)
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!)
    for (const [index, course] of expected.entries()) {
      const option = list.getByRole('option').nth(index)
      await expect(option).toContainText(course.name)
      await expect(option).toHaveAttribute('href', `/course-detail/${course.slug}`)
    }
    await expectNoAxeViolations(page)

    await box.press('ArrowDown')
    const first = list.getByRole('option').nth(0)
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await box.press('ArrowDown')
    const second = list.getByRole('option').nth(1)
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!)
    await box.press('ArrowUp')
    await box.press('ArrowDown')
    await box.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/course-detail/${expected[1]!.slug}$`))
    await expect(list).toBeHidden()
  })

  test('Enter with no match chosen opens the list of every match on /courses, also before they arrive', async ({
    page,
  }) => {
    const expected = await searchApi(page, 'dementia')
    await gotoReady(page, '/')
    const box = page.getByRole('combobox', { name: 'Search courses' })
    await box.fill('dementia')
    // At once: before the debounce has even asked the server.
    await box.press('Enter')
    await expect(page).toHaveURL(/\/courses\?q=dementia$/)
    await expect(page.getByText(`Showing ${expected.length} courses`)).toBeVisible()
    await expect(box).toHaveValue('')
    // Too short to search: Enter does nothing.
    await box.fill('de')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/courses\?q=dementia$/)
  })

  test('a full answer says more may match, and a link opens every match on /courses', async ({ page }) => {
    const fewer = await searchApi(page, 'dementia')
    const full = await searchApi(page, 'care')
    expect(fewer.length).toBeLessThan(20)
    expect(full).toHaveLength(20)
    await gotoReady(page, '/')
    const box = page.getByRole('combobox', { name: 'Search courses' })
    const popup = page.locator('[role="search"]').filter({ has: box })
    await box.fill('dementia')
    await expect(popup.getByRole('status')).toHaveText(
      `${fewer.length} courses found. Use the up and down arrows to choose.`,
    )
    await box.fill('care')
    await expect(popup.getByRole('status')).toHaveText(
      'The first 20 matches are shown. Use the up and down arrows to choose, or press Enter to see every match.',
    )
    await popup.getByRole('link', { name: 'See every match for “care”' }).click()
    await expect(page).toHaveURL(/\/courses\?q=care$/)
    await expect(box).toHaveValue('')
    await expect(page.getByRole('listbox', { name: 'Matching courses' })).toBeHidden()
  })

  test('Escape closes the list; a click on a match opens it', async ({ page }) => {
    const [course] = await searchApi(page, 'dementia')
    await gotoReady(page, '/')
    const box = page.getByRole('combobox', { name: 'Search courses' })
    await box.fill('dementia')
    const list = page.getByRole('listbox', { name: 'Matching courses' })
    await expect(list).toBeVisible()
    await box.press('Escape')
    await expect(list).toBeHidden()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await box.press('ArrowDown')
    await expect(list).toBeVisible()
    await list.locator(`[role="option"][href="/course-detail/${course!.slug}"]`).click()
    await expect(page).toHaveURL(new RegExp(`/course-detail/${course!.slug}$`))
  })

  test('a search with no match says so', async ({ page }) => {
    await gotoReady(page, '/')
    await page.getByRole('combobox', { name: 'Search courses' }).fill('zzqxvw')
    await expect(page.getByText('No courses found for the given search query.', { exact: true })).toBeVisible()
    await expect(page.getByRole('listbox', { name: 'Matching courses' })).toBeHidden()
  })

  test('a failed search says "No courses found"', async ({ page }) => {
    await failApi(page, /\/api\/course\/search/)
    await gotoReady(page, '/')
    await page.getByRole('combobox', { name: 'Search courses' }).fill('dementia')
    await expect(page.getByText('No courses found', { exact: true })).toBeVisible()
  })
})

test.describe('header search (phone)', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('has its own row and works the same', async ({ page }) => {
    const [course] = await searchApi(page, 'handling')
    await gotoReady(page, '/')
    const box = page.getByRole('combobox', { name: 'Search courses' })
    const bounds = (await box.boundingBox())!
    expect(bounds.width).toBeGreaterThan(300)
    await box.fill('handling')
    const option = page.locator(`[role="option"][href="/course-detail/${course!.slug}"]`)
    await expect(option).toContainText(course!.name)
    await expect(option).toBeInViewport()
    await option.click()
    await expect(page).toHaveURL(new RegExp(`/course-detail/${course!.slug}$`))
  })
})
