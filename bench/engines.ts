/**
 * The engines section: per engine (WebKit, Firefox ESR, beside Chromium), how many of the
 * cross-engine journeys (tests/engines/) pass, and the time from navigation to app-ready on
 * /courses (the `app-ready` performance mark AppRoot sets with `<html data-app-ready>`), no
 * throttling, median of 5 first visits, each in a new browser context (WebKit: a new session).
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from '../tests/helpers/chromium'
import type { RunningServer } from '../tests/helpers/app-server'
import { startEngineServices } from '../tests/engines/environment'
import { closeFirefox, openFirefox } from '../tests/engines/firefox'
import type { Person } from '../tests/engines/person'
import { enginePorts } from '../tests/engines/ports'
import { openWebKit } from '../tests/engines/webkit'

const RUNS = 5
const PATH = '/courses'
const REPORT = '.tmp/bench-engines-journeys.json'

export interface EngineFigures {
  journeys: { passed: number; total: number } | null
  appReadyMs: { medianMs: number; samplesMs: number[] }
}

export type EnginesFigures = Record<'chromium' | 'webkit' | 'firefox', EngineFigures>

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

const READY_AT = `
  await new Promise((resolve) => {
    const check = () => (performance.getEntriesByName('app-ready').length ? resolve() : setTimeout(check, 20))
    check()
  })
  return performance.getEntriesByName('app-ready')[0].startTime`

async function readyTimes(open: () => Promise<Person>): Promise<number[]> {
  const samples: number[] = []
  for (let run = 0; run < RUNS; run++) {
    const person = await open()
    try {
      await person.open(PATH)
      samples.push(Math.round(await person.driver.run<number>(READY_AT)))
    } finally {
      await person.close()
    }
  }
  return samples
}

async function chromiumReadyTimes(origin: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  const samples: number[] = []
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.goto(`${origin}${PATH}`)
      samples.push(Math.round(await page.evaluate(`(async () => {${READY_AT}})()`)))
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return samples
}

/** The journeys, run as `npm run test:engines` runs them (its ports from `first`), counted per engine. */
function runJourneys(server: RunningServer, first: number) {
  rmSync(REPORT, { force: true })
  spawnSync(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--config',
      'vitest.engines.config.ts',
      '--reporter=json',
      `--outputFile=${REPORT}`,
    ],
    { stdio: 'inherit', env: { ...process.env, ENGINES_ORIGIN: server.origin, ENGINES_PORT: String(first) } },
  )
  const report = JSON.parse(readFileSync(REPORT, 'utf8')) as {
    testResults: { name: string; assertionResults: { status: string }[] }[]
  }
  // An engine's journeys may be split over files (webkit-1.test.ts, webkit-2.test.ts).
  const count = (engine: string) => {
    const results = report.testResults
      .filter(({ name }) => new RegExp(`/${engine}(-\\d+)?\\.test\\.ts$`).test(name))
      .flatMap(({ assertionResults }) => assertionResults)
    return { passed: results.filter(({ status }) => status === 'passed').length, total: results.length }
  }
  return { webkit: count('webkit'), firefox: count('firefox') }
}

/** The suite's ports from `first` (tests/engines/ports.ts), but the app's: the server is given. */
export async function measureEngines(server: RunningServer, first: number): Promise<EnginesFigures> {
  process.env.ENGINES_PORT = String(first)
  const ports = enginePorts(first)
  const services = await startEngineServices(ports.webkit.map(({ driver }) => driver))
  try {
    const webkitReady = await readyTimes(() => openWebKit(server.origin, services.webkitDriverPorts[0]!))
    const firefoxReady = await readyTimes(() => openFirefox(server.origin)).finally(closeFirefox)
    const chromiumReady = await chromiumReadyTimes(server.origin)
    const journeys = runJourneys(server, first)
    const figures = (samplesMs: number[], counted: EngineFigures['journeys']): EngineFigures => ({
      journeys: counted,
      appReadyMs: { medianMs: median(samplesMs), samplesMs },
    })
    return {
      chromium: figures(chromiumReady, null),
      webkit: figures(webkitReady, journeys.webkit),
      firefox: figures(firefoxReady, journeys.firefox),
    }
  } finally {
    await services.stop()
  }
}

export function enginesMarkdown(figures: EnginesFigures): string[] {
  const row = (name: string, f: EngineFigures, journeys: string) =>
    `| ${name} | ${journeys} | ${f.appReadyMs.medianMs} ms | ${f.appReadyMs.samplesMs.join(', ')} |`
  const counted = (f: EngineFigures) => (f.journeys ? `${f.journeys.passed} of ${f.journeys.total}` : '–')
  return [
    '## Engines',
    '',
    `The cross-engine journeys (\`tests/engines/\`, \`npm run test:engines\`) per engine, and navigation → app-ready on ${PATH} (the \`app-ready\` mark; first visits in new contexts, no throttling, median of ${RUNS}). Chromium runs the Playwright suite (\`npm run test:e2e\`) instead of these journeys.`,
    '',
    '| Engine | Journeys passed | Navigation → app-ready | Samples (ms) |',
    '|---|---|---|---|',
    row('Chromium (Debian)', figures.chromium, 'Playwright suite'),
    row('WebKit (WebKitGTK MiniBrowser)', figures.webkit, counted(figures.webkit)),
    row('Firefox ESR', figures.firefox, counted(figures.firefox)),
  ]
}
