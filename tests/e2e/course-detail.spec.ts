import { expect, type APIRequestContext } from '@playwright/test'
import { openInApp } from './helpers/app-navigation'
import { readCart } from './helpers/cart'
import { getJson, type CourseDetail, type Sent } from './helpers/api'
import { test, gotoReady, reloadReady } from './helpers/test'
import { expectNoAxeViolations } from './helpers/axe'
import type { catalogueCalls } from '../../src/shared/contract/catalogue'
import { imageKey } from '../../src/shared/images'

const SECTIONS: [keyof CourseDetail['course'], string][] = [
  ['description', 'Description'],
  ['what_you_learn', 'What you’ll learn'],
  ['MOA', 'Method of assessment'],
  ['certification', 'Certification'],
  ['key_features', 'Key features'],
  ['endorsement', 'Endorsement'],
  ['why_study_this_course', 'Why study this course'],
  ['course_learning_outcomes', 'Course learning outcomes'],
  ['key_benefits', 'Key benefits'],
  ['career_impact', 'Career impact'],
]

async function courseOfKind(request: APIRequestContext, kind: 'online' | 'inhouse'): Promise<CourseDetail> {
  const { data } = await getJson<Sent<typeof catalogueCalls.courseList>>(request, '/courselist')
  const found = data.find((course) => course.course_for === kind)
  if (!found) throw new Error(`no ${kind} course in the seed`)
  return getJson<CourseDetail>(request, `/course/${found.slug}`)
}

test.describe('/course-detail/$id', () => {
  test('opens by slug and by id, with the title and description from seo', async ({ page, request }) => {
    const { course, seo } = await courseOfKind(request, 'online')

    await gotoReady(page, `/course-detail/${course.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible()
    await expect(page).toHaveTitle(seo!.title)
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', seo!.description!)
    await expect(page.getByText(`£${Number(course.price).toFixed(2)}`).first()).toBeVisible()

    await gotoReady(page, `/course-detail/${course.id}`)
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible()
    await expect(page).toHaveTitle(seo!.title)
  })

  test('gallery thumbnails switch the main image, also from the keyboard', async ({ page, request }) => {
    const { course } = await courseOfKind(request, 'online')
    const images = [course.image, course.gallery1, course.gallery2, course.gallery3].filter(Boolean) as string[]
    expect(images.length).toBeGreaterThan(1)

    // The main image is a photograph in the size the screen needs: its address names the master.
    const showing = (path: string) =>
      new RegExp(`/${(imageKey(path) ?? path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(jpg|webp|avif)$`)
    await gotoReady(page, `/course-detail/${course.slug}`)
    const main = page.getByTestId('gallery-main')
    await expect(main).toHaveAttribute('src', showing(images[0]!))
    await expect(main).toHaveAttribute('alt', new RegExp(course.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))

    await page.getByRole('button', { name: `Show image 2 of ${images.length}` }).click()
    await expect(main).toHaveAttribute('src', showing(images[1]!))
    await expect(page.getByRole('button', { name: `Show image 2 of ${images.length}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    const last = page.getByRole('button', { name: `Show image ${images.length} of ${images.length}` })
    await last.focus()
    await page.keyboard.press('Enter')
    await expect(main).toHaveAttribute('src', showing(images[images.length - 1]!))
  })

  test('renders a section for every field with content and none for empty ones', async ({ page, request }) => {
    const detail = await courseOfKind(request, 'online')
    const { course } = detail

    // The same course with some sections empty, null or only empty markup, as the app fetches it.
    // (First: a course the app has shown is kept on the device, fresh for five minutes, and would
    // be shown again without asking.)
    const blanked = {
      ...detail,
      course: {
        ...course,
        endorsement: '',
        career_impact: null,
        key_benefits: '<p> </p>',
        MOA: '<p>Observed practice.</p>',
      },
    }
    await page.route(`**/api/course/${course.slug}`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(blanked) }),
    )
    await openInApp(page, `/course-detail/${course.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible()
    for (const heading of ['Endorsement', 'Career impact', 'Key benefits']) {
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toHaveCount(0)
    }
    const moa = page.getByRole('region', { name: 'Method of assessment' })
    await expect(moa).toContainText('Observed practice.')

    // The course as the server paints it, every section with content.
    await page.unroute(`**/api/course/${course.slug}`)
    await gotoReady(page, `/course-detail/${course.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible()
    for (const [field, heading] of SECTIONS) {
      const filled = typeof course[field] === 'string' && (course[field] as string).trim() !== ''
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toHaveCount(filled ? 1 : 0)
    }
  })

  test('the FAQ accordion opens and closes from the keyboard', async ({ page, request }) => {
    const { course } = await courseOfKind(request, 'online')
    const { data: faqs } = await getJson<Sent<typeof catalogueCalls.courseFaqs>>(request, `/coursefaq/${course.slug}`)
    expect(faqs.length).toBeGreaterThan(0)
    const faq = faqs[0]!

    await gotoReady(page, `/course-detail/${course.slug}`)
    const button = page.getByRole('button', { name: faq.question })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    const answerText = faq
      .answere!.replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40)
    await expect(page.getByText(answerText)).toBeHidden()

    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('region', { name: faq.question })).toContainText(answerText)

    await page.keyboard.press('Space')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByText(answerText)).toBeHidden()
  })

  test('add to cart: quantity from 1 to 3, stored, and adding again raises it', async ({ page, request }) => {
    const { course } = await courseOfKind(request, 'online')
    await gotoReady(page, `/course-detail/${course.slug}`)
    const opener = page.getByRole('button', { name: 'Add to cart' })
    await opener.click()

    const dialog = page.getByRole('dialog', { name: 'Add to cart' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-modal', 'true')
    const minus = dialog.getByRole('button', { name: 'Decrease quantity' })
    const plus = dialog.getByRole('button', { name: 'Increase quantity' })
    const quantity = dialog.getByLabel('Quantity', { exact: true })
    await expect(quantity).toHaveText('1')
    await expect(minus).toBeDisabled()

    await plus.click()
    await plus.click()
    await expect(quantity).toHaveText('3')
    await minus.click()
    await plus.click()
    await expect(quantity).toHaveText('3')
    await expectNoAxeViolations(page)

    // Focus stays inside the open dialog.
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    }

    await dialog.getByRole('button', { name: 'Add to cart' }).click()
    const done = page.getByRole('dialog', { name: 'Added to your cart' })
    await expect(done).toBeVisible()
    await expect(done.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart')
    await expect(done.getByRole('link', { name: 'View cart' })).toBeFocused()
    expect(await readCart(page)).toEqual([expect.objectContaining({ id: course.id, name: course.name, quantity: 3 })])

    await done.getByRole('button', { name: 'Continue browsing' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(opener).toBeFocused()

    // Again with the default quantity: 3 + 1.
    await opener.click()
    await page.getByRole('dialog', { name: 'Add to cart' }).getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible()
    expect(await readCart(page)).toEqual([expect.objectContaining({ id: course.id, quantity: 4 })])

    // The cart survives a reload; Escape closes the dialog and returns focus.
    await reloadReady(page)
    expect(await readCart(page)).toEqual([expect.objectContaining({ id: course.id, quantity: 4 })])
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('dialog', { name: 'Add to cart' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeFocused()
    expect(await readCart(page)).toEqual([expect.objectContaining({ id: course.id, quantity: 4 })])
  })

  test('an in-house course offers booking instead of the cart', async ({ page, request }) => {
    const { course } = await courseOfKind(request, 'inhouse')
    await gotoReady(page, `/course-detail/${course.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible()
    // The booking flow's Book Now button (booking.spec.ts follows it).
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('an unknown course says "No course found."', async ({ page }) => {
    const response = await gotoReady(page, '/course-detail/no-such-course')
    expect(response?.status()).toBe(404)
    // The server's answer already names it, for crawlers and before the app starts.
    expect(await response?.text()).toContain('<title>Course not found | Carewise Learning</title>')
    await expect(page.getByText('No course found.', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Browse all courses' })).toBeVisible()
    await expect(page).toHaveTitle('Course not found | Carewise Learning')
    // An id that cannot be a course at all is the same page.
    expect((await gotoReady(page, '/course-detail/%20'))?.status()).toBe(404)
    await expect(page).toHaveTitle('Course not found | Carewise Learning')
  })

  test('a failing API shows an error with a retry that recovers', async ({ page, request }) => {
    const { course } = await courseOfKind(request, 'online')
    await page.route(`**/api/course/${course.slug}`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Service unavailable' }),
      }),
    )
    await openInApp(page, `/course-detail/${course.slug}`)
    await expect(page.getByRole('alert')).toBeVisible({ timeout: 20_000 })
    await expect(page.getByText('No course found.')).toHaveCount(0)
    await page.unroute(`**/api/course/${course.slug}`)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible()
  })

  test('an online course page has no axe violations', async ({ page, request }) => {
    const { course } = await courseOfKind(request, 'online')
    await gotoReady(page, `/course-detail/${course.slug}`)
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
