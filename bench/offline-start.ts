import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../tests/helpers/chromium'

/**
 * After one online visit (service worker installed, data cached), the time from navigating to
 * /courses offline to the first course card being visible; median of `runs`.
 */
export async function measureOfflineStart(
  origin: string,
  runs = 5,
): Promise<{ medianMs: number; samplesMs: number[] }> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' })
    const page = await context.newPage()
    const card = page.locator('main article').first()
    await page.goto(`${origin}/courses`)
    await card.waitFor({ timeout: 30_000 })
    await page.evaluate(() => navigator.serviceWorker.ready)
    // A second online load runs under the worker, so the API answers land in its cache too.
    await page.reload()
    await card.waitFor({ timeout: 30_000 })
    await page.waitForTimeout(1000)

    await context.setOffline(true)
    const samplesMs: number[] = []
    for (let run = 0; run < runs; run++) {
      await page.goto('about:blank')
      const started = Date.now()
      // From the navigation's start, not its load event: the load waits for every image in the
      // lazy-loading distance, which is not what the user waits for.
      await page.goto(`${origin}/courses`, { waitUntil: 'commit' })
      await card.waitFor({ timeout: 30_000 })
      samplesMs.push(Date.now() - started)
    }
    await context.close()
    const sorted = [...samplesMs].sort((a, b) => a - b)
    return { medianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, samplesMs }
  } finally {
    await browser.close()
  }
}
