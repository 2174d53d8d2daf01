import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookingCalls } from '@/shared/contract/booking'
import { checkoutCalls } from '@/shared/contract/checkout'
import { createSession } from '../../../server/auth/session'
import { hashToken } from '../../../server/auth/tokens'
import { bookingAnswers, bookings, courseQuestions, courses, paymentIntents, users } from '../../../server/db/schema'
import type { Mail } from '../../../server/mail/mailer'
import { recordBookingIntent } from '../../../server/bookings/bookings'
import { createTestApp, outboxSettled } from '../../helpers/test-app'

const sent: Mail[] = []
const mailer = { send: async (mail: Mail) => void sent.push(mail) }
let t: Awaited<ReturnType<typeof createTestApp>>
/** An in-house course of the seed, with its questions in order. */
let course: { id: number; slug: string; pricePence: number }
let questions: { id: number; question: string }[]
let onlineCourseId: number

beforeAll(async () => {
  t = await createTestApp({}, { mailer })
  const [inhouse] = await t.db
    .select({ id: courses.id, slug: courses.slug, pricePence: courses.pricePence })
    .from(courses)
    .where(eq(courses.courseFor, 'inhouse'))
    .limit(1)
  course = inhouse!
  questions = await t.db
    .select({ id: courseQuestions.id, question: courseQuestions.question })
    .from(courseQuestions)
    .where(eq(courseQuestions.courseId, course.id))
    .orderBy(courseQuestions.sort, courseQuestions.id)
  const [online] = await t.db.select({ id: courses.id }).from(courses).where(eq(courses.courseFor, 'online')).limit(1)
  onlineCourseId = online!.id
})
afterAll(() => t.close())
beforeEach(() => {
  sent.length = 0
})

let counter = 0
async function login() {
  const [user] = await t.db
    .insert(users)
    .values({ name: 'Booker', email: `booker-${++counter}@example.com`, role: 'company', passwordHash: 'x' })
    .returning({ id: users.id })
  const token = await createSession(t.db, user!.id, false)
  return { id: user!.id, headers: { authorization: `Bearer ${token}` } }
}

const basicInfo = (overrides: Record<string, unknown> = {}) => ({
  name: 'Priya Shah',
  email: 'priya@care-home.example',
  address: '12 Elm Road, Leeds',
  postal_code: 'LS1 4AB',
  training_date: '2031-03-14',
  no_of_users: 3,
  course_id: course.id,
  company_name: 'Elm Care Ltd',
  ...overrides,
})

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers })

async function startBooking(headers: Record<string, string> = {}, overrides: Record<string, unknown> = {}) {
  const res = await post('/inhouse/save-basic-info', basicInfo(overrides), headers)
  expect(res.statusCode).toBe(200)
  return bookingCalls.saveBasicInfo.response.parse(res.json()).token_unique_key
}

const allAnswers = (answer: 'Yes' | 'No' = 'Yes') => {
  const pairs: Record<string, string> = {}
  questions.forEach((q, i) => {
    pairs[`q${i + 1}`] = q.question
    pairs[`a${i + 1}`] = i % 2 === 0 ? answer : 'No'
  })
  return JSON.stringify(pairs)
}

async function answeredBooking(headers: Record<string, string> = {}) {
  const token = await startBooking(headers)
  const res = await post('/inhouse/save-question-answer', { token_unique_key: token, question_answer: allAnswers() })
  expect(res.statusCode).toBe(200)
  return token
}

const bookingRow = async (token: string) =>
  (
    await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.tokenHash, hashToken(token)))
  )[0]

describe('step 1: POST /inhouse/save-basic-info', () => {
  it('stores the booking and hands back an unguessable token it keeps only as a hash', async () => {
    const token = await startBooking()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await startBooking()).not.toBe(token)
    const row = await bookingRow(token)
    expect(row).toMatchObject({
      courseId: course.id,
      name: 'Priya Shah',
      postalCode: 'LS1 4AB',
      noOfUsers: 3,
      status: 'draft',
      userId: null,
    })
    expect(JSON.stringify(row)).not.toContain(token)
  })

  it('ties the booking to the signed-in user', async () => {
    const me = await login()
    const token = await startBooking(me.headers)
    expect((await bookingRow(token))?.userId).toBe(me.id)
  })

  it('requires name, email, address, postal code and training date; delegates default to 1, company and notes are optional', async () => {
    const res = await post('/inhouse/save-basic-info', { course_id: course.id })
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors).sort()).toEqual(['address', 'email', 'name', 'postal_code', 'training_date'])

    const minimal = await startBooking({}, { no_of_users: undefined, company_name: undefined })
    expect(await bookingRow(minimal)).toMatchObject({ noOfUsers: 1, companyName: '', notes: '' })

    const none = await post('/inhouse/save-basic-info', basicInfo({ no_of_users: 0 }))
    expect(none.statusCode).toBe(422)
    expect(none.json().errors.no_of_users).toEqual(['At least 1 delegate.'])
  })

  it('refuses a training date in the past and a course that is bought online', async () => {
    const past = await post('/inhouse/save-basic-info', basicInfo({ training_date: '2020-01-01' }))
    expect(past.statusCode).toBe(422)
    expect(past.json().errors.training_date).toEqual(['Choose a training date from today onwards.'])
    const online = await post('/inhouse/save-basic-info', basicInfo({ course_id: onlineCourseId }))
    expect(online.statusCode).toBe(422)
  })

  it('sent again with its token, updates the same unpaid booking instead of making another', async () => {
    const token = await startBooking()
    const before = await bookingRow(token)
    const res = await post('/inhouse/save-basic-info', basicInfo({ token_unique_key: token, no_of_users: 5 }))
    expect(res.json().token_unique_key).toBe(token)
    expect(await bookingRow(token)).toMatchObject({ id: before!.id, noOfUsers: 5 })
  })
})

describe('step 2: POST /inhouse/save-question-answer', () => {
  it('stores a Yes or No for every question of the course and marks the booking answered', async () => {
    expect(questions.length).toBeGreaterThan(1)
    const token = await answeredBooking()
    const row = await bookingRow(token)
    expect(row?.status).toBe('answered')
    const stored = await t.db.select().from(bookingAnswers).where(eq(bookingAnswers.bookingId, row!.id))
    expect(stored).toHaveLength(questions.length)
    expect(stored.find((a) => a.questionId === questions[0]!.id)?.answer).toBe('Yes')
    expect(stored.find((a) => a.questionId === questions[1]!.id)?.answer).toBe('No')
  })

  it('answering again replaces the earlier answers', async () => {
    const token = await answeredBooking()
    await post('/inhouse/save-question-answer', { token_unique_key: token, question_answer: allAnswers('No') })
    const row = await bookingRow(token)
    const stored = await t.db
      .select()
      .from(bookingAnswers)
      .where(and(eq(bookingAnswers.bookingId, row!.id), eq(bookingAnswers.questionId, questions[0]!.id)))
    expect(stored.map((a) => a.answer)).toEqual(['No'])
  })

  it('refuses a missing answer, an answer other than Yes/No, a question of another course and stray keys', async () => {
    const token = await startBooking()
    const pairs = JSON.parse(allAnswers()) as Record<string, string>
    const missing = Object.fromEntries(Object.entries(pairs).filter(([key]) => key !== `a${questions.length}`))
    const cases = [
      JSON.stringify(missing),
      JSON.stringify({ ...pairs, a1: 'Maybe' }),
      JSON.stringify({ ...pairs, q1: 'Is this a question of another course?' }),
      JSON.stringify({ ...pairs, extra: 'x' }),
      'not json',
      '[]',
    ]
    for (const question_answer of cases) {
      const res = await post('/inhouse/save-question-answer', { token_unique_key: token, question_answer })
      expect(res.statusCode, question_answer).toBe(422)
      expect(res.json().message).toBe('Answer every question with Yes or No.')
    }
    expect((await bookingRow(token))?.status).toBe('draft')
  })

  it('an unknown token is a 404', async () => {
    const res = await post('/inhouse/save-question-answer', {
      token_unique_key: 'x'.repeat(43),
      question_answer: allAnswers(),
    })
    expect(res.statusCode).toBe(404)
  })
})

describe('step 3: payment', () => {
  const intent = (token: string, amount: number, headers: Record<string, string>) =>
    post('/inhouse/create-payment-intent', { token_unique_key: token, amount, currency: 'GBP' }, headers)
  const confirmCard = (clientSecret: string, card = '4242424242424242') =>
    post('/sandbox/confirm', {
      client_secret: clientSecret,
      card_number: card,
      exp_month: 12,
      exp_year: 2099,
      cvc: '123',
    })
  const success = (token: string, intentId: string, headers: Record<string, string>) =>
    post(
      '/inhouse/payment-success',
      { token_unique_key: token, transaction_id: intentId, amount: 0, payment_data: {} },
      headers,
    )

  it('needs a session', async () => {
    const token = await answeredBooking()
    expect((await intent(token, course.pricePence * 3, {})).statusCode).toBe(401)
    expect((await success(token, 'pi_x', {})).statusCode).toBe(401)
  })

  it('the amount is the course price × number of delegates, computed by the server; a different figure is a 409', async () => {
    const me = await login()
    const token = await answeredBooking(me.headers)
    const wrong = await intent(token, 100, me.headers)
    expect(wrong.statusCode).toBe(409)
    expect(wrong.json().amount).toBe(course.pricePence * 3)

    const res = await intent(token, course.pricePence * 3, me.headers)
    expect(res.statusCode).toBe(200)
    const body = bookingCalls.createPaymentIntent.response.parse(res.json())
    expect(body).toMatchObject({ amount: course.pricePence * 3, provider: 'sandbox' })
    // A double-clicked Pay gets the same intent.
    expect((await intent(token, course.pricePence * 3, me.headers)).json().paymentIntentId).toBe(body.paymentIntentId)
  })

  it('the questions must be answered first', async () => {
    const me = await login()
    const token = await startBooking(me.headers)
    const res = await intent(token, course.pricePence * 3, me.headers)
    expect(res.statusCode).toBe(409)
  })

  it('a booking started while logged out becomes the payer’s; another user cannot pay or claim it', async () => {
    const token = await answeredBooking()
    const me = await login()
    const other = await login()
    expect((await intent(token, course.pricePence * 3, me.headers)).statusCode).toBe(200)
    expect((await bookingRow(token))?.userId).toBe(me.id)
    expect((await intent(token, course.pricePence * 3, other.headers)).statusCode).toBe(404)
  })

  it('records the payment only once the provider says it succeeded, once per intent, with one confirmation mail', async () => {
    const me = await login()
    const token = await answeredBooking(me.headers)
    const opened = bookingCalls.createPaymentIntent.response.parse(
      (await intent(token, course.pricePence * 3, me.headers)).json(),
    )

    const early = await success(token, opened.paymentIntentId, me.headers)
    expect(early.statusCode).toBe(402)
    expect(early.json().message).toBe('Payment was not completed.')
    expect((await bookingRow(token))?.status).toBe('answered')

    expect((await confirmCard(opened.clientSecret, '4000000000000002')).json().status).toBe('failed')
    expect((await success(token, opened.paymentIntentId, me.headers)).statusCode).toBe(402)

    expect(checkoutCalls.sandboxConfirm.response.parse((await confirmCard(opened.clientSecret)).json()).status).toBe(
      'succeeded',
    )
    const paid = await success(token, opened.paymentIntentId, me.headers)
    expect(paid.statusCode).toBe(200)
    const body = bookingCalls.paymentSuccess.response.parse(paid.json())
    const row = await bookingRow(token)
    expect(body.booking_id).toBe(row!.id)
    expect(row).toMatchObject({
      status: 'paid',
      amountPence: course.pricePence * 3,
      paymentIntentId: opened.paymentIntentId,
    })

    // Repeated (a retry, or the webhook): nothing changes, no second mail.
    expect((await success(token, opened.paymentIntentId, me.headers)).statusCode).toBe(200)
    await recordBookingIntent(
      { db: t.db, env: t.env },
      (await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, opened.paymentIntentId)))[0]!,
      t.app.log,
    )
    await outboxSettled(t.db)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: 'priya@care-home.example' })
    expect(sent[0]!.subject).toContain('booking is confirmed')
    expect(sent[0]!.text).toContain(`£${((course.pricePence * 3) / 100).toFixed(2)}`)
    expect(sent[0]!.text).toContain('Number of delegates: 3')

    // Paid: no new intent, no new answers.
    expect((await intent(token, course.pricePence * 3, me.headers)).statusCode).toBe(409)
    expect(
      (await post('/inhouse/save-question-answer', { token_unique_key: token, question_answer: allAnswers() }))
        .statusCode,
    ).toBe(409)
  })

  it('an intent paid for one booking cannot pay another', async () => {
    const me = await login()
    const first = await answeredBooking(me.headers)
    const second = await answeredBooking(me.headers)
    const opened = bookingCalls.createPaymentIntent.response.parse(
      (await intent(first, course.pricePence * 3, me.headers)).json(),
    )
    await confirmCard(opened.clientSecret)
    const res = await success(second, opened.paymentIntentId, me.headers)
    expect(res.statusCode).toBe(409)
    expect((await bookingRow(second))?.status).toBe('answered')
  })

  it('a paid intent never recorded (tab closed) is recorded when Pay is pressed again, not charged twice', async () => {
    const me = await login()
    const token = await answeredBooking(me.headers)
    const opened = bookingCalls.createPaymentIntent.response.parse(
      (await intent(token, course.pricePence * 3, me.headers)).json(),
    )
    await confirmCard(opened.clientSecret)
    const again = await intent(token, course.pricePence * 3, me.headers)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('This booking is already paid.')
    expect(await bookingRow(token)).toMatchObject({ status: 'paid', paymentIntentId: opened.paymentIntentId })
  })
})
