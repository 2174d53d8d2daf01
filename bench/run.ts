/**
 * `npm run bench`: Lighthouse (mobile, median of 3) on four routes and on a plain static page of
 * the same course list, first-visit bytes, API load with autocannon, offline start time, first paint
 * → ready for offline (bench/offline-ready.ts), and paint → interactive on a phone profile beside
 * the stack floor's (a second server, bench/stack-floor.ts).
 * Then the engines section (bench/engines.ts: the cross-engine journeys passed, and navigation →
 * app-ready in WebKit and Firefox beside Chromium), the abuse section (bench/abuse.ts) and the team
 * matrix (bench/team-matrix.ts), each on a server of its own but the engines'. Writes
 * bench/results.json and bench/RESULTS.md and prints the table. `npm run bench -- abuse`,
 * `-- engines`, `-- team-matrix` and `-- offline-ready` run one section alone and put its figures
 * beside the last full run's.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { findChromium } from '../tests/helpers/chromium'
import { abuseMarkdown, measureAbuse, type AbuseFigures } from './abuse'
import { enginesMarkdown, measureEngines, type EnginesFigures } from './engines'
import { BROWSER_ACCEPT_ENCODING, loadTest } from './api-load'
import { measureBytes } from './bytes'
import { imageBytesMarkdown, measureImageBytes } from './image-bytes'
import { firstInputMarkdown, measureFirstInput } from './first-input'
import { runLighthouse } from './lighthouse'
import { measureOfflineStart } from './offline-start'
import { measureOfflineReady, offlineReadyMarkdown, type OfflineReadyFigures } from './offline-ready'
import { measureProductionShape, renderShape } from './production-shape'
import { startServer, type RunningServer } from '../tests/helpers/app-server'
import { buildStackFloor, startStackFloorServer } from './stack-floor'
import { writeStaticCoursePage } from './static-page'
import { measureTeamMatrix, teamMatrixMarkdown, type TeamMatrixFigures } from './team-matrix'

const PORT = Number(process.env.BENCH_PORT ?? 8099)
// The second server, for the stack floor's paint → interactive (bench/stack-floor.ts).
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? PORT + 1)
// The abuse section's own server: its floods must not change the other figures.
const ABUSE_PORT = PORT + 2
// The team matrix's server, on a database of its own with a 200 × 20 team.
const TEAM_MATRIX_PORT = PORT + 3
// The cross-engine suite's ports from here (tests/engines/ports.ts; the first, the app's, unused).
const ENGINES_PORT = PORT + 4
const STATIC_DIR = '.tmp/bench-static'
const COURSE = 'dementia-awareness'
const NOTES = 'bench/what-changed.md'

const TARGETS = {
  performance: 95,
  otherScores: 100,
  lcpRatio: 1.25,
  firstVisitJsGzip: 120 * 1024,
  apiP99Ms: 25,
  offlineStartMs: 500,
}

function version(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8' }).trim()
  } catch {
    return 'unknown'
  }
}

async function measureAbuseSection(): Promise<AbuseFigures> {
  console.log('Abuse (a server of its own)…')
  const abuseServer = await startServer(ABUSE_PORT)
  try {
    return await measureAbuse(abuseServer)
  } finally {
    await abuseServer.stop()
  }
}

function write(results: Results) {
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`)
  // The hand-written account of what was changed to reach these figures survives every new run.
  const notes = existsSync(NOTES) ? `\n${readFileSync(NOTES, 'utf8')}` : ''
  const markdown = renderMarkdown(results)
  writeFileSync('bench/RESULTS.md', `${markdown}${notes}`)
  console.log(`\n${markdown}`)
}

async function measureEnginesSection(server?: RunningServer): Promise<EnginesFigures> {
  console.log('Engines: the cross-engine journeys, and navigation → app-ready on /courses (median of 5)…')
  const own = server ? undefined : await startServer(PORT)
  try {
    return await measureEngines(server ?? own!, ENGINES_PORT)
  } finally {
    await own?.stop()
  }
}

const OFFLINE_READY_PAGES = ['/', '/courses', `/course-detail/${COURSE}`, '/blogs']

async function measureTeamMatrixSection(): Promise<TeamMatrixFigures> {
  console.log('/team with 200 staff × 20 courses (a server of its own)…')
  return measureTeamMatrix(TEAM_MATRIX_PORT)
}

if (process.argv.includes('team-matrix')) {
  const last = JSON.parse(readFileSync('bench/results.json', 'utf8')) as Results
  write({ ...last, teamMatrix: await measureTeamMatrixSection(), teamMatrixDate: new Date().toISOString() })
} else if (process.argv.includes('abuse')) {
  const last = JSON.parse(readFileSync('bench/results.json', 'utf8')) as Results
  write({ ...last, abuse: await measureAbuseSection(), abuseDate: new Date().toISOString() })
} else if (process.argv.includes('engines')) {
  const last = JSON.parse(readFileSync('bench/results.json', 'utf8')) as Results
  write({ ...last, engines: await measureEnginesSection(), enginesDate: new Date().toISOString() })
} else if (process.argv.includes('offline-ready')) {
  const last = JSON.parse(readFileSync('bench/results.json', 'utf8')) as Results
  const server = await startServer(PORT)
  try {
    const offlineReady = await measureOfflineReady(server.origin, OFFLINE_READY_PAGES)
    write({ ...last, offlineReady, offlineReadyDate: new Date().toISOString(), offlineReadyLoad: os.loadavg()[0] })
  } finally {
    await server.stop()
  }
} else {
  await measureAll()
}

async function measureAll() {
  rmSync(STATIC_DIR, { recursive: true, force: true })
  const server = await startServer(PORT, { BENCH_STATIC_DIR: STATIC_DIR })
  try {
    console.log('Writing the static reference page…')
    const staticUrl = await writeStaticCoursePage(server.origin, STATIC_DIR)

    console.log('Lighthouse (mobile, a warm-up and 3 runs each)…')
    const {
      figures: lighthouse,
      failedRuns,
      benchmarkIndex,
    } = await runLighthouse({
      '/': `${server.origin}/`,
      '/courses': `${server.origin}/courses`,
      [`/course-detail/${COURSE}`]: `${server.origin}/course-detail/${COURSE}`,
      '/blogs': `${server.origin}/blogs`,
      'static course list': staticUrl,
    })

    console.log('Bytes…')
    const bytes = await measureBytes(server.origin)
    // Built once, for its bytes here and its paint → interactive below.
    const floor = await buildStackFloor()
    const stackFloor = { jsGzip: floor.jsGzip }
    const imageBytes = await measureImageBytes(server.origin, ['/', '/courses'])

    console.log('API load (50 connections, 10 s each)…')
    // The smallest answer the server gives: the machine's own limit, to read the others against.
    const apiBaseline = await loadTest(`${server.origin}/api/health`)
    const api = {
      'GET /api/courselist': await loadTest(`${server.origin}/api/courselist`),
      [`GET /api/course/${COURSE}`]: await loadTest(`${server.origin}/api/course/${COURSE}`),
      'GET /api/course/search?search=care': await loadTest(`${server.origin}/api/course/search?search=care`),
    }

    console.log('API on PostgreSQL beside PGlite, and two instances on one PostgreSQL…')
    const productionShape = await measureProductionShape()
    console.log(renderShape(productionShape))

    console.log('Offline start (median of 5)…')
    const offline = await measureOfflineStart(server.origin)

    console.log('First paint → ready for offline (median of 5 first visits per route, phone profile)…')
    const offlineReady = await measureOfflineReady(server.origin, OFFLINE_READY_PAGES)

    console.log(
      'Paint → interactive (median of 5 first visits, and of 5 of the stack floor) and taps lost (10 at first paint, 10 while the app starts), phone profile…',
    )
    const floorServer = await startStackFloorServer(FLOOR_PORT, floor).finally(floor.remove)
    let firstInput: Awaited<ReturnType<typeof measureFirstInput>>
    try {
      firstInput = await measureFirstInput(server.origin, floorServer.origin, `/course-detail/${COURSE}`)
    } finally {
      await floorServer.stop()
    }

    const staticLcp = lighthouse['static course list']?.lcpMs ?? Number.NaN
    const ours = lighthouse['/courses']?.lcpMs ?? Number.NaN
    const lcpRatio = Number((ours / staticLcp).toFixed(2))

    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> }
    const results = {
      date: new Date().toISOString(),
      machine: {
        cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        os: `${os.type()} ${os.release()}`,
      },
      versions: {
        node: process.version,
        chromium: version(findChromium() ?? 'chromium', ['--version']),
        lighthouse: pkg.devDependencies.lighthouse,
        autocannon: pkg.devDependencies.autocannon,
      },
      targets: TARGETS,
      lighthouse,
      lighthouseRepeatedRuns: failedRuns,
      lighthouseBenchmarkIndex: benchmarkIndex,
      lcpRatio: { courses: ours, static: staticLcp, ratio: lcpRatio },
      bytes,
      stackFloor,
      imageBytes,
      api,
      apiBaseline,
      productionShape,
      offlineStart: offline,
      offlineReady,
      firstInput,
    }
    const engines = await measureEnginesSection(server)
    write({
      ...results,
      engines,
      enginesDate: results.date,
      abuse: await measureAbuseSection(),
      abuseDate: results.date,
      teamMatrix: await measureTeamMatrixSection(),
      teamMatrixDate: results.date,
    })
  } finally {
    await server.stop()
  }
}

type Results = {
  date: string
  machine: { cpus: string; memoryGiB: number; os: string }
  versions: Record<string, string | undefined>
  lighthouse: Awaited<ReturnType<typeof runLighthouse>>['figures']
  lighthouseRepeatedRuns: number
  lighthouseBenchmarkIndex: number
  lcpRatio: { courses: number; static: number; ratio: number }
  bytes: Awaited<ReturnType<typeof measureBytes>>
  stackFloor: { jsGzip: number }
  imageBytes: Awaited<ReturnType<typeof measureImageBytes>>
  api: Record<string, Awaited<ReturnType<typeof loadTest>>>
  apiBaseline: Awaited<ReturnType<typeof loadTest>>
  offlineStart: { medianMs: number; samplesMs: number[] }
  /** Absent from the results of runs made before it was measured. */
  offlineReady?: OfflineReadyFigures
  /** When it was measured alone (`npm run bench -- offline-ready`), and the machine's 1-minute load then. */
  offlineReadyDate?: string
  offlineReadyLoad?: number
  firstInput: Awaited<ReturnType<typeof measureFirstInput>>
  abuse?: AbuseFigures
  engines?: EnginesFigures
  /** When the engines section was measured: with the rest, or alone later (`npm run bench -- engines`). */
  enginesDate?: string
  /** When the abuse section was measured: with the rest, or alone later (`npm run bench -- abuse`). */
  abuseDate?: string
  teamMatrix?: TeamMatrixFigures
  /** When the team matrix was measured: with the rest, or alone later (`npm run bench -- team-matrix`). */
  teamMatrixDate?: string
}

function renderMarkdown(r: Results): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  const ok = (pass: boolean) => (pass ? '✅' : '❌')
  const lines = [
    '# Benchmark results',
    '',
    `Run ${r.date} on ${r.machine.cpus}, ${r.machine.memoryGiB} GiB, ${r.machine.os}.`,
    `Node ${r.versions.node}, ${r.versions.chromium}, Lighthouse ${r.versions.lighthouse}, autocannon ${r.versions.autocannon}.`,
    `Production build served by \`npm start\`; Lighthouse mobile preset with its default (simulated) throttling, median of 3 runs after one uncounted warm-up run per URL (${r.lighthouseRepeatedRuns} run(s) that did not measure were repeated); Lighthouse's CPU benchmark index for this machine ${r.lighthouseBenchmarkIndex} (higher is faster: the simulated 4× slowdown applies to the work measured here, so compare runs on machines of a similar index).`,
    '',
    '## Lighthouse',
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|',
    ...Object.entries(r.lighthouse).map(
      ([page, f]) =>
        `| ${page} | ${f.performance} ${ok(f.performance >= TARGETS.performance)} | ${f.accessibility} ${ok(f.accessibility >= 100)} | ${f.bestPractices} ${ok(f.bestPractices >= 100)} | ${f.seo} ${ok(f.seo >= 100)} | ${f.lcpMs} ms | ${f.tbtMs} ms | ${f.cls} |`,
    ),
    '',
    `**LCP ratio** (/courses ÷ static page of the same list): ${r.lcpRatio.courses} ms ÷ ${r.lcpRatio.static} ms = **${r.lcpRatio.ratio}** (target ≤ ${TARGETS.lcpRatio}) ${ok(r.lcpRatio.ratio <= TARGETS.lcpRatio)}`,
    '',
    '## Bytes',
    '',
    `- First visit to \`/\`: JavaScript ${kb(r.bytes.firstVisit.jsRaw)} raw, **${kb(r.bytes.firstVisit.jsGzip)} gzip** ${ok(r.bytes.firstVisit.jsGzip <= TARGETS.firstVisitJsGzip)} (target ≤ 120 KB), ${kb(r.bytes.firstVisit.jsBrotli)} brotli; CSS ${kb(r.bytes.firstVisit.cssRaw)} raw, ${kb(r.bytes.firstVisit.cssGzip)} gzip, ${kb(r.bytes.firstVisit.cssBrotli)} brotli (${r.bytes.firstVisit.files.length} files).`,
    `- The fixed stack's floor (\`bench/stack-floor.ts\`): one route, rendered with React, TanStack Router and Query, registering its worker with workbox-window, built the same way: ${kb(r.stackFloor.jsGzip)} gzip. Beyond it, the target leaves ${kb(TARGETS.firstVisitJsGzip - r.stackFloor.jsGzip)} for the storefront's own code; this first visit loads ${kb(r.bytes.firstVisit.jsGzip - r.stackFloor.jsGzip)} more than the floor.`,
    `- Largest JS chunk: \`${r.bytes.largestChunk.file}\`, ${kb(r.bytes.largestChunk.gzip)} gzip.`,
    `- Precache: ${r.bytes.precache.entries} entries, ${kb(r.bytes.precache.bytes)}.`,
    ...imageBytesMarkdown(r.imageBytes, { '/courses': 300 * 1024 }),
    '',
    `## API load (autocannon, 50 connections, 10 s, loopback, \`Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}\` as a browser sends)`,
    '',
    '| Call | Requests/s | p50 | p99 | non-2xx | errors |',
    '|---|---|---|---|---|---|',
    ...Object.entries(r.api).map(
      ([call, f]) =>
        `| ${call} | ${f.requestsPerSecond} | ${f.p50Ms} ms | ${f.p99Ms} ms ${ok(f.p99Ms <= TARGETS.apiP99Ms)} | ${f.non2xx} | ${f.errors + f.timeouts} ${ok(f.non2xx + f.errors + f.timeouts === 0)} |`,
    ),
    '',
    `The machine's own limit, for comparison: \`GET /api/health\` (the smallest answer) ran at ${r.apiBaseline.requestsPerSecond} requests/s, p50 ${r.apiBaseline.p50Ms} ms, p99 ${r.apiBaseline.p99Ms} ms.`,
    '',
    '## Offline start',
    '',
    `After one online visit, offline navigation to /courses until the first course card is visible: median **${r.offlineStart.medianMs} ms** ${ok(r.offlineStart.medianMs <= TARGETS.offlineStartMs)} (target ≤ 500 ms; samples ${r.offlineStart.samplesMs.join(', ')} ms).`,
    '',
    ...(r.offlineReady
      ? [
          ...offlineReadyMarkdown(r.offlineReady),
          '',
          ...(r.offlineReadyDate
            ? [`Measured alone ${r.offlineReadyDate}, load average ${r.offlineReadyLoad?.toFixed(1)}.`, '']
            : []),
        ]
      : []),
    ...firstInputMarkdown(r.firstInput),
    '',
    ...(r.engines ? [...enginesMarkdown(r.engines), '', `Measured ${r.enginesDate ?? r.date}.`, ''] : []),
    ...(r.abuse ? [...abuseMarkdown(r.abuse), '', `Measured ${r.abuseDate ?? r.date}.`, ''] : []),
    ...(r.teamMatrix ? teamMatrixMarkdown(r.teamMatrix, r.teamMatrixDate ?? r.date) : []),
  ]
  return lines.join('\n')
}
