import { expect, type Page } from '@playwright/test'
import { openInApp } from './helpers/app-navigation'
import type { CourseDetail } from './helpers/api'
import { test } from './helpers/test'
import { provesNothingHappensFor } from './helpers/timing'
import { HOSTILE } from '../helpers/hostile-html'

async function expectInert(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await expect(page.locator('#marker')).toHaveText('Hostile content follows.')
  const link = page.locator('#js-link')
  if ((await link.count()) > 0) await link.click({ force: true })
  // Time for a script the hostile HTML carries (a link's, an image's onerror) to run, if it could.
  await provesNothingHappensFor(page, 300)
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined()
  expect(dialogs).toEqual([])
  await expect(page.locator('main [onerror]')).toHaveCount(0)
  await expect(page.locator('main script')).toHaveCount(0)
  await expect(page.locator('main iframe')).toHaveCount(0)
  await expect(page.locator('main a[href^="javascript:"]')).toHaveCount(0)
}

test('blog HTML is rendered inert', async ({ page }) => {
  await page.route('**/api/blog/*', (route) =>
    route.fulfill({
      json: {
        success: true,
        data: {
          id: 1,
          name: 'A hostile post',
          image: '',
          description: HOSTILE,
          authorname: 'Mallory',
          created_at: '2026-01-01',
        },
      },
    }),
  )
  await openInApp(page, '/blog-detail/1')
  await expectInert(page)
})

test('CMS HTML is rendered inert', async ({ page }) => {
  await page.route('**/api/cms/1', (route) =>
    route.fulfill({ json: { success: true, data: { title: 'About', description: HOSTILE } } }),
  )
  await openInApp(page, '/about')
  await expectInert(page)
})

test('course HTML is rendered inert', async ({ page, request }) => {
  const real = (await (await request.get('/api/course/dementia-awareness')).json()) as CourseDetail
  await page.route('**/api/course/dementia-awareness', (route) =>
    route.fulfill({ json: { ...real, course: { ...real.course, description: HOSTILE } } }),
  )
  await openInApp(page, '/course-detail/dementia-awareness')
  await expectInert(page)
})

test('the Content-Security-Policy forbids inline script', async ({ request }) => {
  const response = await request.get('/')
  const csp = response.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self'/)
  expect(csp).not.toContain("'unsafe-inline'")
  expect(csp).not.toContain("'unsafe-eval'")
})
