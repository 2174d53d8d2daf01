import type { Page } from '@playwright/test'

/** Makes API calls whose path matches fail with a 500, as a broken server would. */
export async function failApi(page: Page, path: string | RegExp, status = 500): Promise<void> {
  const pattern = typeof path === 'string' ? `**/api${path}` : path
  await page.route(pattern, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message: 'Server error' }) }),
  )
}
