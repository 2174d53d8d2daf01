import { test as base, type Page } from '@playwright/test'

/**
 * Public pages arrive painted by the server and the app takes them over a moment later: a test
 * that types or ticks at once would act on the paint. Every page of these tests waits, after each
 * load of an HTML page, until the app has started (AppRoot marks <html data-app-ready>).
 */
/** Until the app has taken the page over (for pages of contexts these tests did not open). */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' })
}

function waitForAppOnLoad(page: Page, javaScript: boolean): void {
  if (!javaScript) return
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
    page[method] = (async (...args: unknown[]) => {
      const response = await original(...args)
      // Only the app's own pages: not an API answer, not the server's own error page.
      const html = response?.headers()['content-type']?.startsWith('text/html')
      if (html && (await page.locator('#root').count()) > 0) {
        await waitForApp(page)
      }
      return response
    }) as Page[typeof method]
  }
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, provide) => {
    for (const page of context.pages()) waitForAppOnLoad(page, javaScriptEnabled)
    context.on('page', (page) => waitForAppOnLoad(page, javaScriptEnabled))
    await provide(context)
  },
})
