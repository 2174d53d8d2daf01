import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { bookingCalls } from '@/shared/contract/booking'
import { BOOKING_RESTRICTED } from '@/shared/contract/sub-user'
import { createSession } from '../../../server/auth/session'
import { BOOKING_FROZEN } from '../../../server/bookings/booking-integrity'
import { hashToken } from '../../../server/auth/tokens'
import { bookings, courseQuestions, courses, paymentIntents, users } from '../../../server/db/schema'
import type { Mail } from '../../../server/mail/mailer'
import { recordBookingIntent } from '../../../server/bookings/bookings'
import { createTestApp, outboxSettled } from '../../helpers/test-app'

const sent: Mail[] = []
const mailer = { send: async (mail: Mail) => void sent.push(mail) }
let t: Awaited<ReturnType<typeof createTestApp>>
let course: { id: number; pricePence: number }
let questions: { question: string }[]

beforeAll(async () => {
  t = await createTestApp({}, { mailer })
  const [inhouse] = await t.db
    .select({ id: courses.id, pricePence: courses.pricePence })
    .from(courses)
    .where(eq(courses.courseFor, 'inhouse'))
    .limit(1)
  course = inhouse!
  questions = await t.db
    .select({ question: courseQuestions.question })
    .from(courseQuestions)
    .where(eq(courseQuestions.courseId, course.id))
    .orderBy(courseQuestions.sort, courseQuestions.id)
})
afterAll(() => t.close())
beforeEach(() => {
  sent.length = 0
})

let counter = 0
async function login(parent = 0) {
  const [user] = await t.db
    .insert(users)
    .values({
      name: 'Booker',
      email: `integrity-${++counter}@example.com`,
      role: parent ? 'individual' : 'company',
      parent,
      passwordHash: 'x',
    })
    .returning({ id: users.id })
  const token = await createSession(t.db, user!.id, false)
  return { id: user!.id, headers: { authorization: `Bearer ${token}` } }
}

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers })

const details = (overrides: Record<string, unknown> = {}) => ({
  name: 'Priya Shah',
  email: 'priya@care-home.example',
  address: '12 Elm Road, Leeds',
  postal_code: 'LS1 4AB',
  training_date: '2031-03-14',
  no_of_users: 2,
  course_id: course.id,
  ...overrides,
})
const answers = () =>
  JSON.stringify(
    Object.fromEntries(
      questions.flatMap((q, i) => [
        [`q${i + 1}`, q.question],
        [`a${i + 1}`, 'Yes'],
      ]),
    ),
  )

/** A booking for 2 users, answered, with its payment intent opened. */
async function bookingWithIntent(headers: Record<string, string>) {
  const token = (await post('/inhouse/save-basic-info', details(), headers)).json().token_unique_key as string
  expect(
    (await post('/inhouse/save-question-answer', { token_unique_key: token, question_answer: answers() })).statusCode,
  ).toBe(200)
  const res = await post(
    '/inhouse/create-payment-intent',
    { token_unique_key: token, amount: course.pricePence * 2, currency: 'GBP' },
    headers,
  )
  expect(res.statusCode).toBe(200)
  return { token, intent: bookingCalls.createPaymentIntent.response.parse(res.json()) }
}
const confirmCard = (clientSecret: string) =>
  post('/sandbox/confirm', {
    client_secret: clientSecret,
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: 2099,
    cvc: '123',
  })
const bookingRow = async (token: string) =>
  (
    await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.tokenHash, hashToken(token)))
  )[0]!

describe('finding 1: a booking is frozen once its payment starts', () => {
  it('refuses new details or answers (409) once the intent exists, so 2 paid users stay 2', async () => {
    const me = await login()
    const { token, intent } = await bookingWithIntent(me.headers)

    const changed = await post(
      '/inhouse/save-basic-info',
      details({ token_unique_key: token, no_of_users: 500 }),
      me.headers,
    )
    expect(changed.statusCode).toBe(409)
    expect(changed.json()).toEqual({ message: BOOKING_FROZEN })
    const reanswered = await post('/inhouse/save-question-answer', {
      token_unique_key: token,
      question_answer: answers(),
    })
    expect(reanswered.statusCode).toBe(409)

    expect((await confirmCard(intent.clientSecret)).statusCode).toBe(200)
    const paid = await post(
      '/inhouse/payment-success',
      { token_unique_key: token, transaction_id: intent.paymentIntentId, amount: 0, payment_data: {} },
      me.headers,
    )
    expect(paid.statusCode).toBe(200)
    expect(await bookingRow(token)).toMatchObject({ status: 'paid', noOfUsers: 2, amountPence: course.pricePence * 2 })
    await outboxSettled(t.db)
    expect(sent[0]!.text).toContain('Number of delegates: 2')
  })

  // The freeze is one guard; the recording checks the intent against the booking by itself too
  // (a booking changed by a race, or before this rule existed).
  const tamper = (token: string) =>
    t.db
      .update(bookings)
      .set({ noOfUsers: 500 })
      .where(eq(bookings.tokenHash, hashToken(token)))

  it('payment-success refuses to record an intent that paid for something else than the booking', async () => {
    const me = await login()
    const { token, intent } = await bookingWithIntent(me.headers)
    await confirmCard(intent.clientSecret)
    await tamper(token)
    const res = await post(
      '/inhouse/payment-success',
      { token_unique_key: token, transaction_id: intent.paymentIntentId, amount: 0, payment_data: {} },
      me.headers,
    )
    expect(res.statusCode).toBe(409)
    expect((await bookingRow(token)).status).not.toBe('paid')
    expect(sent).toHaveLength(0)
  })

  it('the "already paid" branch of create-payment-intent does not record a mismatched intent', async () => {
    const me = await login()
    const { token, intent } = await bookingWithIntent(me.headers)
    await confirmCard(intent.clientSecret)
    await tamper(token)
    const again = await post(
      '/inhouse/create-payment-intent',
      { token_unique_key: token, amount: course.pricePence * 500, currency: 'GBP' },
      me.headers,
    )
    expect(again.statusCode).toBe(409)
    expect((await bookingRow(token)).status).not.toBe('paid')
  })

  it('the webhook does not record a mismatched intent', async () => {
    const me = await login()
    const { token, intent } = await bookingWithIntent(me.headers)
    await confirmCard(intent.clientSecret)
    await tamper(token)
    const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, intent.paymentIntentId))
    await recordBookingIntent({ db: t.db, env: t.env }, row!, t.app.log)
    expect((await bookingRow(token)).status).not.toBe('paid')
    expect(sent).toHaveLength(0)
  })
})

describe('finding 2: sub-users cannot book', () => {
  it('refuses every booking step of a signed-in sub-user with 403', async () => {
    const company = await login()
    const staff = await login(company.id)
    const step1 = await post('/inhouse/save-basic-info', details(), staff.headers)
    expect(step1.statusCode).toBe(403)
    expect(step1.json()).toEqual({ message: BOOKING_RESTRICTED })
    expect(BOOKING_RESTRICTED).toBe("Access to booking is restricted. Ask your company's account holder to book.")

    // A booking started signed out cannot be paid by a sub-user either.
    const token = (await post('/inhouse/save-basic-info', details())).json().token_unique_key as string
    await post('/inhouse/save-question-answer', { token_unique_key: token, question_answer: answers() })
    const pay = await post(
      '/inhouse/create-payment-intent',
      { token_unique_key: token, amount: course.pricePence * 2, currency: 'GBP' },
      staff.headers,
    )
    expect(pay.statusCode).toBe(403)
    const success = await post(
      '/inhouse/payment-success',
      { token_unique_key: token, transaction_id: 'pi_x', amount: 0, payment_data: {} },
      staff.headers,
    )
    // Finishing a payment is not refused for being staff (one started before joining a company is
    // recorded: tests/unit/server/staff-late-payment.test.ts), but only the booking's payer may.
    expect(success.statusCode).toBe(404)
    expect((await bookingRow(token)).userId).toBeNull()
  })
})
