/**
 * `npm test`: every check the project has, as steps run side by side as far as the machine's cores
 * allow, each step's duration printed as it ends and a summary at the end. It fails when any step
 * fails; the others still run, so one run reports every failure.
 *
 *   npm test                      every step
 *   npm test -- unit lint         only the steps named (STEPS below)
 *   TEST_CORES=4 npm test         the cores to fill (the default: the machine's)
 *
 * A step's output goes to .tmp/test-logs/<step>.log and is printed whole when the step ends, so
 * the output of steps running together never interleaves.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { stripVTControlCharacters } from 'node:util'

interface Step {
  name: string
  /** A shell command, run as npm runs a script (node_modules/.bin on the PATH). */
  command: string
  env?: Record<string, string>
  /**
   * The cores it keeps busy on average. A step starts only while the running steps' cores and its
   * own fit the machine's, so that the tests that measure time (timeouts, waits, a render's budget)
   * are not starved. An end-to-end shard waits on its browser and server much of the time: half a
   * core, so two shards leave a core to the steps of one core.
   */
  cores: number
  /** Steps that must have passed first. */
  after?: string[]
  /** Steps that must have ended first, passed or not (only to keep out of their way). */
  waitFor?: string[]
  /** Runs with nothing else: it measures the server under load, and other steps would be that load. */
  alone?: boolean
}

/** The end-to-end tests split by file into shards, each against a server and database of its own. */
const E2E_SHARDS = 2
const E2E_PORT = Number(process.env.E2E_PORT ?? 8090)

/**
 * When several could start, the earlier in this list starts first: the end-to-end shards (the
 * longest chain, after the build) and then the steps of one core
 * beside them, then the unit tests, which keep both cores busy, and the load test last, alone.
 */
const STEPS: Step[] = [
  // Once, before the servers of the end-to-end steps start (they would each wait for it).
  { name: 'build', command: 'tsx scripts/build.ts --if-changed', cores: 2 },
  ...Array.from({ length: E2E_SHARDS }, (_, i) => ({
    name: `e2e-${i + 1}`,
    command: `tsx scripts/e2e.ts --shard=${i + 1}/${E2E_SHARDS}`,
    env: { E2E_PORT: String(E2E_PORT + i) },
    cores: 0.5,
    after: ['build'],
  })),
  // The journeys in WebKit and Firefox (tests/engines/run.ts), with a server, Xvfb and the
  // browsers of their own: 2–4 min on a shared 2-core machine. Beside the two shards the machine ran
  // at a load of 24 and the shards' timing tests failed (a first paint past its budget, an app not
  // ready in 60 s), so it waits for them and runs beside the one-core steps instead.
  { name: 'engines', command: 'tsx tests/engines/run.ts', cores: 0.5, after: ['build'], waitFor: ['e2e-1', 'e2e-2'] },
  { name: 'typecheck', command: 'npm run typecheck', cores: 1 },
  { name: 'lint', command: 'npm run lint', cores: 1 },
  { name: 'build-secrets', command: 'npm run test:slow -- tests/slow/build-secrets.test.ts', cores: 1 },
  {
    name: 'e2e-postgres',
    command: 'tsx scripts/test-postgres.ts',
    env: { PG_VITEST: '0', E2E_PORT: String(E2E_PORT + E2E_SHARDS) },
    cores: 0.5,
    after: ['build'],
  },
  // Client tests in jsdom, server tests on PGlite and the database's tests on PostgreSQL
  // (vitest.config.ts), in one run whose two workers take the files of all of them as they come.
  { name: 'unit', command: 'vitest run', env: { TEST_POSTGRES: '1' }, cores: 2 },
  { name: 'load', command: 'npm run test:slow -- tests/slow/load.test.ts', cores: 2, alone: true },
]

const LOGS = '.tmp/test-logs'
const cores = Number(process.env.TEST_CORES) || availableParallelism()
const chosen = process.argv.slice(2)
const unknown = chosen.filter((name) => !STEPS.some((step) => step.name === name))
if (unknown.length > 0) {
  console.error(`No step ${unknown.join(', ')}. The steps: ${STEPS.map((step) => step.name).join(', ')}.`)
  process.exit(2)
}
const steps = chosen.length > 0 ? STEPS.filter((step) => chosen.includes(step.name)) : STEPS

type Result = 'passed' | 'FAILED' | 'not run'
interface Outcome {
  step: Step
  startedAt: number
  seconds: number
  result: Result
}

const started = Date.now()
const cpuAtStart = cpuTicks()
const children = new Set<ChildProcess>()
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid, signal)
      } catch {
        // Ended in the meantime.
      }
    }
    process.exit(130)
  })
}
const waiting = [...steps]
const running = new Map<Step, Promise<Outcome>>()
const finished: Outcome[] = []
mkdirSync(LOGS, { recursive: true })

const since = (time: number) => (Date.now() - time) / 1000
const clock = () => `[${duration(since(started)).padStart(9)}]`

/** Whether `step` may start now: undefined to wait, or false when a step it needs did not pass. */
function ready(step: Step): boolean | undefined {
  for (const name of step.after ?? []) {
    if (!steps.some((s) => s.name === name)) continue
    const outcome = finished.find((o) => o.step.name === name)
    if (!outcome) return undefined
    if (outcome.result !== 'passed') return false
  }
  for (const name of step.waitFor ?? []) {
    if (steps.some((s) => s.name === name) && !finished.some((o) => o.step.name === name)) return undefined
  }
  if (running.size === 0) return true
  if (step.alone || [...running.keys()].some((s) => s.alone)) return undefined
  const busy = [...running.keys()].reduce((sum, s) => sum + s.cores, 0)
  return busy + step.cores <= cores ? true : undefined
}

function run(step: Step): Promise<Outcome> {
  const log = `${LOGS}/${step.name}.log`
  const out = createWriteStream(log)
  const startedAt = Date.now()
  console.log(`${clock()} ▶ ${step.name}: ${step.command}`)
  const child = spawn(step.command, {
    shell: true,
    env: { ...process.env, ...step.env, PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH ?? ''}` },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so that stopping the run stops all the step started.
    detached: true,
  })
  children.add(child)
  child.on('exit', () => children.delete(child))
  child.stdout.pipe(out, { end: false })
  child.stderr.pipe(out, { end: false })
  return new Promise((resolve) => {
    child.on('close', (code) => {
      out.end(() => {
        const outcome: Outcome = {
          step,
          startedAt,
          seconds: since(startedAt),
          result: code === 0 ? 'passed' : 'FAILED',
        }
        const mark = outcome.result === 'passed' ? '✓' : '✗'
        console.log(`\n${clock()} ${mark} ${step.name}, ${duration(outcome.seconds)} ─── its output (${log}):`)
        process.stdout.write(readFileSync(log, 'utf8'))
        console.log(`${clock()} ${mark} ${step.name} ${outcome.result} in ${duration(outcome.seconds)}\n`)
        resolve(outcome)
      })
    })
  })
}

function startWhatFits() {
  for (const step of [...waiting]) {
    const can = ready(step)
    if (can === undefined) continue
    waiting.splice(waiting.indexOf(step), 1)
    if (can) running.set(step, run(step))
    else {
      console.log(`${clock()} – ${step.name} not run: ${step.after?.join(', ')} did not pass`)
      finished.push({ step, startedAt: Date.now(), seconds: 0, result: 'not run' })
    }
  }
}

// A line a minute while steps run, so a log being watched shows what is still going.
const heartbeat = setInterval(() => {
  const names = [...running.keys()].map((step) => step.name).join(', ')
  console.log(`${clock()} … running: ${names}`)
}, 60_000)

startWhatFits()
while (running.size > 0) {
  const outcome = await Promise.race(running.values())
  running.delete(outcome.step)
  finished.push(outcome)
  startWhatFits()
}
clearInterval(heartbeat)

const width = Math.max(...finished.map((o) => o.step.name.length))
console.log(`Steps (${cores} cores):`)
for (const o of [...finished].sort((a, b) => a.startedAt - b.startedAt)) {
  const from = duration((o.startedAt - started) / 1000)
  const line = `  ${o.step.name.padEnd(width)}  ${o.result.padEnd(7)}  ${duration(o.seconds).padStart(9)}  from ${from}`
  console.log(o.result === 'not run' ? line : `${line.padEnd(width + 40)}${testCounts(o.step)}`)
}
console.log(
  `The cores were busy ${Math.round(100 * busySince(cpuAtStart))}% of the run (all processes on the machine).`,
)
const failed = finished.filter((o) => o.result !== 'passed').map((o) => o.step.name)
const verdict = failed.length === 0 ? 'passed' : `FAILED (${failed.join(', ')})`
console.log(`npm test ${verdict} in ${duration(since(started))}`)
process.exit(failed.length === 0 ? 0 : 1)

/**
 * The counts a test runner printed in a step's log (vitest's "Tests" line, Playwright's "N passed"
 * lines, without their colours), so the summary shows how many tests each step ran.
 */
function testCounts(step: Step): string {
  const lines = stripVTControlCharacters(readFileSync(`${LOGS}/${step.name}.log`, 'utf8')).split('\n')
  const vitest = lines.findLast((text) => /^\s*Tests\s+\d/.test(text))
  if (vitest) return vitest.replace(/^\s*Tests\s+/, 'tests: ')
  const playwright = lines.filter((text) => /^\s+\d+ (passed|failed|flaky|skipped|did not run)\b/.test(text))
  return playwright.length > 0 ? `tests: ${playwright.map((text) => text.trim()).join(', ')}` : ''
}

/** The machine's CPU counters (/proc/stat): time spent busy and in all, in clock ticks; null off Linux. */
function cpuTicks(): { busy: number; total: number } | null {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/)
    const ticks = fields.map(Number)
    const total = ticks.slice(0, 8).reduce((sum, n) => sum + n, 0)
    // idle and iowait
    return { busy: total - ticks[3]! - ticks[4]!, total }
  } catch {
    return null
  }
}

/**
 * How busy the cores were since `start`: the suite is bound by them, so this says whether a slower
 * run waited on its own work or on something else (a run near 100% can only be made faster by
 * doing less; one well below it, by running more side by side).
 */
function busySince(start: ReturnType<typeof cpuTicks>): number {
  const end = cpuTicks()
  return start && end ? (end.busy - start.busy) / Math.max(1, end.total - start.total) : 0
}

function duration(seconds: number): string {
  const whole = Math.round(seconds)
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`
}
