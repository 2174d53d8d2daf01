import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trainingMatrix, type TrainingMatrix } from '@/shared/contract/training-matrix'
import { expiryOf } from '@/shared/rules/training-status'
import {
  companySeats,
  courseCompletions,
  courses,
  mailOutbox,
  seatAssignments,
  trainingReminders,
  users,
} from '../../../server/db/schema'
import { newCertificateNumber } from '../../../server/learning/certificate-number'
import { cpdHoursOf, validityMonthsOf } from '../../../server/learning/course-validity'
import { sendTrainingReminders } from '../../../server/learning/training-reminders'
import { manualClock } from '../../../server/lib/clock'
import { readEnv } from '../../../server/env'
import { createTestApp, type TestApp } from '../../helpers/test-app'
import { validRegistration } from '../../helpers/registration'
import { seededCourses, type SeededCourse } from './seeded-courses'

const DAY = 24 * 60 * 60 * 1000
// Far from the real date: the app's own reminder pass at start-up (system clock) finds nothing of these.
const START = new Date('2031-03-10T09:00:00Z')
const clock = manualClock(START)
let t: TestApp
let annual: SeededCourse
let other: SeededCourse
let serial = 0

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://carewise.test' }, { clock })
  const online = await seededCourses(t.db, 'online', 2)
  ;[annual, other] = [online[0]!, online[1]!]
  await t.db.update(courses).set({ validityMonths: 12 }).where(eq(courses.id, annual.id))
  await t.db.update(courses).set({ validityMonths: 36 }).where(eq(courses.id, other.id))
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST', url: string, token: string | null) =>
  t.app.inject({ method, url: `/api${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} })

/** A company registered through the API (its manager's session), with its staff added as rows. */
async function companyWithStaff(names: string[]) {
  serial += 1
  const email = `manager-${serial}@matrix-test.example`
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      ...validRegistration(email),
      role: 'company',
      name: `Manager ${serial}`,
      company_name: `Matrix Care ${serial}`,
    },
  })
  expect(res.statusCode, res.body).toBe(200)
  const { token, user } = res.json<{ token: string; user: { id: number } }>()
  const staff =
    names.length === 0
      ? []
      : await t.db
          .insert(users)
          .values(
            names.map((name, i) => ({
              name,
              email: `${name.toLowerCase().replace(/\W+/g, '.')}-${serial}-${i}@matrix-test.example`,
              role: 'individual' as const,
              parent: user.id,
              passwordHash: 'x',
            })),
          )
          .returning({ id: users.id, name: users.name, email: users.email })
  return { token, companyId: user.id, managerEmail: email, staff }
}

async function seats(companyId: number, course: SeededCourse, total: number) {
  await t.db.insert(companySeats).values({ companyId, courseId: course.id, total, assigned: 0 })
}

async function assign(
  companyId: number,
  userId: number,
  course: SeededCourse,
  assignedAt: Date,
  startedAt: Date | null,
) {
  await t.db.insert(seatAssignments).values({ companyId, userId, courseId: course.id, assignedAt, startedAt })
}

async function complete(
  companyId: number | null,
  userId: number,
  course: SeededCourse,
  completedAt: Date,
  months: number,
) {
  const certificateNumber = newCertificateNumber(completedAt)
  const [row] = await t.db
    .insert(courseCompletions)
    .values({
      userId,
      courseId: course.id,
      companyId,
      completedAt,
      expiresAt: expiryOf(completedAt, months),
      certificateNumber,
    })
    .returning({ id: courseCompletions.id })
  return { id: row!.id, certificateNumber }
}

async function matrixOf(token: string): Promise<TrainingMatrix> {
  const res = await call('GET', '/team/training', token)
  expect(res.statusCode, res.body).toBe(200)
  return trainingMatrix.parse(res.json())
}

const statusOf = (matrix: TrainingMatrix, name: string, course: SeededCourse) =>
  matrix.staff.find((person) => person.name === name)?.cells.find((cell) => cell.course_id === course.id)?.status

describe('the training matrix', () => {
  it('shows every staff member × course with the status at the server clock', async () => {
    clock.set(START)
    const { token, companyId, staff } = await companyWithStaff([
      'Ada Nobody',
      'Bea Waiting',
      'Cal Started',
      'Dee Valid',
      'Eve Due',
      'Fay Expired',
    ])
    const [ada, bea, cal, dee, eve, fay] = staff.map((person) => person.id) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ]
    await seats(companyId, annual, 5)
    await seats(companyId, other, 1)
    await assign(companyId, bea, annual, new Date(START.getTime() - 3 * DAY), null)
    await assign(companyId, cal, annual, new Date(START.getTime() - 3 * DAY), new Date(START.getTime() - 2 * DAY))
    const valid = await complete(companyId, dee, annual, new Date(START.getTime() - 100 * DAY), 12)
    await complete(companyId, eve, annual, new Date(START.getTime() - 330 * DAY), 12)
    await complete(companyId, fay, annual, new Date(START.getTime() - 400 * DAY), 12)
    // Fay renewed before: the latest completion counts, not the older one.
    await complete(companyId, fay, annual, new Date(START.getTime() - 800 * DAY), 12)

    const matrix = await matrixOf(token)
    expect(matrix.as_of).toBe(START.toISOString())
    expect(matrix.courses.map((course) => course.course_id).sort()).toEqual([annual.id, other.id].sort())
    expect(matrix.courses.find((course) => course.course_id === annual.id)?.validity_months).toBe(12)
    expect(matrix.staff.map((person) => person.name)).toEqual([
      'Ada Nobody',
      'Bea Waiting',
      'Cal Started',
      'Dee Valid',
      'Eve Due',
      'Fay Expired',
    ])
    expect(matrix.staff.find((person) => person.id === ada)?.cells).toEqual([])
    expect(statusOf(matrix, 'Bea Waiting', annual)).toBe('not-started')
    expect(statusOf(matrix, 'Cal Started', annual)).toBe('in-progress')
    expect(statusOf(matrix, 'Dee Valid', annual)).toBe('valid')
    expect(statusOf(matrix, 'Eve Due', annual)).toBe('due')
    expect(statusOf(matrix, 'Fay Expired', annual)).toBe('expired')
    const deeCell = matrix.staff.find((person) => person.id === dee)?.cells[0]
    expect(deeCell).toMatchObject({
      certificate_number: valid.certificateNumber,
      completed_at: new Date(START.getTime() - 100 * DAY).toISOString(),
      expires_at: expiryOf(new Date(START.getTime() - 100 * DAY), 12)!.toISOString(),
      assigned_at: null,
    })

    // The clock moves on: Dee's valid training falls due, then expires.
    clock.set(new Date(START.getTime() + 240 * DAY))
    expect(statusOf(await matrixOf(token), 'Dee Valid', annual)).toBe('due')
    clock.set(new Date(START.getTime() + 270 * DAY))
    expect(statusOf(await matrixOf(token), 'Dee Valid', annual)).toBe('expired')
  })

  it('keeps a leaver with what they completed here, and nothing they did after', async () => {
    clock.set(START)
    const first = await companyWithStaff(['Lou Leaver'])
    const second = await companyWithStaff([])
    const lou = first.staff[0]!.id
    await complete(first.companyId, lou, annual, new Date(START.getTime() - 10 * DAY), 12)
    await t.db.update(users).set({ parent: second.companyId }).where(eq(users.id, lou))
    await complete(second.companyId, lou, other, new Date(START.getTime() - 5 * DAY), 36)

    const left = await matrixOf(first.token)
    expect(left.staff).toEqual([expect.objectContaining({ name: 'Lou Leaver', current: false })])
    expect(left.staff[0]!.cells.map((cell) => cell.course_id)).toEqual([annual.id])
    expect(left.courses.map((course) => course.course_id)).toEqual([annual.id])
    // Her new company sees her, with her training from before too (a carer trained elsewhere is trained).
    const joined = await matrixOf(second.token)
    expect(joined.staff).toEqual([expect.objectContaining({ name: 'Lou Leaver', current: true })])
    expect(joined.staff[0]!.cells.map((cell) => cell.course_id).sort()).toEqual([annual.id, other.id].sort())
  })

  it('is the company manager’s alone', async () => {
    const individual = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: validRegistration(`someone-${++serial}@matrix-test.example`),
    })
    const res = await call('GET', '/team/training', individual.json<{ token: string }>().token)
    expect(res.statusCode).toBe(403)
    expect((await call('GET', '/team/training', null)).statusCode).toBe(401)
  })
})

/**
 * Each instance may keep a company's computed matrix (server/team/training-matrix-cache.ts). These
 * ask for the matrix, change one thing the way the app (or a learning platform's report) writes
 * it, and ask again at once: the answer must already show it.
 */
describe('the matrix after each write', () => {
  const post = (url: string, token: string, payload?: object, app = t.app) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, payload })
  const cellOf = (matrix: TrainingMatrix, personId: number, course: SeededCourse) =>
    matrix.staff.find((person) => person.id === personId)?.cells.find((cell) => cell.course_id === course.id)

  it('shows seats bought, assign, unassign, start, completions here and elsewhere, renames, a leaver removed and a course renamed at once', async () => {
    clock.set(START)
    // Soft: a stale answer at one step is reported, and the steps after it are still checked.
    const { token, companyId, staff } = await companyWithStaff(['Kit Carer', 'Lee Leaving'])
    const [kit, lee] = staff as [(typeof staff)[number], (typeof staff)[number]]
    const elsewhere = await companyWithStaff([])
    expect.soft((await matrixOf(token)).courses).toEqual([])

    // Seats bought.
    await seats(companyId, annual, 2)
    expect.soft((await matrixOf(token)).courses.map((course) => course.course_id)).toEqual([annual.id])

    // Assign, through the manager's own call.
    const assigned = await post('/team/assign', token, { course_id: annual.id, user_id: kit.id })
    expect(assigned.statusCode, assigned.body).toBe(200)
    expect.soft(cellOf(await matrixOf(token), kit.id, annual)?.status).toBe('not-started')
    expect((await post('/team/assign', token, { course_id: annual.id, user_id: lee.id })).statusCode).toBe(200)
    expect.soft(cellOf(await matrixOf(token), lee.id, annual)?.status).toBe('not-started')

    // Unassign.
    const unassigned = await post('/team/unassign', token, { course_id: annual.id, user_id: lee.id })
    expect(unassigned.statusCode, unassigned.body).toBe(200)
    expect.soft(cellOf(await matrixOf(token), lee.id, annual)).toBeUndefined()

    // Kit starts (what the learning platform's hand-off records on the seat).
    await t.db
      .update(seatAssignments)
      .set({ startedAt: new Date(START.getTime() - DAY) })
      .where(eq(seatAssignments.userId, kit.id))
    expect.soft(cellOf(await matrixOf(token), kit.id, annual)?.status).toBe('in-progress')

    // Kit completes here.
    const done = await complete(companyId, kit.id, annual, new Date(START.getTime() - DAY), 12)
    expect.soft(cellOf(await matrixOf(token), kit.id, annual)).toMatchObject({
      status: 'valid',
      certificate_number: done.certificateNumber,
    })

    // Kit completes another course with another company: her training shows on her company's matrix.
    await complete(elsewhere.companyId, kit.id, other, new Date(START.getTime() - 2 * DAY), 36)
    expect.soft(cellOf(await matrixOf(token), kit.id, other)?.status).toBe('valid')

    // Kit is renamed; the company is renamed.
    await t.db.update(users).set({ name: 'Kit Renamed' }).where(eq(users.id, kit.id))
    expect.soft((await matrixOf(token)).staff.map((person) => person.name)).toContain('Kit Renamed')
    await t.db.update(users).set({ companyName: 'Renamed Care' }).where(eq(users.id, companyId))
    expect.soft((await matrixOf(token)).company_name).toBe('Renamed Care')

    // Lee completes, then leaves: removed by the manager, she stays as a leaver with that record.
    await complete(companyId, lee.id, annual, new Date(START.getTime() - 3 * DAY), 12)
    expect.soft(cellOf(await matrixOf(token), lee.id, annual)?.status).toBe('valid')
    const removed = await post(`/team/staff/${lee.id}/remove`, token)
    expect(removed.statusCode, removed.body).toBe(200)
    expect.soft((await matrixOf(token)).staff.find((person) => person.id === lee.id)?.current).toBe(false)

    // A course renamed in the catalogue.
    const [{ name } = { name: '' }] = await t.db
      .select({ name: courses.name })
      .from(courses)
      .where(eq(courses.id, annual.id))
    try {
      await t.db
        .update(courses)
        .set({ name: `${name} (renamed)` })
        .where(eq(courses.id, annual.id))
      expect
        .soft((await matrixOf(token)).courses.find((course) => course.course_id === annual.id)?.course_name)
        .toBe(`${name} (renamed)`)
    } finally {
      await t.db.update(courses).set({ name }).where(eq(courses.id, annual.id))
    }
  })

  it('works the statuses out again when the clock passes the instant one changes, forward and back', async () => {
    clock.set(START)
    const { token, companyId, staff } = await companyWithStaff(['Mo Valid'])
    const completedAt = new Date(START.getTime() - 100 * DAY)
    await complete(companyId, staff[0]!.id, annual, completedAt, 12)
    const expiry = expiryOf(completedAt, 12)!
    const dueFrom = new Date(expiry.getTime() - 60 * DAY)
    expect(statusOf(await matrixOf(token), 'Mo Valid', annual)).toBe('valid')

    clock.set(new Date(dueFrom.getTime() - 1))
    const justBefore = await matrixOf(token)
    expect(statusOf(justBefore, 'Mo Valid', annual)).toBe('valid')
    clock.set(dueFrom)
    expect(statusOf(await matrixOf(token), 'Mo Valid', annual)).toBe('due')
    clock.set(expiry)
    const expired = await matrixOf(token)
    expect(statusOf(expired, 'Mo Valid', annual)).toBe('expired')
    expect(expired.as_of).toBe(expiry.toISOString())
    // Back again (a test clock reset): the answer worked out later does not stand for the past.
    clock.set(START)
    const back = await matrixOf(token)
    expect(statusOf(back, 'Mo Valid', annual)).toBe('valid')
    expect(back.as_of).toBe(START.toISOString())
  })

  it('shows another instance’s write at once (the versions are in the shared database)', async () => {
    clock.set(START)
    const second = await createTestApp({}, { sharing: t, clock })
    try {
      const { token, companyId, staff } = await companyWithStaff(['Nia Shared'])
      await seats(companyId, annual, 1)
      const viaSecond = async () => {
        const res = await second.app.inject({
          method: 'GET',
          url: '/api/team/training',
          headers: { authorization: `Bearer ${token}` },
        })
        expect(res.statusCode, res.body).toBe(200)
        return trainingMatrix.parse(res.json())
      }
      expect(cellOf(await viaSecond(), staff[0]!.id, annual)).toBeUndefined()
      expect((await post('/team/assign', token, { course_id: annual.id, user_id: staff[0]!.id })).statusCode).toBe(200)
      expect(cellOf(await viaSecond(), staff[0]!.id, annual)?.status).toBe('not-started')
    } finally {
      await second.close()
    }
  })

  it('answers a repeated request with 304 until something changes, and keeps the answer private', async () => {
    clock.set(START)
    const { token, companyId, staff } = await companyWithStaff(['Oli Etag'])
    await seats(companyId, annual, 1)
    const get = (etag?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/team/training',
        headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
      })
    const first = await get()
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('private, no-store')
    const etag = String(first.headers.etag)
    expect(etag).not.toBe('undefined')
    const again = await get(etag)
    expect(again.statusCode).toBe(304)
    expect(again.headers['cache-control']).toBe('private, no-store')
    await post('/team/assign', token, { course_id: annual.id, user_id: staff[0]!.id })
    const changed = await get(etag)
    expect(changed.statusCode).toBe(200)
    expect(cellOf(trainingMatrix.parse(changed.json()), staff[0]!.id, annual)?.status).toBe('not-started')
  })
})

describe('validity from the catalogue', () => {
  it('reads the renewal the course page promises, and the CPD hours it states', () => {
    expect(validityMonthsOf('<p>We recommend refreshing every three years.</p>')).toBe(36)
    expect(validityMonthsOf('<p>Refreshed every three years, and many providers require it annually.</p>')).toBe(36)
    expect(validityMonthsOf('<p>We suggest refreshing every two to three years.</p>')).toBe(24)
    expect(validityMonthsOf('<p>Refresh annually alongside your competency assessment.</p>')).toBe(12)
    expect(validityMonthsOf('<p>No renewal is required, but many revisit it each year.</p>')).toBeNull()
    expect(validityMonthsOf('<p>Your certificate is a PDF.</p>')).toBe(12)
    expect(cpdHoursOf('<li><strong>CPD:</strong> 3 CPD hours, accredited</li>')).toBe(3)
    expect(cpdHoursOf('<li><strong>CPD:</strong> 1 CPD hour, accredited</li>')).toBe(1)
    expect(cpdHoursOf('<li><strong>CPD:</strong> 1.5 CPD hours, accredited</li>')).toBeNull()
  })

  it('migration 0015 gives databases seeded before it the same validity and hours as the seed', async () => {
    const before = await t.db
      .select({ id: courses.id, validity: courses.validityMonths, cpd: courses.cpdHours })
      .from(courses)
      .orderBy(courses.id)
    const migration = readFileSync(
      fileURLToPath(new URL('../../../server/db/migrations/0015_training_reminders.sql', import.meta.url)),
      'utf8',
    )
    const updates = migration.split('--> statement-breakpoint').filter((part) => /^\s*(--.*\n)*\s*UPDATE/.test(part))
    expect(updates).toHaveLength(2)
    await t.db
      .transaction(async (tx) => {
        await tx.update(courses).set({ validityMonths: null, cpdHours: null })
        for (const statement of updates) await tx.execute(sql.raw(statement))
        const after = await tx
          .select({ id: courses.id, validity: courses.validityMonths, cpd: courses.cpdHours })
          .from(courses)
          .orderBy(courses.id)
        // The test's own two courses were given their validity by hand: compare the rest.
        const mine = new Set([annual.id, other.id])
        expect(after.filter((row) => !mine.has(row.id))).toEqual(before.filter((row) => !mine.has(row.id)))
        tx.rollback()
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || !/rollback/i.test(error.message)) throw error
      })
  })

  it('seeds every course with it', async () => {
    const rows = await t.db
      .select({ slug: courses.slug, validity: courses.validityMonths, cpd: courses.cpdHours })
      .from(courses)
    expect(rows.find((row) => row.slug === 'safeguarding-adults-level-2')).toMatchObject({ validity: 36, cpd: 3 })
    expect(rows.find((row) => row.slug === 'infection-prevention-and-control')).toMatchObject({ validity: 12, cpd: 3 })
    expect(rows.find((row) => row.slug === 'stress-resilience-care-workers')).toMatchObject({ validity: null })
  })
})

describe('training reminders', () => {
  const deps = () => ({ db: t.db, clock, baseUrl: 'https://carewise.test', brand: 'Carewise' })
  /** The reminders mailed to `to`, in order (not the welcome mail a new account gets). */
  const mailsTo = async (to: string) =>
    (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id))
      .map((mail) => mail.subject)
      .filter((subject) => /training|waiting for you/.test(subject))

  it('mails the learner and the manager at 60 and 14 days and on expiry, each once; a late starter once', async () => {
    clock.set(START)
    const { companyId, managerEmail, staff } = await companyWithStaff(['Gil Renewer', 'Hal Late'])
    const [gil, hal] = staff as [(typeof staff)[number], (typeof staff)[number]]
    const completedAt = new Date(START.getTime() - 200 * DAY)
    await complete(companyId, gil.id, annual, completedAt, 12)
    const expiry = expiryOf(completedAt, 12)!
    await seats(companyId, other, 1)
    await assign(companyId, hal.id, other, START, null)

    await sendTrainingReminders(deps())
    expect(await mailsTo(gil.email)).toEqual([])

    clock.set(new Date(expiry.getTime() - 59 * DAY))
    await sendTrainingReminders(deps())
    await sendTrainingReminders(deps())
    expect(await mailsTo(gil.email)).toEqual([expect.stringMatching(/^Your .+ training is due for renewal by /)])
    expect(await mailsTo(managerEmail)).toEqual([expect.stringMatching(/^Gil Renewer's .+ training expires on /)])

    // Two instances' passes at once: one records the reminder, the other finds it sent.
    clock.set(new Date(expiry.getTime() - 13 * DAY))
    await Promise.all([sendTrainingReminders(deps()), sendTrainingReminders(deps())])
    expect(await mailsTo(gil.email)).toHaveLength(2)
    expect((await mailsTo(gil.email))[1]).toMatch(/^14 days left: your .+ training expires on /)
    // Hal was assigned 47 days before (the clock moved): one nudge, to him only.
    expect(await mailsTo(hal.email)).toEqual([expect.stringMatching(/^Your .+ course is waiting for you$/)])

    clock.set(new Date(expiry.getTime() + DAY))
    await sendTrainingReminders(deps())
    await sendTrainingReminders(deps())
    expect(await mailsTo(gil.email)).toHaveLength(3)
    expect(await mailsTo(managerEmail)).toHaveLength(3)
    expect((await mailsTo(managerEmail))[2]).toMatch(/^Gil Renewer's .+ training expired on /)
    expect(await mailsTo(hal.email)).toHaveLength(1)
    const kinds = await t.db
      .select({ kind: trainingReminders.kind })
      .from(trainingReminders)
      .where(eq(trainingReminders.userId, gil.id))
    expect(kinds.map((row) => row.kind).sort()).toEqual(['due-14', 'due-60', 'expired'])
  })

  it('sends only the latest reminder due when earlier ones were missed', async () => {
    clock.set(START)
    const { companyId, managerEmail, staff } = await companyWithStaff(['Ivy Away'])
    const completedAt = new Date(START.getTime() - 100 * DAY)
    await complete(companyId, staff[0]!.id, annual, completedAt, 12)
    clock.set(new Date(expiryOf(completedAt, 12)!.getTime() + 2 * DAY))
    await sendTrainingReminders(deps())
    expect(await mailsTo(staff[0]!.email)).toEqual([expect.stringMatching(/training expired on/)])
    expect(await mailsTo(managerEmail)).toHaveLength(1)
  })

  it('honours the learner’s one-click unsubscribe: the manager is still told', async () => {
    clock.set(START)
    const { companyId, managerEmail, staff } = await companyWithStaff(['Jo Quiet'])
    const jo = staff[0]!
    const completedAt = new Date(START.getTime() - 100 * DAY)
    await complete(companyId, jo.id, annual, completedAt, 12)
    const expiry = expiryOf(completedAt, 12)!
    clock.set(new Date(expiry.getTime() - 50 * DAY))
    await sendTrainingReminders(deps())
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, jo.email))
    const link = /https:\/\/carewise\.test(\/reminders\/unsubscribe\?token=[\w-]+)/.exec(mail!.text)
    expect(link, mail!.text).not.toBeNull()

    // Opening the link asks (a mail scanner following it unsubscribes no one)…
    const page = await t.app.inject({ method: 'GET', url: link![1]! })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>')
    clock.set(new Date(expiry.getTime() - 10 * DAY))
    await sendTrainingReminders(deps())
    expect(await mailsTo(jo.email)).toHaveLength(2)
    // …pressing the button (or a mail client's one-click POST) stops the learner's mails.
    const done = await t.app.inject({
      method: 'POST',
      url: link![1]!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.body).toContain('You are unsubscribed')
    clock.set(new Date(expiry.getTime() + DAY))
    await sendTrainingReminders(deps())
    expect(await mailsTo(jo.email)).toHaveLength(2)
    expect(await mailsTo(managerEmail)).toHaveLength(3)

    const wrong = await t.app.inject({ method: 'POST', url: '/reminders/unsubscribe?token=not-a-token' })
    expect(wrong.statusCode).toBe(404)
  })
})

describe('the test clock', () => {
  it('exists only with TEST_CLOCK=on, which production refuses', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { reset: true } })).statusCode).toBe(
      404,
    )
    expect(() => readEnv({ NODE_ENV: 'production', PAYMENTS: 'sandbox', TEST_CLOCK: 'on' })).toThrow(
      /TEST_CLOCK=on .* cannot be used with NODE_ENV=production/,
    )
  })

  it('moves the matrix’s clock and runs the reminders at once', async () => {
    const moved = await createTestApp({ TEST_CLOCK: 'on' }, { sharing: t })
    try {
      const move = (payload: object) => moved.app.inject({ method: 'POST', url: '/api/test/clock', payload })
      expect((await move({ at: 'next week' })).statusCode).toBe(422)
      const res = await move({ at: '2040-06-01T12:00:00Z' })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({
        now: expect.stringMatching(/^2040-06-01T12:00:0/),
        reminders: expect.any(Number),
      })
      const { token } = await companyWithStaff([])
      const matrix = await moved.app.inject({
        method: 'GET',
        url: '/api/team/training',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(matrix.json<TrainingMatrix>().as_of).toMatch(/^2040-06-01T12:00:0/)
      expect((await move({ reset: true })).json<{ now: string }>().now.slice(0, 4)).toBe(
        String(new Date().getUTCFullYear()),
      )
    } finally {
      await moved.close()
    }
  })
})
