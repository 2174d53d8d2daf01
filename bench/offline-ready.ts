/**
 * First paint → ready for offline, on first visits in the phone profile of bench/first-input.ts
 * (CPU × 4, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up): from the painted page's first
 * contentful paint until the device can carry on without a connection, that is until
 * both the service worker, having precached the app, controls the page, and the code behind the
 * page's offline actions that the page names (the database and the cart page, OFFLINE_CODE in
 * server/lib/route-chunks.ts) has arrived. The service worker's own requests go over the same slow
 * network (a page's network emulation does not reach its worker). Median of 5 first visits per route, each in a new
 * context. Run alone: `npx tsx bench/offline-ready.ts` (starts its own server, as bench/run.ts does).
 */
import { chromium, type Browser } from '@playwright/test'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_ARGS, findChromium } from '../tests/helpers/chromium'
import { median, phonePage, slowServiceWorkers } from './phone-profile'

export const OFFLINE_READY_TARGET_MS = 6000

const VISITS = 5
/** The chunks the app holds for offline actions right after its start. */
const OFFLINE_CODE = /\/assets\/(db|cart)-[^/]+\.js$/

type Noted = { controlledAt?: number }

/** One first visit: its first contentful paint and the moment it was ready for offline, in the page's clock. */
async function visit(browser: Browser, url: string): Promise<{ fcpMs: number; readyMs: number }> {
  const { page, close } = await phonePage(browser, { serviceWorkers: 'allow' })
  try {
    await page.addInitScript(() => {
      navigator.serviceWorker?.addEventListener('controllerchange', () => {
        ;(window as Noted).controlledAt ??= performance.now()
      })
    })
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(() => (window as Noted).controlledAt !== undefined, undefined, {
      timeout: 120_000,
      polling: 250,
    })
    const pattern = OFFLINE_CODE.source
    await page.waitForFunction(
      (source) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
          (entry) => new RegExp(source).test(entry.name) && entry.responseEnd > 0,
        ).length >= 2,
      pattern,
      { timeout: 60_000, polling: 250 },
    )
    return page.evaluate((source) => {
      const held = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new RegExp(source).test(entry.name))
        .map((entry) => entry.responseEnd)
      return {
        fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        readyMs: Math.max((window as Noted).controlledAt ?? Number.NaN, ...held),
      }
    }, pattern)
  } finally {
    await close()
  }
}

export type OfflineReadyFigures = Record<string, { medianMs: number; samplesMs: number[] }>

/** First paint → ready for offline for each of `paths`, median of 5 first visits each. */
export async function measureOfflineReady(origin: string, paths: string[]): Promise<OfflineReadyFigures> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  try {
    await slowServiceWorkers(browser)
    const figures: OfflineReadyFigures = {}
    for (const path of paths) {
      const samplesMs: number[] = []
      for (let run = 0; run < VISITS; run++) {
        const { fcpMs, readyMs } = await visit(browser, `${origin}${path}`)
        samplesMs.push(Math.round(readyMs - fcpMs))
      }
      figures[path] = { medianMs: median(samplesMs), samplesMs }
    }
    return figures
  } finally {
    await browser.close()
  }
}

export function offlineReadyMarkdown(figures: OfflineReadyFigures): string[] {
  const ok = (pass: boolean) => (pass ? '✅' : '❌')
  return [
    '## First paint → ready for offline (phone profile)',
    '',
    `First visits in Chromium with CPU × 4, 150 ms round trip, 1.6 Mbit/s down, each in a new context: from the painted page's first contentful paint until the service worker controls the page and the code behind its offline actions (database, cart page) has arrived, the worker's requests as slow as the page's; median of ${VISITS} (target ≤ ${OFFLINE_READY_TARGET_MS} ms).`,
    '',
    '| Page | Paint → ready for offline | Samples |',
    '|---|---|---|',
    ...Object.entries(figures).map(
      ([page, f]) =>
        `| ${page} | ${f.medianMs} ms ${ok(f.medianMs <= OFFLINE_READY_TARGET_MS)} | ${f.samplesMs.join(', ')} ms |`,
    ),
  ]
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { startServer } = await import('../tests/helpers/app-server')
  const server = await startServer(Number(process.env.BENCH_PORT ?? 8206))
  try {
    const figures = await measureOfflineReady(server.origin, [
      '/',
      '/courses',
      '/course-detail/dementia-awareness',
      '/blogs',
    ])
    console.log(offlineReadyMarkdown(figures).join('\n'))
  } finally {
    await server.stop()
  }
}
