import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentIntentResponse } from '@/shared/contract/checkout'
import { createSession } from '../../../server/auth/session'
import { courseCompletions, courses, learningEvents, users } from '../../../server/db/schema'
import { manualClock } from '../../../server/lib/clock'
import { signLearningEvent } from '../../../server/learning/platform-events'
import { pdfText } from '../../helpers/pdf-text'
import { createTestApp, type TestApp } from '../../helpers/test-app'

const SECRET = 'test-secret-for-learning-events-0123456789'
const DAY = 24 * 60 * 60 * 1000
const clock = manualClock(new Date())
let t: TestApp
let address = 0

/** A course to buy: an online one with a stated validity and CPD hours. */
let course: { id: number; slug: string; name: string; pricePence: number }
let otherCourse: { id: number; slug: string }

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: `10.48.0.${++address % 250}`,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

async function newAccount(
  email: string,
  name: string,
  options: { role?: 'individual' | 'company'; parent?: number } = {},
) {
  const [user] = await t.db
    .insert(users)
    .values({ name, email, role: options.role ?? 'individual', parent: options.parent ?? 0, passwordHash: 'x' })
    .returning({ id: users.id })
  return { id: user!.id, email, token: await createSession(t.db, user!.id, false) }
}

/** Buys one course the way the checkout page does (4242 in the sandbox). */
async function buy(token: string, item: typeof course) {
  const body = {
    amount: item.pricePence,
    currency: 'gbp',
    uid: 1,
    name: 'Learner',
    email: 'learner@example.com',
    phone: '7700900101',
    address: '1 Care Street, Leeds LS1 4AB',
    cart: [{ id: item.id, image: '', name: item.name, price: item.pricePence / 100, quantity: 1 }],
    discount: 0,
    coupon_code: '',
  }
  const opened = await call('POST', '/create-payment-intent', token, body)
  expect(opened.statusCode, opened.body).toBe(200)
  const intent = paymentIntentResponse.parse(opened.json())
  const card = { card_number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' }
  await call('POST', '/sandbox/confirm', null, { client_secret: intent.clientSecret, ...card })
  const paid = await call('POST', '/payment-success', token, { ...body, payment_intent_id: intent.paymentIntentId })
  expect(paid.statusCode, paid.body).toBe(200)
}

/** A platform's delivery: the body signed with `secret` at `timestamp` (the clock's now unless told). */
function deliver(
  event: object | string,
  { secret = SECRET, timestamp, signature }: { secret?: string; timestamp?: number; signature?: string } = {},
  app = t.app,
) {
  const body = typeof event === 'string' ? event : JSON.stringify(event)
  const ts = String(timestamp ?? Math.floor(clock.now().getTime() / 1000))
  return app.inject({
    method: 'POST',
    url: '/api/learning/completions',
    remoteAddress: '10.49.0.1',
    payload: body,
    headers: {
      'content-type': 'application/json',
      'x-carewise-timestamp': ts,
      'x-carewise-signature': signature ?? signLearningEvent(secret, ts, body),
    },
  })
}

const completionsOf = async (userId: number) =>
  (await t.db.select({ n: count() }).from(courseCompletions).where(eq(courseCompletions.userId, userId)))[0]!.n
const eventsStored = async () => (await t.db.select({ n: count() }).from(learningEvents))[0]!.n

let learner: Awaited<ReturnType<typeof newAccount>>
let eventSerial = 0
const completed = (extra: object = {}) => ({
  event_id: `moodle-${++eventSerial}`,
  type: 'completed',
  learner_email: learner.email,
  course_slug: course.slug,
  score: 92,
  ...extra,
})

beforeAll(async () => {
  t = await createTestApp({ LEARNING_WEBHOOK_SECRET: SECRET }, { clock })
  const [row] = await t.db
    .select({ id: courses.id, slug: courses.slug, name: courses.name, pricePence: courses.pricePence })
    .from(courses)
    .where(eq(courses.courseFor, 'online'))
    .orderBy(courses.id)
    .limit(2)
    .offset(0)
  course = row!
  const [other] = await t.db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(and(eq(courses.courseFor, 'online')))
    .orderBy(courses.id)
    .offset(1)
    .limit(1)
  otherCourse = other!
  // The catalogue's validity and CPD hours for this course (seeded by the training matrix's own data).
  await t.db.update(courses).set({ validityMonths: 12, cpdHours: 4 }).where(eq(courses.id, course.id))
  learner = await newAccount('ella.learner@example.com', 'Ella Łukasiewicz')
  await buy(learner.token, course)
})

afterAll(async () => {
  await t?.close()
})

describe('the completion endpoint', () => {
  it('refuses a wrong signature, and records nothing', async () => {
    const wrongSecret = await deliver(completed(), { secret: 'another-secret-another-secret-0000' })
    expect(wrongSecret.statusCode).toBe(401)
    expect(wrongSecret.json().message).toBe('The signature does not match the body and timestamp.')
    const event = JSON.stringify(completed())
    const ts = String(Math.floor(clock.now().getTime() / 1000))
    // The body changed after signing (the score raised).
    const tampered = await deliver(event.replace('92', '99'), { signature: signLearningEvent(SECRET, ts, event) })
    expect(tampered.statusCode).toBe(401)
    expect((await deliver(completed(), { signature: 'sha256=00' })).statusCode).toBe(401)
    expect((await deliver(completed(), { signature: '' })).statusCode).toBe(401)
    expect(await completionsOf(learner.id)).toBe(0)
    expect(await eventsStored()).toBe(0)
  })

  it('refuses a timestamp older than 5 minutes or in the future, and records nothing', async () => {
    const now = Math.floor(clock.now().getTime() / 1000)
    const old = await deliver(completed(), { timestamp: now - 5 * 60 - 1 })
    expect(old.statusCode).toBe(401)
    expect(old.json().message).toContain('more than 5 minutes old')
    const ahead = await deliver(completed(), { timestamp: now + 10 * 60 })
    expect(ahead.statusCode).toBe(401)
    expect(ahead.json().message).toContain('in the future')
    expect(await completionsOf(learner.id)).toBe(0)
  })

  it('refuses an unknown learner or course, or a course the learner does not have, and records nothing', async () => {
    const unknownLearner = await deliver(completed({ learner_email: 'nobody@example.com' }))
    expect(unknownLearner.statusCode).toBe(422)
    expect(unknownLearner.json().message).toBe('No learner has this email address or id.')
    const unknownCourse = await deliver(completed({ course_slug: 'no-such-course' }))
    expect(unknownCourse.statusCode).toBe(422)
    expect(unknownCourse.json().message).toBe('No course has this slug or id.')
    const notBought = await deliver(completed({ course_slug: otherCourse.slug }))
    expect(notBought.statusCode).toBe(422)
    expect((await deliver(completed({ learner_email: undefined, learner_id: 2147483000 }))).statusCode).toBe(422)
    expect((await deliver('{"event_id":')).statusCode).toBe(400)
    expect(await completionsOf(learner.id)).toBe(0)
    expect(await eventsStored()).toBe(0)
  })

  it('answers a signed body that is not an event with a 4xx and a message, and records nothing', async () => {
    for (const body of [
      '[]',
      '"completed"',
      '{"event_id":"x"}',
      `{"event_id":"x","type":"completed","learner_email":"${learner.email}","learner_id":1,"course_slug":"${course.slug}"}`,
      `{"event_id":"x y","type":"completed","learner_email":"${learner.email}","course_slug":"${course.slug}"}`,
      `{"event_id":"x","type":"passed","learner_email":"${learner.email}","course_slug":"${course.slug}"}`,
      `{"event_id":"x","type":"completed","learner_email":"${learner.email}","course_slug":"${course.slug}","score":101}`,
      `{"event_id":"x","type":"completed","learner_email":"${learner.email}","course_slug":"${course.slug}","occurred_at":"2999-01-01T00:00:00Z"}`,
    ]) {
      const res = await deliver(body)
      expect([400, 422], body).toContain(res.statusCode)
      expect(typeof res.json().message).toBe('string')
    }
    expect(await completionsOf(learner.id)).toBe(0)
    expect(await eventsStored()).toBe(0)
  })

  it('records a good completion once: a replay gets the first answer and records nothing', async () => {
    const event = completed()
    const first = await deliver(event)
    expect(first.statusCode, first.body).toBe(200)
    const answer = first.json()
    expect(answer).toMatchObject({ recorded: 'completed', event_id: event.event_id, course_id: course.id })
    expect(answer.certificate_number).toMatch(/^CW-\d{4}-[A-HJ-NP-Z2-9]{8}$/)
    expect(first.headers['x-carewise-repeat']).toBeUndefined()

    // The same delivery again, and the same event signed again a minute later.
    const replay = await deliver(event)
    clock.advance(60_000)
    const resigned = await deliver(event)
    for (const again of [replay, resigned]) {
      expect(again.statusCode).toBe(200)
      expect(again.json()).toEqual(answer)
      expect(again.headers['x-carewise-repeat']).toBe('true')
    }
    expect(await completionsOf(learner.id)).toBe(1)

    const [row] = await t.db.select().from(courseCompletions).where(eq(courseCompletions.userId, learner.id))
    expect(row).toMatchObject({ score: 92, companyId: null, certificateNumber: answer.certificate_number })
    // Twelve calendar months of validity.
    const expiry = new Date(row!.completedAt)
    expiry.setUTCFullYear(expiry.getUTCFullYear() + 1)
    expect(row!.expiresAt?.toISOString()).toBe(expiry.toISOString())
  })

  it('answers 503 and records nothing when no secret is set', async () => {
    const off = await createTestApp({}, { sharing: t, clock })
    try {
      const res = await deliver(completed(), {}, off.app)
      expect(res.statusCode).toBe(503)
      expect(res.json().message).toContain('LEARNING_WEBHOOK_SECRET')
    } finally {
      await off.close()
    }
  })
})

describe('My courses', () => {
  it('lists what an individual bought and a staff member was assigned, with start, completion and certificate', async () => {
    const mine = await call('GET', '/my/learning', learner.token)
    expect(mine.statusCode).toBe(200)
    const [item] = mine.json().data
    expect(item).toMatchObject({
      course_id: course.id,
      slug: course.slug,
      source: { kind: 'order' },
      status: 'valid',
      completion: { certificate_number: expect.stringMatching(/^CW-/) },
    })
    expect(item.started_at).not.toBeNull()

    const login = await call('POST', '/login', null, { email: 'ben@sunrise-care.example', password: 'CarewiseDemo1' })
    const ben = login.json().token as string
    const staff = (await call('GET', '/my/learning', ben)).json().data
    // Ben's seeded history (server/learning/demo-training.ts) also holds an expired course.
    expect(staff).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Safeguarding Adults Level 2',
          source: expect.objectContaining({ kind: 'company', company_name: 'Sunrise Care Homes Ltd' }),
          started_at: null,
          completion: null,
          status: 'not-started',
        }),
      ]),
    )
    expect((await call('GET', '/my/learning', null)).statusCode).toBe(401)
  })
})

describe('certificates', () => {
  const numberOf = async (userId: number) =>
    (await t.db.select().from(courseCompletions).where(eq(courseCompletions.userId, userId)))[0]!.certificateNumber

  it('/verify confirms a certificate with the name, course and dates, and nothing else', async () => {
    const number = await numberOf(learner.id)
    const res = await call('GET', `/verify/${number.toLowerCase()}`, null)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual(
      ['certificate_number', 'completed_at', 'course_name', 'expires_at', 'learner_name', 'status'].sort(),
    )
    expect(body).toMatchObject({
      certificate_number: number,
      learner_name: 'Ella Łukasiewicz',
      course_name: course.name,
      status: 'valid',
    })
    expect(res.body).not.toContain(learner.email)

    for (const wrong of ['CW-2026-AAAAAAAA', 'CW-2026-0OIL1111', 'nonsense']) {
      const missing = await call('GET', `/verify/${wrong}`, null)
      expect(missing.statusCode).toBe(404)
      expect(Object.keys(missing.json())).toEqual(['message'])
    }
  })

  it('says expired once the validity has passed (the clock moved on)', async () => {
    const number = await numberOf(learner.id)
    const later = manualClock(new Date(clock.now().getTime() + 400 * DAY))
    const future = await createTestApp({}, { sharing: t, clock: later })
    try {
      const res = await future.app.inject({ method: 'GET', url: `/api/verify/${number}`, remoteAddress: '10.50.0.1' })
      expect(res.json()).toMatchObject({ status: 'expired' })
    } finally {
      await future.close()
    }
  })

  it('limits the lookups from one address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await t.app.inject({ method: 'GET', url: '/api/verify/CW-2026-AAAAAAAA', remoteAddress: '10.51.0.1' }))
          .statusCode,
      )
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true)
    expect(statuses[30]).toBe(429)
  })

  it('the PDF goes to its learner and to the manager of the company on the completion, to no one else', async () => {
    const number = await numberOf(learner.id)
    const pdf = await call('GET', `/certificates/${number}.pdf`, learner.token)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const text = await pdfText(pdf.rawPayload)
    expect(text).toContain('Ella Łukasiewicz')
    expect(text).toContain(course.name)
    expect(text).toContain('4 CPD hours')
    expect(text).toContain(number)
    expect(text).toContain(`/verify/${number}`)
    expect(text).toContain('Valid until')

    const stranger = await newAccount('stranger@example.com', 'Stranger')
    expect((await call('GET', `/certificates/${number}.pdf`, stranger.token)).statusCode).toBe(404)
    expect((await call('GET', `/certificates/${number}.pdf`, null)).statusCode).toBe(401)
    expect((await call('GET', `/certificates/not-a-number.pdf`, learner.token)).statusCode).toBe(404)

    // A staff member's completion: their manager may download it, another company may not.
    const amy = (await t.db.select().from(users).where(eq(users.email, 'amy@sunrise-care.example')))[0]!
    const done = await deliver({
      event_id: 'totara-amy-1',
      type: 'completed',
      learner_id: amy.id,
      course_slug: 'safeguarding-adults-level-2',
    })
    expect(done.statusCode, done.body).toBe(200)
    const amyNumber = done.json().certificate_number as string
    const managerLogin = await call('POST', '/login', null, {
      email: 'manager@sunrise-care.example',
      password: 'CarewiseDemo1',
    })
    const manager = managerLogin.json().token as string
    expect((await call('GET', `/certificates/${amyNumber}.pdf`, manager)).statusCode).toBe(200)
    const otherCompany = await newAccount('other-manager@example.com', 'Other Manager', { role: 'company' })
    expect((await call('GET', `/certificates/${amyNumber}.pdf`, otherCompany.token)).statusCode).toBe(404)
    expect((await call('GET', `/certificates/${amyNumber}.pdf`, learner.token)).statusCode).toBe(404)
  })
})

describe("the learning platform's stand-in", () => {
  // The demo's form holds no fields; a browser still sends it as urlencoded.
  const asForm = { 'content-type': 'application/x-www-form-urlencoded' }

  async function handOver(token: string, slug?: string) {
    const { code } = (await call('POST', '/user-dashboard-code', token)).json<{ code: string }>()
    const query = new URLSearchParams({ auth: code, ...(slug ? { course: slug } : {}) })
    const res = await t.app.inject({ method: 'GET', url: `/user_dashboard?${query}` })
    expect(res.statusCode).toBe(303)
    return { cookie: String(res.headers['set-cookie']).split(';')[0]!, location: String(res.headers.location) }
  }

  it('says what it is, shows the course from the catalogue, records the start and, in demo mode, a completion', async () => {
    const person = await newAccount('stand-in@example.com', 'Sam Standin')
    await buy(person.token, course)
    const { cookie, location } = await handOver(person.token, course.slug)
    expect(location).toBe(`/user_dashboard?course=${course.slug}`)
    const page = await t.app.inject({ method: 'GET', url: location, headers: { cookie } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain("stand-in for Carewise's learning platform")
    expect(page.body).toContain('<h2>Learning outcomes</h2>')
    expect(page.body).toContain('<h2>Sections</h2>')
    expect(page.body).toContain('Complete this course (demo)')
    expect(String(page.headers['content-security-policy'])).toContain("form-action 'self'")
    const started = (await call('GET', '/my/learning', person.token)).json().data[0]
    expect(started).toMatchObject({ status: 'in-progress', completion: null })

    // Another site's form is refused.
    const forged = await t.app.inject({
      method: 'POST',
      url: `/user_dashboard/complete?course=${course.slug}`,
      headers: { cookie, host: 'learn.carewise.test', origin: 'https://evil.example', ...asForm },
      payload: '',
    })
    expect(forged.statusCode).toBe(403)
    const crossSite = await t.app.inject({
      method: 'POST',
      url: `/user_dashboard/complete?course=${course.slug}`,
      headers: { cookie, 'sec-fetch-site': 'cross-site', origin: 'null', ...asForm },
      payload: '',
    })
    expect(crossSite.statusCode).toBe(403)
    expect(await completionsOf(person.id)).toBe(0)

    const complete = await t.app.inject({
      method: 'POST',
      url: `/user_dashboard/complete?course=${course.slug}`,
      // As Chrome sends it under the no-referrer policy: Origin "null", Sec-Fetch-Site same-origin.
      headers: { cookie, origin: 'null', 'sec-fetch-site': 'same-origin', ...asForm },
      payload: '',
    })
    expect(complete.statusCode).toBe(303)
    expect(await completionsOf(person.id)).toBe(1)
    const after = await t.app.inject({ method: 'GET', url: location, headers: { cookie } })
    expect(after.body).toContain('Completed on')

    // A course the person does not have is not opened, and nothing is started.
    const other = await t.app.inject({
      method: 'GET',
      url: `/user_dashboard?course=${otherCourse.slug}`,
      headers: { cookie },
    })
    expect(other.statusCode).toBe(404)
    expect((await call('GET', '/my/learning', person.token)).json().data).toHaveLength(1)
  })

  it('has no completion action outside demo mode', async () => {
    const live = await createTestApp(
      { STRIPE_SECRET_KEY: 'sk_test_learning', PAYMENTS: 'stripe' },
      { sharing: t, clock },
    )
    try {
      const { code } = (
        await live.app.inject({
          method: 'POST',
          url: '/api/user-dashboard-code',
          headers: { authorization: `Bearer ${learner.token}` },
        })
      ).json<{ code: string }>()
      const res = await live.app.inject({ method: 'GET', url: `/user_dashboard?auth=${code}&course=${course.slug}` })
      const cookie = String(res.headers['set-cookie']).split(';')[0]!
      const page = await live.app.inject({ method: 'GET', url: String(res.headers.location), headers: { cookie } })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('<h2>Learning outcomes</h2>')
      expect(page.body).not.toContain('(demo)')
      const post = await live.app.inject({
        method: 'POST',
        url: `/user_dashboard/complete?course=${course.slug}`,
        headers: { cookie, ...asForm },
        payload: '',
      })
      expect(post.statusCode).toBe(404)
      expect(await completionsOf(learner.id)).toBe(1)
    } finally {
      await live.close()
    }
  })
})
