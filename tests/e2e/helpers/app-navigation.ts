import type { Page } from '@playwright/test'
import { gotoReady } from './test'

/**
 * Opens `path` the way a link inside the app does: the app renders it from what the API answers
 * in this browser (which the test may stub with page.route), not from the server's first paint.
 * Starts on a page the server never paints; the router follows history.pushState. Returns the
 * page's `performance.now()` at that moment, for tests that time what the app does from there.
 */
export async function openInApp(page: Page, path: string): Promise<number> {
  await gotoReady(page, '/saved')
  const started = await page.evaluate((to) => {
    const now = performance.now()
    window.history.pushState({}, '', to)
    return now
  }, path)
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path)
  return started
}
