/**
 * The time to answer `/team`'s API for a large care group: 200 staff × 20 courses, every staff
 * member holding a seat of each, most of them with a completion (valid, due or expired). The data is
 * written straight into a fresh database before the server starts on it (`npm start`, its own
 * port and data), then `GET /api/team/training` (the matrix) and `GET /api/team` are asked by
 * autocannon as the manager. Target: p99 ≤ 50 ms for the matrix.
 *
 * Then the page itself, on the bench's phone (bench/phone-profile.ts): `/team` opened as the manager
 * (signed in the way the app keeps a session: its token in localStorage, and in the cookie a
 * navigation carries), each visit in a new context
 * with no service worker and no HTTP cache, timed from the navigation's start (the page's clock zero)
 * to the first animation frame in which the first staff member's card of the matrix is laid out and
 * visible (it may lie below the fold: the figure is when it is painted, not scrolled to). Median of
 * 5 visits. Target ≤ 1 s.
 *
 * And the same page opened again from the installed app: in a new context, `/team` once, then, once
 * the service worker has precached the app and controls the page, that page closed and `/team`
 * opened in a new page of the same context, timed the same way — the manager who has opened it
 * before in that browser. The worker's own requests are as slow as the page's. Median of 5
 * contexts.
 */
import { rmSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import autocannon from 'autocannon'
import { asc, eq } from 'drizzle-orm'
import { expiryOf } from '../src/shared/rules/training-status'
import { createPasswordHasher } from '../server/auth/password'
import { openDatabase } from '../server/db/client'
import { companySeats, courseCompletions, courses, seatAssignments, users } from '../server/db/schema'
import { seedIfEmpty } from '../server/db/seed'
import { newCertificateNumber } from '../server/learning/certificate-number'
import { BROWSER_ACCEPT_ENCODING, type LoadFigures } from './api-load'
import { startServer } from '../tests/helpers/app-server'
import { CHROMIUM_ARGS, findChromium } from '../tests/helpers/chromium'
import { pageSessionCookie } from '../tests/helpers/page-session-cookie'
import { underServiceWorker } from '../tests/e2e/helpers/service-worker'
import { median, phonePage, slowAsPhone, slowServiceWorkers } from './phone-profile'

export const TEAM_MATRIX_SIZE = { staff: 200, courses: 20 }
export const TEAM_MATRIX_P99_MS = 50
export const TEAM_MATRIX_PAINT_MS = 1000
const PAINT_VISITS = 5
/** The first staff member's card in the matrix's phone layout. */
const FIRST_CARD = 'ul[aria-label="Training by staff member"] > li'
const MANAGER = { email: 'bench-manager@matrix-bench.example', password: 'BenchMatrix1' }
const DAY = 24 * 60 * 60 * 1000

export interface TeamMatrixFigures {
  size: typeof TEAM_MATRIX_SIZE
  /** One caller at a time: the time a manager waits for the page's data. */
  matrixAlone: LoadFigures
  /** Ten managers at once. */
  matrixTen: LoadFigures
  teamAlone: LoadFigures
  /** The smallest answer, one caller at a time: the machine's state while these were measured. */
  healthAlone: LoadFigures
  matrixBytes: number
  /** Navigation start → the first matrix card painted, on the phone, median of 5 new visits. */
  phonePaint?: PaintFigures
  /** The same, on a second visit in the same context, the service worker in control. */
  phonePaintWarm?: PaintFigures
  /** The machine's one-minute load average when the section ended (2 cores). */
  loadAverage?: number
}

export interface PaintFigures {
  medianMs: number
  samplesMs: number[]
  /** When the matrix's answer had arrived, in each sample's clock. */
  matrixAnsweredMs: number[]
  /** When the matrix was asked for, in each sample's clock. */
  matrixAskedMs?: number[]
  /** When the app's entry script had arrived (from the service worker on a second visit). */
  appCodeMs?: number[]
  /** When the page's "Training matrix" section was first in the document (the app had rendered the page). */
  sectionMs?: number[]
}

type Noted = { firstCardAt?: number; matrixSectionAt?: number }
type Visit = { cardMs: number; matrixAnsweredMs: number; matrixAskedMs: number; appCodeMs: number; sectionMs: number }

/**
 * Signs the phone in the way the app keeps a session (its token in localStorage, and the copy a
 * navigation carries, src/shared/page-session.ts) and notes, on every document, the first frame in
 * which the first matrix card is laid out and visible.
 */
async function signInAndWatch(page: Page, origin: string, session: { token: string; user: unknown }): Promise<void> {
  await page.context().addCookies([pageSessionCookie(origin, session.token)])
  // Written as text: a function here would be compiled by tsx, which names inner functions with
  // a helper the page does not have.
  await page.addInitScript(`
    localStorage.setItem('token', ${JSON.stringify(session.token)})
    localStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.user))})
    requestAnimationFrame(function look() {
      if (window.matrixSectionAt === undefined && document.getElementById('training-matrix')) window.matrixSectionAt = performance.now()
      var card = document.querySelector(${JSON.stringify(FIRST_CARD)})
      var box = card && card.getBoundingClientRect()
      if (card && box.width > 0 && box.height > 0 && card.checkVisibility()) window.firstCardAt = performance.now()
      else requestAnimationFrame(look)
    })
  `)
}

/** Opens `/team` in `page` and waits for its first matrix card: the times, in the page's clock. */
async function timeTeamPage(page: Page, origin: string): Promise<Visit> {
  await page.goto(`${origin}/team`, { waitUntil: 'commit' })
  await page.waitForFunction(() => (window as Noted).firstCardAt !== undefined, undefined, {
    timeout: 120_000,
    polling: 250,
  })
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const matrix = entries.find((entry) => entry.name.endsWith('/api/team/training'))
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src
    return {
      cardMs: (window as Noted).firstCardAt!,
      sectionMs: (window as Noted).matrixSectionAt ?? Number.NaN,
      matrixAnsweredMs: matrix?.responseEnd ?? Number.NaN,
      matrixAskedMs: matrix?.startTime ?? Number.NaN,
      appCodeMs: entries.find((e) => e.name === entry)?.responseEnd ?? Number.NaN,
    }
  })
}

/** One first visit of `/team` on the phone, signed in as `session`, with no service worker. */
async function paintVisit(browser: Browser, origin: string, session: { token: string; user: unknown }): Promise<Visit> {
  const { page, close } = await phonePage(browser, { serviceWorkers: 'block' })
  try {
    await signInAndWatch(page, origin, session)
    return await timeTeamPage(page, origin)
  } finally {
    await close()
  }
}

/**
 * `/team` opened a second time in one context, as the installed app is launched again: the first
 * visit installs the service worker, which precaches the app; once it controls the page, that page
 * is closed and `/team` opened in a new one, which is the visit timed. (Navigating the same tab
 * instead would also time the first page's unloading, which a launch does not have: its entry
 * script arrived 0.2–0.3 s later, though its median came out no slower on this machine.)
 */
async function warmPaintVisit(
  browser: Browser,
  origin: string,
  session: { token: string; user: unknown },
): Promise<Visit> {
  const { page, context, close } = await phonePage(browser, { serviceWorkers: 'allow' })
  try {
    await signInAndWatch(page, origin, session)
    await timeTeamPage(page, origin)
    // Not a step a manager takes: the figure is about the visit after the app is installed.
    await underServiceWorker(page)
    await page.close()
    const again = await context.newPage()
    await slowAsPhone(again, context)
    await signInAndWatch(again, origin, session)
    return await timeTeamPage(again, origin)
  } finally {
    await close()
  }
}

async function measurePhonePaint(
  origin: string,
  session: { token: string; user: unknown },
  visit: typeof paintVisit,
): Promise<PaintFigures> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
  try {
    await slowServiceWorkers(browser)
    const visits: Visit[] = []
    for (let i = 0; i < PAINT_VISITS; i++) visits.push(await visit(browser, origin, session))
    const samplesMs = visits.map((v) => Math.round(v.cardMs))
    return {
      medianMs: median(samplesMs),
      samplesMs,
      matrixAnsweredMs: visits.map((v) => Math.round(v.matrixAnsweredMs)),
      matrixAskedMs: visits.map((v) => Math.round(v.matrixAskedMs)),
      appCodeMs: visits.map((v) => Math.round(v.appCodeMs)),
      sectionMs: visits.map((v) => Math.round(v.sectionMs)),
    }
  } finally {
    await browser.close()
  }
}

async function seedLargeTeam(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir: join(dataDir, 'db'), whileLocked: seedIfEmpty })
  const { db } = database
  try {
    const hash = await createPasswordHasher().hash(MANAGER.password)
    const [company] = await db
      .insert(users)
      .values({
        name: 'Bench Manager',
        email: MANAGER.email,
        role: 'company',
        companyName: 'Bench Care Group',
        passwordHash: hash,
      })
      .returning({ id: users.id })
    const companyId = company!.id
    const chosen = await db
      .select({ id: courses.id, validity: courses.validityMonths })
      .from(courses)
      .where(eq(courses.courseFor, 'online'))
      .orderBy(asc(courses.id))
      .limit(TEAM_MATRIX_SIZE.courses)
    const staff = await db
      .insert(users)
      .values(
        Array.from({ length: TEAM_MATRIX_SIZE.staff }, (_, i) => ({
          name: `Carer ${String(i + 1).padStart(3, '0')}`,
          email: `carer-${i + 1}@matrix-bench.example`,
          role: 'individual' as const,
          parent: companyId,
          passwordHash: 'not-a-login',
        })),
      )
      .returning({ id: users.id })
    const now = Date.now()
    await db
      .insert(companySeats)
      .values(chosen.map((course) => ({ companyId, courseId: course.id, total: staff.length, assigned: staff.length })))
    for (const course of chosen) {
      await db.insert(seatAssignments).values(
        staff.map((person, i) => ({
          companyId,
          courseId: course.id,
          userId: person.id,
          assignedAt: new Date(now - 500 * DAY),
          startedAt: i % 10 === 0 ? null : new Date(now - 480 * DAY),
        })),
      )
      // Nine in ten completed, at dates spread over the last 15 months: some valid, some due, some expired.
      const completions = staff.flatMap((person, i) => {
        if (i % 10 === 0) return []
        const completedAt = new Date(now - ((i * 7 + course.id * 13) % 450) * DAY)
        return [
          {
            userId: person.id,
            courseId: course.id,
            companyId,
            completedAt,
            expiresAt: expiryOf(completedAt, course.validity),
            certificateNumber: newCertificateNumber(completedAt),
          },
        ]
      })
      await db.insert(courseCompletions).values(completions)
    }
  } finally {
    await database.close()
  }
}

async function load(url: string, token: string, connections: number, seconds = 10): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, authorization: `Bearer ${token}` },
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

export async function measureTeamMatrix(port: number): Promise<TeamMatrixFigures> {
  const dataDir = `.tmp/bench-team-matrix-${port}`
  rmSync(dataDir, { recursive: true, force: true })
  await seedLargeTeam(dataDir)
  const server = await startServer(port, { DATA_DIR: dataDir })
  try {
    const login = await fetch(`${server.origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...MANAGER, remember: false }),
    })
    if (!login.ok) throw new Error(`the bench manager could not log in: ${login.status}`)
    const session = (await login.json()) as { token: string; user: unknown }
    const { token } = session
    const matrixUrl = `${server.origin}/api/team/training`
    const first = await fetch(matrixUrl, { headers: { authorization: `Bearer ${token}` } })
    const body = await first.text()
    const matrix = JSON.parse(body) as { staff: unknown[]; courses: unknown[] }
    if (matrix.staff.length !== TEAM_MATRIX_SIZE.staff || matrix.courses.length !== TEAM_MATRIX_SIZE.courses)
      throw new Error(`the matrix is ${matrix.staff.length} × ${matrix.courses.length}, not 200 × 20`)
    return {
      size: TEAM_MATRIX_SIZE,
      matrixAlone: await load(matrixUrl, token, 1),
      matrixTen: await load(matrixUrl, token, 10),
      teamAlone: await load(`${server.origin}/api/team`, token, 1),
      healthAlone: await load(`${server.origin}/api/health`, token, 1),
      matrixBytes: Buffer.byteLength(body),
      phonePaint: await measurePhonePaint(server.origin, session, paintVisit),
      phonePaintWarm: await measurePhonePaint(server.origin, session, warmPaintVisit),
      loadAverage: Math.round(os.loadavg()[0]! * 100) / 100,
    }
  } finally {
    await server.stop()
  }
}

export function teamMatrixMarkdown(f: TeamMatrixFigures, date: string): string[] {
  const ok = (pass: boolean) => (pass ? '✅' : '❌')
  const row = (call: string, callers: number, l: LoadFigures) =>
    `| ${call} | ${callers} | ${l.requestsPerSecond} | ${l.p50Ms} ms | ${l.p99Ms} ms ${ok(l.p99Ms <= TEAM_MATRIX_P99_MS)} | ${l.non2xx + l.errors + l.timeouts} |`
  return [
    `## /team with ${f.size.staff} staff × ${f.size.courses} courses (autocannon, 10 s, \`npm run bench -- team-matrix\`)`,
    '',
    `Every staff member holds a seat of each course, nine in ten with a completion; the matrix's answer is ${(f.matrixBytes / 1024).toFixed(0)} KB of JSON before compression. Target: p99 ≤ ${TEAM_MATRIX_P99_MS} ms.`,
    '',
    '| Call | Connections | Requests/s | p50 | p99 | failed |',
    '|---|---|---|---|---|---|',
    row('GET /api/team/training', 1, f.matrixAlone),
    row('GET /api/team/training', 10, f.matrixTen),
    row('GET /api/team', 1, f.teamAlone),
    '',
    ...(f.phonePaint ? paintMarkdown(f.phonePaint, 'cold') : []),
    ...(f.phonePaintWarm ? paintMarkdown(f.phonePaintWarm, 'warm') : []),
    `The machine meanwhile: \`GET /api/health\` (the smallest answer), one caller, p50 ${f.healthAlone.p50Ms} ms, p99 ${f.healthAlone.p99Ms} ms${f.loadAverage === undefined ? '' : `; one-minute load average ${f.loadAverage} on 2 cores at the end`}.`,
    '',
    `Measured ${date}.`,
    '',
  ]
}

const PAINT_LABELS = {
  cold: "**First paint of the matrix on the phone, first visit** (CPU × 4, 150 ms round trip, 1.6 Mbit/s down; `/team` opened as the manager, each visit in a new context, no service worker, no HTTP cache): from the navigation's start to the first frame in which the first staff member's card is laid out and visible",
  warm: "**First paint of the matrix on the phone, opened again from the installed app** (the same phone; in each new context `/team` opened once, the service worker left to precache the app and take control, then that page closed and `/team` opened in a new page of the same context, as the app is launched again — the figure is that second visit; the matrix is private data, kept in memory only, so it is asked for afresh): from the second navigation's start to the first frame in which the first staff member's card is laid out and visible",
}

function paintMarkdown(p: PaintFigures, kind: keyof typeof PAINT_LABELS): string[] {
  const ok = (pass: boolean) => (pass ? '✅' : '❌')
  const sinceAnswer = median(p.samplesMs.map((ms, i) => ms - p.matrixAnsweredMs[i]!))
  const breakdown = [
    p.appCodeMs && `the app's entry script had arrived at ${p.appCodeMs.join(', ')} ms`,
    p.sectionMs && `the page (its "Training matrix" section) was rendered at ${p.sectionMs.join(', ')} ms`,
    p.matrixAskedMs && `the matrix was asked for at ${p.matrixAskedMs.join(', ')} ms`,
    `its answer had arrived at ${p.matrixAnsweredMs.join(', ')} ms`,
  ].filter(Boolean)
  return [
    `${PAINT_LABELS[kind]}, median of ${p.samplesMs.length}: **${p.medianMs} ms** ${ok(p.medianMs <= TEAM_MATRIX_PAINT_MS)} (target ≤ ${TEAM_MATRIX_PAINT_MS} ms; samples ${p.samplesMs.join(', ')} ms). Of that, ${breakdown.join('; ')}; from the answer's arrival to the card painted (parsing, and rendering the page's sections): median ${sinceAnswer} ms.`,
    '',
  ]
}
