import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentIntentResponse } from '@/shared/contract/checkout'
import {
  TEAM_MESSAGES,
  teamResponse,
  UNASSIGN_UNDO_GRACE_SECONDS,
  unassignResponse,
  type Team,
} from '@/shared/contract/team'
import { courseCompletions, seatAssignments, users } from '../../../server/db/schema'
import { manualClock } from '../../../server/lib/clock'
import type { Mail } from '../../../server/mail/mailer'
import { createTestApp, outboxSettled, type TestApp } from '../../helpers/test-app'
import { seededCourses, type SeededCourse } from './seeded-courses'

/**
 * A manager running their team safely: a seat's mail to its holder, Unassign with its Undo, a
 * leaver removed, and an address that already has an account invited. Each test acts as the
 * manager does, through the API.
 */

let t: TestApp
const sent: Mail[] = []
const clock = manualClock(new Date())
let course: SeededCourse
let otherCourse: SeededCourse

beforeAll(async () => {
  t = await createTestApp({}, { mailer: { send: async (mail) => void sent.push(mail) }, clock })
  const online = await seededCourses(t.db, 'online', 2)
  ;[course, otherCourse] = [online[0]!, online[1]!]
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

let serial = 0
async function register(role: 'company' | 'individual') {
  serial += 1
  const email = `${role}-${serial}@manage-test.example`
  const res = await call('POST', '/register', null, {
    name: `${role} ${serial}`,
    phone: '7700900123',
    email,
    password: 'Password123',
    password_confirmation: 'Password123',
    city: 'Leeds',
    country: 'United Kingdom',
    role,
    company_name: role === 'company' ? `Manage Care ${serial}` : '',
    termsAccepted: 1,
  })
  expect(res.statusCode, res.body).toBe(200)
  return { token: res.json<{ token: string }>().token, email }
}

/** Pays for seats the way the browser does: intent, the sandbox's card 4242, payment-success. */
async function buy(token: string, lines: { course: SeededCourse; quantity: number }[]) {
  const cart = lines.map(({ course: c, quantity }) => ({
    id: c.id,
    image: '',
    name: c.name,
    price: c.pricePence / 100,
    quantity,
  }))
  const amount = lines.reduce((sum, { course: c, quantity }) => sum + c.pricePence * quantity, 0)
  const billing = {
    uid: 1,
    name: 'Manager',
    email: 'manager@manage-test.example',
    phone: '7700900101',
    address: '1 St',
  }
  const body = { amount, currency: 'gbp', ...billing, cart, discount: 0, coupon_code: null }
  const opened = await call('POST', '/create-payment-intent', token, body)
  expect(opened.statusCode, opened.body).toBe(200)
  const intent = paymentIntentResponse.parse(opened.json())
  const confirmed = await call('POST', '/sandbox/confirm', null, {
    client_secret: intent.clientSecret,
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: 2099,
    cvc: '123',
  })
  expect(confirmed.json()).toMatchObject({ status: 'succeeded' })
  const paid = await call('POST', '/payment-success', token, { ...body, payment_intent_id: intent.paymentIntentId })
  expect(paid.statusCode, paid.body).toBe(200)
}

async function team(token: string): Promise<Team> {
  const res = await call('GET', '/team', token)
  expect(res.statusCode).toBe(200)
  return teamResponse.parse(res.json())
}

const seatsOf = async (token: string, courseId: number) =>
  (await team(token)).seats.find((row) => row.course_id === courseId)

/** Invites a person and returns the token from the mail. */
async function invite(manager: string, email: string, name: string) {
  const res = await call('POST', '/team/invitations', manager, { name, email })
  expect(res.statusCode, res.body).toBe(200)
  await outboxSettled(t.db)
  const mail = sent.findLast((m) => m.to === email.toLowerCase())
  const link = /\/accept-invite\?token=([\w-]+)/.exec(mail?.text ?? '')
  expect(link, 'the invitation mail holds the accept link').not.toBeNull()
  return { res, token: link![1]! }
}

/** Invites a person who sets a password: a member of staff, with their id and session. */
async function joinedStaff(manager: string, name: string) {
  serial += 1
  const email = `staff-${serial}@manage-test.example`
  const { token } = await invite(manager, email, name)
  const res = await call('POST', '/accept-invite', null, {
    token,
    password: 'StaffPass1',
    password_confirmation: 'StaffPass1',
  })
  expect(res.statusCode, res.body).toBe(200)
  const session = res.json<{ token: string; user: { id: number } }>()
  return { id: session.user.id, token: session.token, email, name }
}

const assign = (manager: string, userId: number, courseId = course.id) =>
  call('POST', '/team/assign', manager, { course_id: courseId, user_id: userId })
const unassign = (manager: string, userId: number, courseId = course.id) =>
  call('POST', '/team/unassign', manager, { course_id: courseId, user_id: userId })
const mailsTo = (email: string) => sent.filter((mail) => mail.to === email)

describe('the assignment mail', () => {
  it('tells the staff member which course and how to start it, once per seat given', async () => {
    const { token: manager } = await register('company')
    await buy(manager, [{ course, quantity: 2 }])
    const amy = await joinedStaff(manager, 'Amy Walker')
    const before = mailsTo(amy.email).length

    expect((await assign(manager, amy.id)).statusCode).toBe(200)
    // Pressed again: refused, and no second mail.
    expect((await assign(manager, amy.id)).statusCode).toBe(409)
    await outboxSettled(t.db)
    const mails = mailsTo(amy.email).slice(before)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.text).toContain(`"${course.name}"`)
    expect(mail!.text).toContain('Manage Care')
    expect(mail!.text).toMatch(/Log in with this email address: https?:\/\/\S+\/login/)
    expect(mail!.text).toContain('open My courses')
  })

  it('a seat that could not be given mails nobody', async () => {
    const { token: manager } = await register('company')
    const ben = await joinedStaff(manager, 'Ben Short')
    const before = mailsTo(ben.email).length
    expect((await assign(manager, ben.id, otherCourse.id)).statusCode).toBe(409)
    await outboxSettled(t.db)
    expect(mailsTo(ben.email).length).toBe(before)
  })
})

describe('unassign and its undo', () => {
  it('Undo puts the seat back as it was, with its assigned date, and mails nobody again', async () => {
    const { token: manager } = await register('company')
    await buy(manager, [{ course, quantity: 2 }])
    const amy = await joinedStaff(manager, 'Amy Undo')
    expect((await assign(manager, amy.id)).statusCode).toBe(200)
    const assignedAt = (await team(manager)).staff[0]!.courses[0]!.assigned_at
    await outboxSettled(t.db)
    const mailsBefore = mailsTo(amy.email).length

    const taken = await unassign(manager, amy.id)
    expect(taken.statusCode, taken.body).toBe(200)
    const { undo_id, message } = unassignResponse.parse(taken.json())
    expect(message).toBe(TEAM_MESSAGES.unassigned)
    expect(await seatsOf(manager, course.id)).toMatchObject({ assigned: 0, free: 2 })

    clock.advance(5_000)
    const undone = await call('POST', `/team/unassign/${undo_id}/undo`, manager)
    expect(undone.statusCode, undone.body).toBe(200)
    expect(undone.json().message).toBe(TEAM_MESSAGES.unassignUndone)
    expect(await seatsOf(manager, course.id)).toMatchObject({ assigned: 1, free: 1 })
    expect((await team(manager)).staff[0]!.courses).toEqual([
      expect.objectContaining({ course_id: course.id, assigned_at: assignedAt, started_at: null }),
    ])
    // An Undo works once.
    const again = await call('POST', `/team/unassign/${undo_id}/undo`, manager)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(TEAM_MESSAGES.tooLateToUndo)
    expect(await seatsOf(manager, course.id)).toMatchObject({ assigned: 1 })
    await outboxSettled(t.db)
    expect(mailsTo(amy.email).length).toBe(mailsBefore)
  })

  it('too late to undo: the seat stays free', async () => {
    const { token: manager } = await register('company')
    await buy(manager, [{ course, quantity: 1 }])
    const amy = await joinedStaff(manager, 'Amy Late')
    expect((await assign(manager, amy.id)).statusCode).toBe(200)
    const { undo_id } = unassignResponse.parse((await unassign(manager, amy.id)).json())
    clock.advance((UNASSIGN_UNDO_GRACE_SECONDS + 1) * 1000)
    const late = await call('POST', `/team/unassign/${undo_id}/undo`, manager)
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe(TEAM_MESSAGES.tooLateToUndo)
    expect(await seatsOf(manager, course.id)).toMatchObject({ assigned: 0, free: 1 })
  })

  it('the seat went to someone else meanwhile: Undo says none is left and changes nothing', async () => {
    const { token: manager } = await register('company')
    await buy(manager, [{ course, quantity: 1 }])
    const amy = await joinedStaff(manager, 'Amy First')
    const ben = await joinedStaff(manager, 'Ben Second')
    expect((await assign(manager, amy.id)).statusCode).toBe(200)
    const { undo_id } = unassignResponse.parse((await unassign(manager, amy.id)).json())
    expect((await assign(manager, ben.id)).statusCode).toBe(200)
    const undone = await call('POST', `/team/unassign/${undo_id}/undo`, manager)
    expect(undone.statusCode).toBe(409)
    expect(undone.json().message).toBe(TEAM_MESSAGES.noSeatsLeft)
    const staff = (await team(manager)).staff
    expect(staff.find((p) => p.id === amy.id)!.courses).toEqual([])
    expect(staff.find((p) => p.id === ben.id)!.courses).toHaveLength(1)
  })

  it("another company cannot use a manager's Undo", async () => {
    const { token: manager } = await register('company')
    await buy(manager, [{ course, quantity: 1 }])
    const amy = await joinedStaff(manager, 'Amy Other')
    expect((await assign(manager, amy.id)).statusCode).toBe(200)
    const { undo_id } = unassignResponse.parse((await unassign(manager, amy.id)).json())
    const { token: stranger } = await register('company')
    expect((await call('POST', `/team/unassign/${undo_id}/undo`, stranger)).statusCode).toBe(409)
    expect((await call('POST', `/team/unassign/${undo_id}/undo`, manager)).statusCode).toBe(200)
  })

  it('a started course is not taken back: the manager is told why', async () => {
    const { token: manager } = await register('company')
    await buy(manager, [{ course, quantity: 1 }])
    const amy = await joinedStaff(manager, 'Amy Started')
    expect((await assign(manager, amy.id)).statusCode).toBe(200)
    expect((await call('POST', `/my/courses/${course.id}/start`, amy.token)).statusCode).toBe(200)
    const res = await unassign(manager, amy.id)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(TEAM_MESSAGES.alreadyStarted)
  })
})

describe('removing a leaver', () => {
  it('returns their unstarted seats, detaches their account and keeps their training record', async () => {
    const { token: manager } = await register('company')
    await buy(manager, [
      { course, quantity: 2 },
      { course: otherCourse, quantity: 2 },
    ])
    const leaver = await joinedStaff(manager, 'Lee Leaver')
    const stays = await joinedStaff(manager, 'Sam Stays')
    expect((await assign(manager, leaver.id, course.id)).statusCode).toBe(200)
    expect((await assign(manager, leaver.id, otherCourse.id)).statusCode).toBe(200)
    expect((await assign(manager, stays.id, otherCourse.id)).statusCode).toBe(200)
    // The leaver completed one course (as a learning platform reports it) and never opened the other.
    expect((await call('POST', `/my/courses/${course.id}/start`, leaver.token)).statusCode).toBe(200)
    const companyId = (await t.db.select({ parent: users.parent }).from(users).where(eq(users.id, leaver.id)))[0]!
      .parent
    await t.db.insert(courseCompletions).values({
      userId: leaver.id,
      courseId: course.id,
      companyId,
      completedAt: new Date(),
      certificateNumber: `CW-TEST-${leaver.id}`,
    })

    const res = await call('POST', `/team/staff/${leaver.id}/remove`, manager)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ seats_returned: 1 })
    expect(res.json().message).toContain('Lee Leaver is no longer in your team.')

    const after = await team(manager)
    expect(after.staff.map((p) => p.name)).toEqual(['Sam Stays'])
    // The unstarted seat is free again; the started one stays used.
    expect(after.seats.find((s) => s.course_id === otherCourse.id)).toMatchObject({ assigned: 1, free: 1 })
    expect(after.seats.find((s) => s.course_id === course.id)).toMatchObject({ assigned: 1, free: 1 })
    // Their completion and certificate stay with the company.
    expect(
      await t.db
        .select({ companyId: courseCompletions.companyId, number: courseCompletions.certificateNumber })
        .from(courseCompletions)
        .where(eq(courseCompletions.userId, leaver.id)),
    ).toEqual([{ companyId, number: `CW-TEST-${leaver.id}` }])
    expect(
      await t.db
        .select({ courseId: seatAssignments.courseId })
        .from(seatAssignments)
        .where(and(eq(seatAssignments.userId, leaver.id), eq(seatAssignments.companyId, companyId))),
    ).toEqual([{ courseId: course.id }])
    // Their account is their own again: still able to log in, no longer staff.
    const [account] = await t.db
      .select({ parent: users.parent, role: users.role, companyName: users.companyName })
      .from(users)
      .where(eq(users.id, leaver.id))
    expect(account).toEqual({ parent: 0, role: 'individual', companyName: '' })
    const login = await call('POST', '/login', null, { email: leaver.email, password: 'StaffPass1' })
    expect(login.statusCode).toBe(200)
    expect(login.json().user).toMatchObject({ parent: 0 })

    // Removed already: 404, and nothing changes.
    expect((await call('POST', `/team/staff/${leaver.id}/remove`, manager)).statusCode).toBe(404)
  })

  it("another company's staff member cannot be removed", async () => {
    const { token: manager } = await register('company')
    const amy = await joinedStaff(manager, 'Amy Kept')
    const { token: stranger } = await register('company')
    const res = await call('POST', `/team/staff/${amy.id}/remove`, stranger)
    expect(res.statusCode).toBe(404)
    expect((await team(manager)).staff.map((p) => p.id)).toEqual([amy.id])
  })

  it('an Undo taken before the removal does not give the leaver a seat', async () => {
    const { token: manager } = await register('company')
    await buy(manager, [{ course, quantity: 1 }])
    const amy = await joinedStaff(manager, 'Amy Gone')
    expect((await assign(manager, amy.id)).statusCode).toBe(200)
    const { undo_id } = unassignResponse.parse((await unassign(manager, amy.id)).json())
    expect((await call('POST', `/team/staff/${amy.id}/remove`, manager)).statusCode).toBe(200)
    expect((await call('POST', `/team/unassign/${undo_id}/undo`, manager)).statusCode).toBe(409)
    expect(await seatsOf(manager, course.id)).toMatchObject({ assigned: 0, free: 1 })
  })
})

describe('an invited address that already has an account', () => {
  it('gets the same invitation; its holder logs in, accepts from the link and joins', async () => {
    const { token: manager } = await register('company')
    const holder = await register('individual')
    const { res, token } = await invite(manager, holder.email, 'Holly Holder')
    expect(res.json()).toMatchObject({ outcome: 'invited', message: TEAM_MESSAGES.invited })
    // The accept page tells its holder to log in (the account exists), not to set a password.
    const details = await call('POST', '/invitation', null, { token })
    expect(details.json()).toMatchObject({ account: true })
    const joined = await call('POST', '/my/invitations/accept', holder.token, { token })
    expect(joined.statusCode, joined.body).toBe(200)
    expect((await team(manager)).staff.map((p) => p.email)).toEqual([holder.email])
  })
})

describe('a renewal seat', () => {
  const DAY = 24 * 60 * 60 * 1000

  it('goes to someone who holds the course once their completion is due, and starts afresh; not before', async () => {
    const { token: manager } = await register('company')
    await buy(manager, [{ course, quantity: 2 }])
    const amy = await joinedStaff(manager, 'Amy Renewer')
    expect((await assign(manager, amy.id)).statusCode).toBe(200)
    expect((await call('POST', `/my/courses/${course.id}/start`, amy.token)).statusCode).toBe(200)
    const companyId = (await t.db.select({ parent: users.parent }).from(users).where(eq(users.id, amy.id)))[0]!.parent
    const now = clock.now().getTime()
    // Completed eleven months ago, valid for a year: due within the month.
    await t.db.insert(courseCompletions).values({
      userId: amy.id,
      courseId: course.id,
      companyId,
      completedAt: new Date(now - 335 * DAY),
      expiresAt: new Date(now + 30 * DAY),
      certificateNumber: `CW-RENEW-${amy.id}`,
    })
    const held = async () => (await team(manager)).staff.find((p) => p.id === amy.id)!.courses[0]!
    expect(await held()).toMatchObject({ renewal_due: true })

    const res = await assign(manager, amy.id)
    expect(res.statusCode, res.body).toBe(200)
    // A new seat, not yet started; both seats are used, and the completion stays on record.
    expect(await held()).toMatchObject({ started_at: null, renewal_due: true })
    expect(await seatsOf(manager, course.id)).toMatchObject({ assigned: 2, free: 0 })
    const completions = await t.db.select().from(courseCompletions).where(eq(courseCompletions.userId, amy.id))
    expect(completions).toHaveLength(1)
  })

  it('is refused while the completion is still valid, as any second seat is', async () => {
    const { token: manager } = await register('company')
    await buy(manager, [{ course, quantity: 2 }])
    const ben = await joinedStaff(manager, 'Ben Current')
    expect((await assign(manager, ben.id)).statusCode).toBe(200)
    const companyId = (await t.db.select({ parent: users.parent }).from(users).where(eq(users.id, ben.id)))[0]!.parent
    await t.db.insert(courseCompletions).values({
      userId: ben.id,
      courseId: course.id,
      companyId,
      completedAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 365 * DAY),
      certificateNumber: `CW-CURRENT-${ben.id}`,
    })
    const res = await assign(manager, ben.id)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(TEAM_MESSAGES.alreadyAssigned)
    expect(await seatsOf(manager, course.id)).toMatchObject({ assigned: 1, free: 1 })
  })
})
