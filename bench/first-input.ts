/**
 * Paint → interactive and taps lost, on first visits in a phone profile (CPU × 4, 150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up; 412 × 823 touch screen):
 * - paint → interactive: from the painted page's first contentful paint to the app's start
 *   (`<html data-app-ready>`), median of 5 first visits per route; and the same for the stack's
 *   floor (bench/stack-floor.ts: the same painted pages from a second server, with the least app
 *   the stack allows as their JavaScript), its visits alternating with the app's;
 * - taps lost: 10 first visits of a course page that tap "Add to cart" the moment it shows,
 *   counting those whose dialog never opens; and 10 more that tap it 0–1.35 s later (150 ms apart),
 *   while the app starts and hydrates: a reader who scrolled the painted page and was thrown back to
 *   its top by the app's start lost such a tap (bench/what-changed.md, eighteenth run).
 * Run alone: `npx tsx bench/first-input.ts` (starts its own servers, as bench/run.ts does).
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { appReadyAt, noteAppReady } from '../tests/helpers/app-ready'
import { CHROMIUM_ARGS, findChromium } from '../tests/helpers/chromium'
import { median, phonePage } from './phone-profile'

export const FIRST_INPUT_TARGETS = { paintToInteractiveMs: 1000, tapsLost: 0 }

const VISITS = 5
const TAPS = 10
/** The taps while the app starts come this far apart, from the moment the button shows. */
const TAP_SPREAD_MS = 150

async function phoneVisit(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, close } = await phonePage(browser, { serviceWorkers: 'block' })
  await noteAppReady(page)
  return { page, close }
}

/** One first visit: first contentful paint and app start, in the page's own clock. */
async function visit(browser: Browser, url: string): Promise<{ fcpMs: number; readyMs: number }> {
  const { page, close } = await phoneVisit(browser)
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

/** One first visit that taps "Add to cart" `afterMs` after it shows: whether its dialog opened. */
async function tapAfterPaint(
  browser: Browser,
  url: string,
  afterMs: number,
): Promise<{ honoured: boolean; beforeApp: boolean }> {
  const { page, close } = await phoneVisit(browser)
  try {
    await page.goto(url, { waitUntil: 'commit' })
    const button = page.getByRole('button', { name: 'Add to cart' }).first()
    await button.waitFor({ state: 'visible', timeout: 60_000 })
    // A person's delay: this bench times when the tap comes, not something it waits for.
    if (afterMs > 0) await page.waitForTimeout(afterMs)
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

type PaintToInteractive = Record<string, { medianMs: number; samplesMs: number[] }>

export interface FirstInputFigures {
  paintToInteractive: PaintToInteractive
  /** The same pages with the stack floor's app in place of the storefront's (bench/stack-floor.ts). */
  stackFloorPaintToInteractive: PaintToInteractive
  taps: TapFigures
  /** The same taps 0–1.35 s after the button showed: during the app's start and hydration. */
  tapsWhileStarting: TapFigures
}

interface TapFigures {
  tried: number
  lost: number
  beforeApp: number
}

/** `origin` serves the storefront; `floorOrigin` the same build with the floor app (startStackFloorServer). */
export async function measureFirstInput(
  origin: string,
  floorOrigin: string,
  coursePath: string,
): Promise<FirstInputFigures> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  try {
    const routes = ['/', '/courses', coursePath, '/blogs']
    // Warm servers, as visitors find them: each page rendered once before it is measured.
    for (const path of routes) {
      await fetch(`${origin}${path}`)
      await fetch(`${floorOrigin}${path}`)
    }
    const paintToInteractive: PaintToInteractive = {}
    const stackFloorPaintToInteractive: PaintToInteractive = {}
    for (const path of routes) {
      const samplesMs: number[] = []
      const floorSamplesMs: number[] = []
      // The app's visits and the floor's alternate: whatever else the machine does meanwhile
      // weighs on both alike.
      for (let i = 0; i < VISITS; i++) {
        for (const [base, samples] of [
          [origin, samplesMs],
          [floorOrigin, floorSamplesMs],
        ] as const) {
          const { fcpMs, readyMs } = await visit(browser, `${base}${path}`)
          samples.push(Math.round(readyMs - fcpMs))
        }
      }
      paintToInteractive[path] = { medianMs: median(samplesMs), samplesMs }
      stackFloorPaintToInteractive[path] = { medianMs: median(floorSamplesMs), samplesMs: floorSamplesMs }
    }
    const taps = async (afterMs: (visit: number) => number): Promise<TapFigures> => {
      const figures = { tried: TAPS, lost: 0, beforeApp: 0 }
      for (let i = 0; i < TAPS; i++) {
        const tap = await tapAfterPaint(browser, `${origin}${coursePath}`, afterMs(i))
        if (!tap.honoured) figures.lost++
        if (tap.beforeApp) figures.beforeApp++
      }
      return figures
    }
    return {
      paintToInteractive,
      stackFloorPaintToInteractive,
      taps: await taps(() => 0),
      tapsWhileStarting: await taps((visit) => visit * TAP_SPREAD_MS),
    }
  } finally {
    await browser.close()
  }
}

export function firstInputMarkdown(figures: FirstInputFigures): string[] {
  const ok = (pass: boolean) => (pass ? '✅' : '❌')
  const { paintToInteractiveMs, tapsLost } = FIRST_INPUT_TARGETS
  const pages = Object.entries(figures.paintToInteractive).map(([page, app]) => ({
    page,
    app,
    floor: figures.stackFloorPaintToInteractive[page],
  }))
  const signedMs = (ms: number) => (ms < 0 ? `−${-ms} ms` : `${ms} ms`)
  const perPage = (figure: (app: number, floor: number) => number) =>
    pages
      .map(({ page, app, floor }) => `${page} ${floor ? signedMs(figure(app.medianMs, floor.medianMs)) : '–'}`)
      .join(', ')
  return [
    '## Paint → interactive and taps lost (phone profile)',
    '',
    `First visits in Chromium with CPU × 4, 150 ms round trip, 1.6 Mbit/s down: the painted page's first contentful paint to the app's start, median of ${VISITS} (target ≤ ${paintToInteractiveMs} ms).`,
    '',
    '| Page | Paint → interactive | Samples | Stack floor |',
    '|---|---|---|---|',
    ...pages.map(
      ({ page, app, floor }) =>
        `| ${page} | ${app.medianMs} ms ${ok(app.medianMs <= paintToInteractiveMs)} | ${app.samplesMs.join(', ')} ms | ${floor ? `${floor.medianMs} ms (${floor.samplesMs.join(', ')} ms)` : '–'} |`,
    ),
    '',
    `**Stack floor** (\`bench/stack-floor.ts\`): the same pages, painted by the same server with the same HTML, CSS, images and early-input script, with the least app the fixed stack allows as their JavaScript in place of the storefront's (React, TanStack Router and Query, workbox-window; one route, rendered into a hidden element of its own, marking the page started in an effect); timed the same way, its visits alternating with the app's. No app on this stack starts sooner on these pages in this profile. Of the ${paintToInteractiveMs} ms target, that leaves the storefront's own code (target − floor, below zero where the floor alone misses it): ${perPage((_, floor) => paintToInteractiveMs - floor)}; it takes (app − floor) ${perPage((app, floor) => app - floor)}.`,
    '',
    `**Taps lost**: ${figures.taps.lost} of ${figures.taps.tried} first visits that tapped "Add to cart" the moment it showed (target ${tapsLost}) ${ok(figures.taps.lost <= tapsLost)}; ${figures.taps.beforeApp} of those taps came before the app had started.`,
    '',
    `**Taps lost while the app starts**: ${figures.tapsWhileStarting.lost} of ${figures.tapsWhileStarting.tried} first visits that tapped it 0 to ${(TAPS - 1) * TAP_SPREAD_MS} ms after it showed, ${TAP_SPREAD_MS} ms apart (target ${tapsLost}) ${ok(figures.tapsWhileStarting.lost <= tapsLost)}; ${figures.tapsWhileStarting.beforeApp} of those taps came before the app had started.`,
  ]
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { startServer } = await import('../tests/helpers/app-server')
  const { buildStackFloor, startStackFloorServer } = await import('./stack-floor')
  const port = Number(process.env.BENCH_PORT ?? 8099)
  // The storefront's server first: it builds dist/ when the sources changed, and the floor's copy is made from it.
  const server = await startServer(port)
  try {
    const floorBuild = await buildStackFloor()
    const floor = await startStackFloorServer(Number(process.env.BENCH_FLOOR_PORT ?? port + 1), floorBuild).finally(
      floorBuild.remove,
    )
    try {
      const figures = await measureFirstInput(server.origin, floor.origin, '/course-detail/dementia-awareness')
      console.log(JSON.stringify(figures, null, 2))
      console.log(firstInputMarkdown(figures).join('\n'))
    } finally {
      await floor.stop()
    }
  } finally {
    await server.stop()
  }
}
