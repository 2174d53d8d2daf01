/**
 * Paint → interactive and taps lost, on first visits in a phone profile (CPU × 4, 150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up; 412 × 823 touch screen):
 * - paint → interactive: from the painted page's first contentful paint to the app's start
 *   (`<html data-app-ready>`), median of 5 first visits per route;
 * - taps lost: 10 first visits of a course page that tap "Add to cart" the moment it shows,
 *   counting those whose dialog never opens.
 * Run alone: `npx tsx bench/first-input.ts` (starts its own server, as bench/run.ts does).
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { appReadyAt, noteAppReady } from '../tests/helpers/app-ready'
import { CHROMIUM_ARGS, findChromium } from '../tests/helpers/chromium'

export const FIRST_INPUT_TARGETS = { paintToInteractiveMs: 1000, tapsLost: 0 }

const VISITS = 5
const TAPS = 10
const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
}

async function phonePage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK)
  await noteAppReady(page)
  return { page, close: () => context.close() }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** One first visit: first contentful paint and app start, in the page's own clock. */
async function visit(browser: Browser, url: string): Promise<{ fcpMs: number; readyMs: number }> {
  const { page, close } = await phonePage(browser)
  try {
    await page.goto(url, { waitUntil: 'commit' })
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 })
    return {
      fcpMs: await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      ),
      readyMs: await page.evaluate(appReadyAt),
    }
  } finally {
    await close()
  }
}

/** One first visit that taps "Add to cart" as soon as it shows: whether its dialog opened. */
async function tapAtFirstPaint(browser: Browser, url: string): Promise<{ honoured: boolean; beforeApp: boolean }> {
  const { page, close } = await phonePage(browser)
  try {
    await page.goto(url, { waitUntil: 'commit' })
    const button = page.getByRole('button', { name: 'Add to cart' }).first()
    await button.waitFor({ state: 'visible', timeout: 60_000 })
    await button.tap({ force: true })
    const beforeApp = (await page.locator('html[data-app-ready]').count()) === 0
    const honoured = await page
      .getByRole('dialog', { name: 'Add to cart' })
      .waitFor({ state: 'visible', timeout: 20_000 })
      .then(
        () => true,
        () => false,
      )
    return { honoured, beforeApp }
  } finally {
    await close()
  }
}

export interface FirstInputFigures {
  paintToInteractive: Record<string, { medianMs: number; samplesMs: number[] }>
  taps: { tried: number; lost: number; beforeApp: number }
}

export async function measureFirstInput(origin: string, coursePath: string): Promise<FirstInputFigures> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  try {
    const routes = ['/', '/courses', coursePath, '/blogs']
    // A warm server, as visitors find it: each page rendered once before it is measured.
    for (const path of routes) await fetch(`${origin}${path}`)
    const paintToInteractive: FirstInputFigures['paintToInteractive'] = {}
    for (const path of routes) {
      const samplesMs: number[] = []
      for (let i = 0; i < VISITS; i++) {
        const { fcpMs, readyMs } = await visit(browser, `${origin}${path}`)
        samplesMs.push(Math.round(readyMs - fcpMs))
      }
      paintToInteractive[path] = { medianMs: median(samplesMs), samplesMs }
    }
    let lost = 0
    let beforeApp = 0
    for (let i = 0; i < TAPS; i++) {
      const tap = await tapAtFirstPaint(browser, `${origin}${coursePath}`)
      if (!tap.honoured) lost++
      if (tap.beforeApp) beforeApp++
    }
    return { paintToInteractive, taps: { tried: TAPS, lost, beforeApp } }
  } finally {
    await browser.close()
  }
}

export function firstInputMarkdown(figures: FirstInputFigures): string[] {
  const ok = (pass: boolean) => (pass ? '✅' : '❌')
  const { paintToInteractiveMs, tapsLost } = FIRST_INPUT_TARGETS
  return [
    '## Paint → interactive and taps lost (phone profile)',
    '',
    `First visits in Chromium with CPU × 4, 150 ms round trip, 1.6 Mbit/s down: the painted page's first contentful paint to the app's start, median of ${VISITS} (target ≤ ${paintToInteractiveMs} ms).`,
    '',
    '| Page | Paint → interactive | Samples |',
    '|---|---|---|',
    ...Object.entries(figures.paintToInteractive).map(
      ([page, f]) =>
        `| ${page} | ${f.medianMs} ms ${ok(f.medianMs <= paintToInteractiveMs)} | ${f.samplesMs.join(', ')} ms |`,
    ),
    '',
    `**Taps lost**: ${figures.taps.lost} of ${figures.taps.tried} first visits that tapped "Add to cart" the moment it showed (target ${tapsLost}) ${ok(figures.taps.lost <= tapsLost)}; ${figures.taps.beforeApp} of those taps came before the app had started.`,
  ]
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { startServer } = await import('./server')
  const server = await startServer(Number(process.env.BENCH_PORT ?? 8099))
  try {
    const figures = await measureFirstInput(server.origin, '/course-detail/dementia-awareness')
    console.log(JSON.stringify(figures, null, 2))
    console.log(firstInputMarkdown(figures).join('\n'))
  } finally {
    await server.stop()
  }
}
