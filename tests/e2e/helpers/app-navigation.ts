import type { Page } from '@playwright/test'

/**
 * Opens `path` the way a link inside the app does: the app renders it from what the API answers
 * in this browser (which the test may stub with page.route), not from the server's first paint.
 * Starts on a page the server never paints; the router follows history.pushState.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/saved')
  await page.evaluate((to) => window.history.pushState({}, '', to), path)
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path)
}
