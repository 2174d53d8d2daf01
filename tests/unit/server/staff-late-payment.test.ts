import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingCalls } from '@/shared/contract/booking'
import { paymentIntentResponse } from '@/shared/contract/checkout'
import { courseQuestions } from '../../../server/db/schema'
import type { Mail } from '../../../server/mail/mailer'
import { pdfText } from '../../helpers/pdf-text'
import { validRegistration } from '../../helpers/registration'
import { createTestApp, outboxSettled, type TestApp } from '../../helpers/test-app'
import { seededCourses, type SeededCourse } from './seeded-courses'

/**
 * A private person starts paying, joins a company before the payment is recorded, then finishes
 * it. The money has moved, so the payment is recorded; but it was the person's own purchase: the
 * document is their receipt, never a VAT invoice in the company's name that the company cannot see.
 */

let t: TestApp
const sent: Mail[] = []
let online: SeededCourse
let inhouse: SeededCourse & { questions: string[] }
beforeAll(async () => {
  t = await createTestApp({}, { mailer: { send: async (mail) => void sent.push(mail) } })
  ;[online] = (await seededCourses(t.db, 'online')) as [SeededCourse]
  const [course] = await seededCourses(t.db, 'inhouse')
  const questions = await t.db
    .select({ question: courseQuestions.question })
    .from(courseQuestions)
    .where(eq(courseQuestions.courseId, course!.id))
    .orderBy(asc(courseQuestions.sort), asc(courseQuestions.id))
  inhouse = { ...course!, questions: questions.map((q) => q.question) }
})
afterAll(() => t.close())

let serial = 0
const address = () => `10.46.0.${++serial}`

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: address(),
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

async function register(body: object): Promise<string> {
  const res = await call('POST', '/register', null, body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ token: string }>().token
}

/** A private person, and a company that invites them; the person accepts with the mailed link. */
async function personAndCompany() {
  const n = ++serial
  const email = `carer-${n}@late-payment.example`
  const person = await register({ ...validRegistration(email), name: 'Pat Jones' })
  const manager = await register({
    ...validRegistration(`manager-${n}@late-payment.example`),
    role: 'company',
    name: 'Morgan Lee',
    company_name: 'Sunrise Care Homes Ltd',
  })
  expect((await call('POST', '/team/invitations', manager, { name: 'Pat Jones', email })).statusCode).toBe(200)
  const join = async () => {
    await outboxSettled(t.db)
    const link = sent
      .filter((mail) => mail.to === email)
      .map((mail) => /\/accept-invite\?token=([\w-]+)/.exec(mail.text))
      .findLast((found) => found !== null)
    expect(link, `a link in the mail to ${email}`).toBeTruthy()
    const accepted = await call('POST', '/my/invitations/accept', person, { token: link![1] })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json().user.parent).not.toBe(0)
  }
  return { person, manager, join }
}

const confirmCard = async (clientSecret: string) => {
  const res = await call('POST', '/sandbox/confirm', null, {
    client_secret: clientSecret,
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: 2099,
    cvc: '123',
  })
  expect(res.json()).toMatchObject({ status: 'succeeded' })
}

async function documentText(source: 'orders' | 'bookings', id: number, token: string) {
  const res = await call('GET', `/my/${source}/${id}/document`, token)
  expect(res.statusCode, res.body).toBe(200)
  return { text: await pdfText(res.rawPayload), number: res.headers['x-document-number'] }
}

describe('a payment started as a private person and finished as staff', () => {
  it('a cart order is recorded, and its document is the person’s receipt, not the company’s VAT invoice', async () => {
    const { person, manager, join } = await personAndCompany()
    const body = {
      amount: online.pricePence,
      currency: 'gbp',
      uid: 1,
      name: 'Pat Jones',
      email: 'pat@late-payment.example',
      phone: '7700900101',
      address: '3 Elm Row, York YO1 7HH',
      cart: [{ id: online.id, image: '', name: online.name, price: online.pricePence / 100, quantity: 1 }],
      discount: 0,
      coupon_code: '',
    }
    const opened = await call('POST', '/create-payment-intent', person, body)
    expect(opened.statusCode, opened.body).toBe(200)
    const intent = paymentIntentResponse.parse(opened.json())

    await join()
    // Staff cannot start a purchase…
    expect((await call('POST', '/create-payment-intent', person, body)).json().message).toBe(
      'Access to cart is restricted.',
    )
    // …but the one started before joining is paid and recorded: the money has moved.
    await confirmCard(intent.clientSecret)
    const paid = await call('POST', '/payment-success', person, { ...body, payment_intent_id: intent.paymentIntentId })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json().message).toBe('Payment recorded.')
    const orderId = paid.json<{ order: { id: number } }>().order.id

    const { text } = await documentText('orders', orderId, person)
    expect(text).toContain('Receipt')
    expect(text).toContain('PAID BY')
    expect(text).not.toContain('VAT invoice')
    expect(text).not.toContain('BILLED TO')
    expect(text).not.toContain('Sunrise Care Homes Ltd')
    // The company has no part in it.
    expect((await call('GET', `/my/orders/${orderId}/document`, manager)).statusCode).toBe(404)
  })

  it('a booking is recorded, and its document is the person’s receipt, not the company’s VAT invoice', async () => {
    const { person, manager, join } = await personAndCompany()
    const started = await call('POST', '/inhouse/save-basic-info', person, {
      name: 'Pat Jones',
      email: 'pat@late-payment.example',
      address: '3 Elm Row, York',
      postal_code: 'YO1 7HH',
      training_date: '2031-03-14',
      no_of_users: 2,
      course_id: inhouse.id,
      company_name: '',
      notes: '',
    })
    expect(started.statusCode, started.body).toBe(200)
    const key = bookingCalls.saveBasicInfo.response.parse(started.json()).token_unique_key
    const answers: Record<string, string> = {}
    inhouse.questions.forEach((question, i) => {
      answers[`q${i + 1}`] = question
      answers[`a${i + 1}`] = 'Yes'
    })
    const answered = await call('POST', '/inhouse/save-question-answer', person, {
      token_unique_key: key,
      question_answer: JSON.stringify(answers),
    })
    expect(answered.statusCode, answered.body).toBe(200)
    const opened = await call('POST', '/inhouse/create-payment-intent', person, {
      token_unique_key: key,
      amount: inhouse.pricePence * 2,
      currency: 'GBP',
    })
    expect(opened.statusCode, opened.body).toBe(200)
    const intent = opened.json<{ clientSecret: string; paymentIntentId: string }>()

    await join()
    await confirmCard(intent.clientSecret)
    // The card has been charged: refusing now would leave a payment with no booking.
    const paid = await call('POST', '/inhouse/payment-success', person, {
      token_unique_key: key,
      transaction_id: intent.paymentIntentId,
      amount: 0,
      payment_data: {},
    })
    expect(paid.statusCode, paid.body).toBe(200)
    const bookingId = paid.json<{ booking_id: number }>().booking_id

    const { text } = await documentText('bookings', bookingId, person)
    expect(text).toContain('Receipt')
    expect(text).toContain('PAID BY')
    expect(text).not.toContain('VAT invoice')
    expect(text).not.toContain('Sunrise Care Homes Ltd')
    expect((await call('GET', `/my/bookings/${bookingId}/document`, manager)).statusCode).toBe(404)
  })
})
