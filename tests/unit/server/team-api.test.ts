import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REGISTER_MESSAGES } from '@/shared/contract/auth'
import { paymentIntentResponse } from '@/shared/contract/checkout'
import { TEAM_MESSAGES, teamResponse, type Team } from '@/shared/contract/team'
import { teamInvitationMails, teamInvitations, users } from '../../../server/db/schema'
import type { Mail } from '../../../server/mail/mailer'
import { enqueueMail } from '../../../server/mail/outbox'
import { MAX_PENDING_INVITATIONS, tooManyPending } from '../../../server/team/invitations'
import { createTestApp, outboxSettled } from '../../helpers/test-app'
import { seededCourses, type SeededCourse } from './seeded-courses'

let t: Awaited<ReturnType<typeof createTestApp>>
const sent: Mail[] = []
let course: SeededCourse
let otherCourse: SeededCourse
let inHouse: SeededCourse | undefined

beforeAll(async () => {
  t = await createTestApp({}, { mailer: { send: async (mail) => void sent.push(mail) } })
  const online = await seededCourses(t.db, 'online', 2)
  ;[course, otherCourse] = [online[0]!, online[1]!]
  ;[inHouse] = await seededCourses(t.db, 'inhouse')
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
async function register(role: 'company' | 'individual'): Promise<string> {
  serial += 1
  const res = await call('POST', '/register', null, {
    name: `${role} ${serial}`,
    phone: '7700900123',
    email: `${role}-${serial}@team-test.example`,
    password: 'Password123',
    password_confirmation: 'Password123',
    city: 'Leeds',
    country: 'United Kingdom',
    role,
    company_name: role === 'company' ? `Care Co ${serial}` : '',
    termsAccepted: 1,
  })
  expect(res.statusCode).toBe(200)
  return res.json<{ token: string }>().token
}

/** Pays for a cart the way the browser does: intent, the sandbox's card 4242, payment-success. */
async function buy(token: string, lines: { course: typeof course; quantity: number }[]) {
  const cart = lines.map(({ course: c, quantity }) => ({
    id: c.id,
    image: '',
    name: c.name,
    price: c.pricePence / 100,
    quantity,
  }))
  const amount = lines.reduce((sum, { course: c, quantity }) => sum + c.pricePence * quantity, 0)
  const billing = { uid: 1, name: 'Manager', email: 'manager@team-test.example', phone: '7700900101', address: '1 St' }
  const body = { amount, currency: 'gbp', ...billing, cart, discount: 0, coupon_code: null }
  const opened = await call('POST', '/create-payment-intent', token, body)
  expect(opened.statusCode).toBe(200)
  const intent = paymentIntentResponse.parse(opened.json())
  const confirmed = await call('POST', '/sandbox/confirm', null, {
    client_secret: intent.clientSecret,
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: 2099,
    cvc: '123',
  })
  expect(confirmed.json()).toMatchObject({ status: 'succeeded' })
  const success = () => call('POST', '/payment-success', token, { ...body, payment_intent_id: intent.paymentIntentId })
  expect((await success()).statusCode).toBe(200)
  return success
}

async function team(token: string): Promise<Team> {
  const res = await call('GET', '/team', token)
  expect(res.statusCode).toBe(200)
  return teamResponse.parse(res.json())
}

const seatsOf = async (token: string, courseId: number) =>
  (await team(token)).seats.find((row) => row.course_id === courseId)

function linkIn(mail: Mail | undefined): string {
  const link = /https?:\/\/\S+\/accept-invite\?token=([\w-]+)/.exec(mail?.text ?? '')
  expect(link, 'the invitation mail holds the accept link').not.toBeNull()
  return link![1]!
}

/** Invites a person and returns the invitation's id and the token from the mail. */
async function inviteStaff(token: string, email: string, name = 'Staff Member') {
  const before = sent.length
  const res = await call('POST', '/team/invitations', token, { name, email })
  expect(res.statusCode, res.body).toBe(200)
  // The mail leaves through the outbox, after the answer.
  await outboxSettled(t.db)
  expect(sent.length).toBeGreaterThan(before)
  const mail = sent.at(-1)
  expect(mail?.to).toBe(email.toLowerCase())
  const invitation = (await team(token)).invitations.find((row) => row.email === email.toLowerCase())
  return { invitationId: invitation!.id, inviteToken: linkIn(mail) }
}

async function accept(inviteToken: string, password = 'StaffPass1') {
  return call('POST', '/accept-invite', null, { token: inviteToken, password, password_confirmation: password })
}

/** Invites a person who accepts: a member of staff, with their id and session. */
async function joinedStaff(manager: string, email: string, name = 'Staff Member') {
  const { inviteToken } = await inviteStaff(manager, email, name)
  const res = await accept(inviteToken)
  expect(res.statusCode, res.body).toBe(200)
  const session = res.json<{ token: string; user: { id: number } }>()
  return { id: session.user.id, token: session.token }
}

describe('seats', () => {
  it('a company paying for an online course with quantity N holds N more seats, once per payment', async () => {
    const manager = await register('company')
    const again = await buy(manager, [
      { course, quantity: 3 },
      { course: otherCourse, quantity: 1 },
    ])
    expect(await seatsOf(manager, course.id)).toMatchObject({ bought: 3, assigned: 0, free: 3 })
    expect(await seatsOf(manager, otherCourse.id)).toMatchObject({ bought: 1, free: 1 })
    // The same payment reported again records nothing more.
    expect((await again()).statusCode).toBe(200)
    expect(await seatsOf(manager, course.id)).toMatchObject({ bought: 3 })
    // A second order adds to what the company held.
    await buy(manager, [{ course, quantity: 2 }])
    expect(await seatsOf(manager, course.id)).toMatchObject({ bought: 5, free: 5 })
  })

  it('an individual buys for themself: no seats, and no team page', async () => {
    const learner = await register('individual')
    await buy(learner, [{ course, quantity: 2 }])
    const res = await call('GET', '/team', learner)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(TEAM_MESSAGES.companyOnly)
  })

  it('a booking (in-house) is not seats', async () => {
    // The cart refuses in-house courses, so no order of one can grant seats.
    const manager = await register('company')
    const cart = [{ id: inHouse!.id, image: '', name: inHouse!.name, price: inHouse!.pricePence / 100, quantity: 2 }]
    const res = await call('POST', '/create-payment-intent', manager, {
      amount: inHouse!.pricePence * 2,
      currency: 'gbp',
      uid: 1,
      name: 'M',
      email: 'm@team-test.example',
      phone: '7700900101',
      address: '1 St',
      cart,
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect((await team(manager)).seats).toEqual([])
  })

  it('the demo company holds 5 seats of Safeguarding Adults Level 2, two with Amy and Ben', async () => {
    const res = await call('POST', '/login', null, { email: 'manager@sunrise-care.example', password: 'CarewiseDemo1' })
    const demo = await team(res.json<{ token: string }>().token)
    expect(demo.seats.find((row) => row.course_name === 'Safeguarding Adults Level 2')).toMatchObject({
      bought: 5,
      assigned: 2,
      free: 3,
    })
    const withSeat = demo.staff.filter((person) =>
      person.courses.some((c) => c.course_name === 'Safeguarding Adults Level 2'),
    )
    expect(withSeat.map((person) => person.name).sort()).toEqual(['Amy Clarke', 'Ben Okafor'])
  })
})

describe('invitations', () => {
  it('invites a person by mail; the single-use link sets their password and signs them in', async () => {
    const manager = await register('company')
    const { invitationId, inviteToken } = await inviteStaff(manager, 'New.Starter@team-test.example', 'New Starter')
    // Until they accept, an invitation (not staff) and no account at all.
    expect(await team(manager)).toMatchObject({
      staff: [],
      invitations: [expect.objectContaining({ id: invitationId, name: 'New Starter' })],
    })
    expect(await t.db.select().from(users).where(eq(users.email, 'new.starter@team-test.example'))).toEqual([])

    const details = await call('POST', '/invitation', null, { token: inviteToken })
    expect(details.json()).toMatchObject({ name: 'New Starter', email: 'new.starter@team-test.example' })

    const res = await accept(inviteToken)
    expect(res.statusCode, res.body).toBe(200)
    const session = res.json<{ token: string; user: { id: number; parent: number; role: string } }>()
    expect(session.user.role).toBe('individual')
    expect(session.user.parent).not.toBe(0)
    expect((await call('GET', '/me', session.token)).statusCode).toBe(200)
    expect(await team(manager)).toMatchObject({
      staff: [expect.objectContaining({ id: session.user.id, name: 'New Starter', courses: [] })],
      invitations: [],
    })
    const login = await call('POST', '/login', null, {
      email: 'new.starter@team-test.example',
      password: 'StaffPass1',
    })
    expect(login.statusCode).toBe(200)

    // Single use.
    const second = await accept(inviteToken, 'Another123')
    expect(second.statusCode).toBe(422)
    expect(second.json().message).toBe(TEAM_MESSAGES.invitationInvalid)
  })

  it('a used link is not called invalid: opened again, it says the person has joined and should log in', async () => {
    const manager = await register('company')
    const { inviteToken } = await inviteStaff(manager, 'joined@team-test.example', 'Joined Already')
    expect((await accept(inviteToken)).statusCode).toBe(200)

    const again = await call('POST', '/invitation', null, { token: inviteToken })
    expect(again.statusCode).toBe(410)
    // Who it was for and which company stay out of it: the link may have been forwarded.
    expect(again.json()).toEqual({ message: TEAM_MESSAGES.invitationAccepted })
    // It still sets no second password.
    const reuse = await accept(inviteToken, 'Another123')
    expect(reuse.statusCode).toBe(422)
    // A link that never was one stays invalid.
    const unknown = await call('POST', '/invitation', null, { token: `${inviteToken.slice(0, -4)}AAAA` })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().message).toBe(TEAM_MESSAGES.invitationInvalid)
  })

  it('a withdrawn invitation is not taken for a used one', async () => {
    const manager = await register('company')
    const { invitationId, inviteToken } = await inviteStaff(manager, 'withdrawn@team-test.example')
    expect((await call('POST', `/team/invitations/${invitationId}/withdraw`, manager)).statusCode).toBe(200)
    const opened = await call('POST', '/invitation', null, { token: inviteToken })
    expect(opened.statusCode).toBe(422)
    expect(opened.json().message).toBe(TEAM_MESSAGES.invitationInvalid)
  })

  it('a link older than 7 days no longer works', async () => {
    const manager = await register('company')
    const { invitationId, inviteToken } = await inviteStaff(manager, 'late@team-test.example')
    // Eight days pass: the link and its mail are that old.
    const eightDaysAgo = (at: Date) => new Date(at.getTime() - 8 * 24 * 60 * 60 * 1000)
    await t.db
      .update(teamInvitations)
      .set({ expiresAt: eightDaysAgo(new Date()) })
      .where(eq(teamInvitations.id, invitationId))
    await t.db
      .update(teamInvitationMails)
      .set({ sentAt: eightDaysAgo(new Date()) })
      .where(eq(teamInvitationMails.email, 'late@team-test.example'))
    const res = await accept(inviteToken)
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe(TEAM_MESSAGES.invitationInvalid)
    expect((await call('POST', '/invitation', null, { token: inviteToken })).statusCode).toBe(422)
    // The lapsed invitation is no longer listed; inviting again sends a fresh link that works.
    expect((await team(manager)).invitations).toEqual([])
    const fresh = await inviteStaff(manager, 'late@team-test.example')
    expect((await accept(fresh.inviteToken)).statusCode).toBe(200)
  })

  it('the password follows the registration rules', async () => {
    const manager = await register('company')
    const { inviteToken } = await inviteStaff(manager, 'rules@team-test.example')
    const short = await accept(inviteToken, 'short')
    expect(short.statusCode).toBe(422)
    expect(short.json().errors.password).toEqual([REGISTER_MESSAGES.passwordLength])
    const mismatch = await call('POST', '/accept-invite', null, {
      token: inviteToken,
      password: 'LongEnough1',
      password_confirmation: 'LongEnough2',
    })
    expect(mismatch.json().errors.password_confirmation).toEqual([REGISTER_MESSAGES.passwordMatch])
    // A refused attempt does not use the link up.
    expect((await accept(inviteToken)).statusCode).toBe(200)
  })

  it('bulk: each line has its own result, and nothing is half-made', async () => {
    const manager = await register('company')
    await inviteStaff(manager, 'existing@team-test.example')
    const sentBefore = sent.length
    const res = await call('POST', '/team/invitations/bulk', manager, {
      people: [
        { name: 'Ann One', email: 'ann@team-test.example' },
        { name: 'Ann Again', email: 'ANN@team-test.example' },
        { name: 'Olivia', email: 'learner@carewise.example' },
        { name: 'No Email', email: 'not-an-email' },
        { name: '', email: 'nameless@team-test.example' },
      ],
    })
    expect(res.statusCode).toBe(200)
    // An address with an account elsewhere (Olivia's) is invited like any other: see
    // team-invitation-safety.test.ts.
    expect(res.json().results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'invited',
      'already_invited',
      'invited',
      'invalid',
      'invalid',
    ])
    await expect.poll(() => sent.length).toBe(sentBefore + 2)
    const invited = (await team(manager)).invitations.map((row) => row.email).sort()
    expect(invited).toEqual(['ann@team-test.example', 'existing@team-test.example', 'learner@carewise.example'])
    // Nothing was made for the refused lines.
    expect(await t.db.select().from(users).where(eq(users.email, 'nameless@team-test.example'))).toEqual([])
  })

  it('bulk: a refused line does not make a later line with the same email "already in your team"', async () => {
    const manager = await register('company')
    const res = await call('POST', '/team/invitations/bulk', manager, {
      people: [
        { name: '', email: 'second-try@team-test.example' },
        { name: 'Second Try', email: 'second-try@team-test.example' },
      ],
    })
    expect(res.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['invalid', 'invited'])
  })

  it('a name on two lines is refused (it goes into mails and the CSV)', async () => {
    const manager = await register('company')
    const res = await call('POST', '/team/invitations', manager, {
      name: '=HYPERLINK("http://evil.example")\nx',
      email: 'two-lines@team-test.example',
    })
    expect(res.statusCode).toBe(422)
    expect(JSON.stringify(res.json())).toContain('Write the name on one line.')
  })

  it('a company name stored on two lines (before the rule) reaches the invitation mail on one line', async () => {
    const manager = await register('company')
    const forged = 'Your account is suspended. Verify now at http://evil.example/verify'
    // Registration refuses it now; an account made before keeps what it stored.
    await t.db
      .update(users)
      .set({ companyName: `Carewise Security\r\n${forged}` })
      .where(eq(users.email, `company-${serial}@team-test.example`))
    await inviteStaff(manager, 'one-line-company@team-test.example')
    const mail = sent.at(-1)!
    // The subject holds none of the company's words (team-invitation-proof.test.ts, finding 2c).
    expect(mail.subject).toBe("You're invited to join a team on Carewise Learning")
    const lines = mail.text.split('\n')
    expect(lines[0]).toBe('Hello,')
    expect(lines[2]).toMatch(
      /^The company "Carewise Security Your account is suspended\. .+" has invited "Staff Member"/,
    )
    expect(lines.filter((line) => line.startsWith('Your account'))).toEqual([])
  })

  it('a subject queued on two lines before the rule leaves the outbox on one line', async () => {
    await enqueueMail(t.db, {
      to: 'old-row@team-test.example',
      subject: 'Acme\nhas invited you\u2028to Carewise Learning',
      text: 'Hello',
    })
    await outboxSettled(t.db)
    expect(sent.filter((mail) => mail.to === 'old-row@team-test.example').map((mail) => mail.subject)).toEqual([
      'Acme has invited you to Carewise Learning',
    ])
  })

  it(`a company has at most ${MAX_PENDING_INVITATIONS} invitations waiting to be accepted`, async () => {
    const manager = await register('company')
    const people = Array.from({ length: MAX_PENDING_INVITATIONS }, (_, i) => ({
      name: `Pending ${i}`,
      email: `pending-${i}@team-test.example`,
    }))
    const bulk = await call('POST', '/team/invitations/bulk', manager, { people })
    expect(bulk.json().results.every((r: { outcome: string }) => r.outcome === 'invited')).toBe(true)
    const more = await call('POST', '/team/invitations', manager, {
      name: 'One More',
      email: 'one-more@team-test.example',
    })
    expect(more.statusCode).toBe(409)
    expect(more.json().message).toBe(tooManyPending)
    expect(await t.db.select().from(users).where(eq(users.email, 'one-more@team-test.example'))).toEqual([])

    // A lapsed invitation invited again counts as a new one: it cannot take the ceiling past 200.
    const { id: companyId } = (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, `company-${serial}@team-test.example`))
    )[0]!
    const yesterday = new Date(Date.now() - 2 * 24 * 3600_000)
    const lapse = async (email: string) =>
      t.db
        .update(teamInvitations)
        .set({ expiresAt: yesterday })
        .where(and(eq(teamInvitations.companyId, companyId), eq(teamInvitations.email, email)))
    // Today's mails are put back two days, so that neither the daily cap nor a wait answers first.
    const forgetMails = () =>
      t.db.update(teamInvitationMails).set({ sentAt: yesterday }).where(eq(teamInvitationMails.companyId, companyId))
    await lapse('pending-0@team-test.example')
    await forgetMails()
    const fills = await call('POST', '/team/invitations', manager, {
      name: 'One More',
      email: 'one-more@team-test.example',
    })
    expect(fills.statusCode).toBe(200)
    await forgetMails()
    const revived = await call('POST', '/team/invitations', manager, {
      name: 'Pending 0',
      email: 'pending-0@team-test.example',
    })
    expect(revived.statusCode).toBe(409)
    expect(revived.json().message).toBe(tooManyPending)
  }, 60_000)
})

describe('assigning seats', () => {
  it('assign, count, one seat per person, unassign until started', async () => {
    const manager = await register('company')
    await buy(manager, [{ course, quantity: 2 }])
    const a = await joinedStaff(manager, 'a@team-test.example')
    const assign = (userId: number) => call('POST', '/team/assign', manager, { course_id: course.id, user_id: userId })
    const unassign = (userId: number) =>
      call('POST', '/team/unassign', manager, { course_id: course.id, user_id: userId })

    expect((await assign(a.id)).statusCode).toBe(200)
    expect(await seatsOf(manager, course.id)).toMatchObject({ bought: 2, assigned: 1, free: 1 })
    const twice = await assign(a.id)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe(TEAM_MESSAGES.alreadyAssigned)
    expect(await seatsOf(manager, course.id)).toMatchObject({ assigned: 1 })

    expect((await unassign(a.id)).statusCode).toBe(200)
    expect(await seatsOf(manager, course.id)).toMatchObject({ assigned: 0, free: 2 })
    expect((await unassign(a.id)).statusCode).toBe(404)

    // Once she opens the course, the seat is hers.
    expect((await assign(a.id)).statusCode).toBe(200)
    const staff = a.token
    const mine = await call('GET', '/my/courses', staff)
    expect(mine.json().data).toEqual([
      expect.objectContaining({ course_id: course.id, name: course.name, started_at: null }),
    ])
    expect((await call('POST', `/my/courses/${course.id}/start`, staff)).statusCode).toBe(200)
    expect((await call('POST', `/my/courses/${otherCourse.id}/start`, staff)).statusCode).toBe(404)
    const started = await unassign(a.id)
    expect(started.statusCode).toBe(409)
    expect(started.json().message).toBe(TEAM_MESSAGES.alreadyStarted)
    const overview = (await team(manager)).staff[0]!.courses[0]!
    expect(overview.started_at).not.toBeNull()
  })

  it('with no seats held or left: 409 "No seats left for this course."', async () => {
    const manager = await register('company')
    const a = await joinedStaff(manager, 'none@team-test.example')
    const res = await call('POST', '/team/assign', manager, { course_id: otherCourse.id, user_id: a.id })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(TEAM_MESSAGES.noSeatsLeft)
    expect((await team(manager)).staff[0]!.courses).toEqual([])
  })

  it('a course that does not exist is a 409 "No seats left for this course.", not a failure', async () => {
    const manager = await register('company')
    const a = await joinedStaff(manager, 'no-such-course@team-test.example')
    const res = await call('POST', '/team/assign', manager, { course_id: 999_999, user_id: a.id })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(TEAM_MESSAGES.noSeatsLeft)
  })

  it('two managers taking the last seat at the same moment: one succeeds, the other gets 409', async () => {
    const manager = await register('company')
    await buy(manager, [{ course, quantity: 1 }])
    const a = await joinedStaff(manager, 'race-a@team-test.example')
    const b = await joinedStaff(manager, 'race-b@team-test.example')
    const answers = await Promise.all(
      [a.id, b.id].map((userId) => call('POST', '/team/assign', manager, { course_id: course.id, user_id: userId })),
    )
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
    expect(answers.find((res) => res.statusCode === 409)!.json().message).toBe(TEAM_MESSAGES.noSeatsLeft)
    expect(await seatsOf(manager, course.id)).toMatchObject({ bought: 1, assigned: 1, free: 0 })
    const assigned = (await team(manager)).staff.filter((person) => person.courses.length > 0)
    expect(assigned).toHaveLength(1)
  })
})

describe("only a company's own staff and seats", () => {
  let mine: string
  let theirs: string
  let theirStaff: number
  let theirStaffToken: string

  beforeAll(async () => {
    mine = await register('company')
    theirs = await register('company')
    await buy(mine, [{ course, quantity: 2 }])
    await buy(theirs, [{ course, quantity: 2 }])
    const them = await joinedStaff(theirs, 'their-staff@team-test.example')
    theirStaff = them.id
    await call('POST', '/team/assign', theirs, { course_id: course.id, user_id: theirStaff })
    theirStaffToken = them.token
  })

  it("assign: another company's staff member is 404 and takes none of my seats", async () => {
    const res = await call('POST', '/team/assign', mine, { course_id: course.id, user_id: theirStaff })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(TEAM_MESSAGES.notInTeam)
    expect(await seatsOf(mine, course.id)).toMatchObject({ assigned: 0 })
  })

  it("unassign: another company's assignment is 404 and stays", async () => {
    const res = await call('POST', '/team/unassign', mine, { course_id: course.id, user_id: theirStaff })
    expect(res.statusCode).toBe(404)
    expect(await seatsOf(theirs, course.id)).toMatchObject({ assigned: 1 })
  })

  it('the team page lists only my own staff', async () => {
    expect((await team(mine)).staff).toEqual([])
  })

  it("start: a course assigned to someone else's account is 404 for me", async () => {
    const learner = await register('individual')
    expect((await call('POST', `/my/courses/${course.id}/start`, learner)).statusCode).toBe(404)
    expect((await call('GET', '/my/courses', learner)).json().data).toEqual([])
  })

  it("a staff member's cart stays restricted, and they have no team page", async () => {
    const res = await call('POST', '/create-payment-intent', theirStaffToken, {
      amount: course.pricePence,
      currency: 'gbp',
      uid: 1,
      name: 'S',
      email: 's@team-test.example',
      phone: '7700900101',
      address: '1 St',
      cart: [{ id: course.id, image: '', name: course.name, price: course.pricePence / 100, quantity: 1 }],
    })
    expect(res.statusCode).toBe(403)
    expect((await call('GET', '/team', theirStaffToken)).statusCode).toBe(403)
    expect(
      (await call('POST', '/team/invitations', theirStaffToken, { name: 'X', email: 'x@e.example' })).statusCode,
    ).toBe(403)
  })

  it('needs a session', async () => {
    expect((await call('GET', '/team', null)).statusCode).toBe(401)
    expect((await call('GET', '/my/courses', null)).statusCode).toBe(401)
  })
})

describe('the profile page a staff member opens their course through', () => {
  it('lists the courses their company assigned to them', async () => {
    const login = await call('POST', '/login', null, { email: 'amy@sunrise-care.example', password: 'CarewiseDemo1' })
    const amy = login.json<{ token: string }>().token
    const { code } = (await call('POST', '/user-dashboard-code', amy)).json<{ code: string }>()
    const handOver = await t.app.inject({ method: 'GET', url: `/user_dashboard?auth=${code}` })
    const cookie = String(handOver.headers['set-cookie']).split(';')[0]!
    const page = await t.app.inject({ method: 'GET', url: '/user_dashboard', headers: { cookie } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('>Safeguarding Adults Level 2</a>')
    expect(page.body).not.toContain('You have no courses yet')
  })
})
