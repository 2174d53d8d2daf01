import { test as base, type BrowserContext, type ConsoleMessage, type Page, type Response } from '@playwright/test'

/**
 * Public pages arrive painted by the server and the app takes them over a moment later. A person
 * acts on the paint at once, and so do the tests about that (`goto`); a test about something else
 * may wait until the app has started (`gotoReady`, `reloadReady`), and says so where it opens a page.
 */

/** Contexts opened with JavaScript off: the app never starts there, so nothing waits for it. */
const withoutJavaScript = new WeakSet<BrowserContext>()

/** Until the app has taken the page over (AppRoot marks <html data-app-ready>). */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
}

async function whenAppReady(page: Page, response: Response | null): Promise<Response | null> {
  if (withoutJavaScript.has(page.context())) return response
  // Only the app's own pages: not an API answer, not the server's own error page.
  const html = response?.headers()['content-type']?.startsWith('text/html')
  if (html && (await page.locator('#root').count()) > 0) await waitForApp(page)
  return response
}

/** Opens `url` as a person does: returns as soon as the page starts to arrive, app or not. */
export function goto(page: Page, url: string): Promise<Response | null> {
  return page.goto(url, { waitUntil: 'commit' })
}

/** Opens `url` and waits until the app has started: for tests about something else. */
export async function gotoReady(page: Page, url: string, options?: Parameters<Page['goto']>[1]) {
  return whenAppReady(page, await page.goto(url, options))
}

/** Reloads, and waits until the app has started again. */
export async function reloadReady(page: Page, options?: Parameters<Page['reload']>[0]) {
  return whenAppReady(page, await page.reload(options))
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, provide) => {
    if (!javaScriptEnabled) withoutJavaScript.add(context)
    await provide(context)
  },
})

/**
 * The errors the page reports from now on: uncaught ones, and what it logs as an error (a hydration
 * mismatch among them), except what `ignore` says is not the app's.
 */
export function pageErrors(page: Page, ignore: (message: ConsoleMessage) => boolean = () => false): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignore(message)) errors.push(message.text())
  })
  return errors
}
