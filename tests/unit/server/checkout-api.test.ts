import { eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { amountMismatch, checkoutCalls, paymentIntentResponse, type CartItem } from '@/shared/contract/checkout'
import { COUPON_MESSAGES } from '@/shared/contract/checkout-messages'
import { createSession } from '../../../server/auth/session'
import { courses, orderLines, orders, paymentIntents, users } from '../../../server/db/schema'
import type { Mail } from '../../../server/mail/mailer'
import { CART_RESTRICTED, TOTAL_CHANGED } from '../../../server/payments/checkout'
import { createTestApp, outboxSettled } from '../../helpers/test-app'
import { seededCourses, type SeededCourse } from './seeded-courses'

let t: Awaited<ReturnType<typeof createTestApp>>
const sent: Mail[] = []
let token: string
let otherToken: string
let subUserToken: string
let first: SeededCourse
let second: SeededCourse

async function newUser(email: string, parent = 0) {
  const [user] = await t.db
    .insert(users)
    .values({ name: 'Checkout Tester', email, role: 'individual', parent, passwordHash: 'x' })
    .returning({ id: users.id })
  return createSession(t.db, user!.id, false)
}

beforeAll(async () => {
  t = await createTestApp({}, { mailer: { send: async (mail) => void sent.push(mail) } })
  token = await newUser('buyer@example.com')
  otherToken = await newUser('someone-else@example.com')
  subUserToken = await newUser('sub-user@example.com', 1)
  // Two courses whose prices together pass WELCOME5's £20 minimum.
  const rows = await seededCourses(t.db, 'online', 2)
  ;[first, second] = [rows[0]!, rows[1]!]
})
afterAll(() => t.close())

const post = (url: string, payload: object, bearer: string | null = token) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  })

const billing = {
  uid: 1,
  name: 'Olivia Bennett',
  email: 'olivia@example.com',
  phone: '7700900101',
  address: '1 Care Street, Leeds',
}
const line = (course: typeof first, quantity: number, price = course.pricePence / 100): CartItem => ({
  id: course.id,
  image: '',
  name: course.name,
  price,
  quantity,
})

describe('POST /apply-coupon', () => {
  const apply = (code: string, coursePrice: number, bearer: string | null = token) =>
    post('/apply-coupon', { code, course_price: coursePrice }, bearer)

  it('needs a session', async () => {
    expect((await apply('CARE10', 50, null)).statusCode).toBe(401)
  })

  it('CARE10 takes 10 % off, case-insensitively', async () => {
    const res = await apply('care10', 49.99)
    expect(res.statusCode).toBe(200)
    expect(checkoutCalls.applyCoupon.response.parse(res.json())).toEqual({
      success: true,
      final_price: 44.99,
      discount: 5,
      message: COUPON_MESSAGES.applied,
    })
  })

  it('WELCOME5 takes £5 off from a £20 spend, and is refused below it', async () => {
    expect((await apply('WELCOME5', 20)).json()).toMatchObject({ success: true, final_price: 15, discount: 5 })
    expect((await apply('WELCOME5', 19.99)).json()).toMatchObject({ success: false, message: COUPON_MESSAGES.invalid })
  })

  it('an expired or unknown code is refused with the spec message', async () => {
    expect((await apply('EXPIRED20', 100)).json()).toMatchObject({
      success: false,
      final_price: 100,
      message: COUPON_MESSAGES.invalid,
    })
    expect((await apply('NOPE', 100)).json()).toMatchObject({ success: false, message: COUPON_MESSAGES.invalid })
  })

  it('a valid coupon on a free total applies with no discount', async () => {
    expect((await apply('CARE10', 0)).json()).toMatchObject({
      success: true,
      final_price: 0,
      message: COUPON_MESSAGES.noDiscount,
    })
  })

  it('sub-users are refused', async () => {
    const res = await apply('CARE10', 50, subUserToken)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(CART_RESTRICTED)
  })
})

describe('POST /create-payment-intent', () => {
  const cart = () => [line(first, 2), line(second, 1)]
  const subtotal = () => first.pricePence * 2 + second.pricePence
  const intentBody = (amount: number, extra: object = {}) => ({
    amount,
    currency: 'gbp',
    ...billing,
    cart: cart(),
    discount: 0,
    coupon_code: null,
    ...extra,
  })

  it('needs a session', async () => {
    expect((await post('/create-payment-intent', intentBody(subtotal()), null)).statusCode).toBe(401)
  })

  it('refuses a tampered amount with 409, the server total and its own prices', async () => {
    const res = await post(
      '/create-payment-intent',
      intentBody(100, { cart: [line(first, 2, 0.5), line(second, 1, 0.5)] }),
    )
    expect(res.statusCode).toBe(409)
    const body = amountMismatch.parse(res.json())
    expect(body.message).toBe(TOTAL_CHANGED)
    expect(body.amount).toBe(subtotal())
    expect(body.cart).toEqual([
      { id: first.id, name: first.name, price: first.pricePence / 100 },
      { id: second.id, name: second.name, price: second.pricePence / 100 },
    ])
    const rows = await t.db.select().from(paymentIntents).where(eq(paymentIntents.amountPence, 100))
    expect(rows).toHaveLength(0)
  })

  it('computes the amount from its prices and the coupon, and a double-clicked Pay gets one intent', async () => {
    const discount = Math.round(subtotal() / 10)
    const body = intentBody(subtotal() - discount, { coupon_code: 'CARE10', discount: discount / 100 })
    const [a, b] = await Promise.all([post('/create-payment-intent', body), post('/create-payment-intent', body)])
    expect(a.statusCode).toBe(200)
    const intentA = paymentIntentResponse.parse(a.json())
    const intentB = paymentIntentResponse.parse(b.json())
    expect(intentA).toMatchObject({ amount: subtotal() - discount, provider: 'sandbox' })
    expect(intentB.paymentIntentId).toBe(intentA.paymentIntentId)
    expect(intentA.clientSecret).toMatch(/^pi_sandbox_.+_secret_/)
  })

  it('refuses a coupon that no longer applies', async () => {
    const res = await post('/create-payment-intent', intentBody(subtotal(), { coupon_code: 'EXPIRED20' }))
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      message: COUPON_MESSAGES.noLongerValid,
      errors: { coupon_code: [COUPON_MESSAGES.noLongerValid] },
    })
  })

  it('refuses a course booked for a team, and more than 100 of one course over repeated lines', async () => {
    const [teamCourse] = await t.db
      .select({ id: courses.id, name: courses.name, pricePence: courses.pricePence })
      .from(courses)
      .where(ne(courses.courseFor, 'online'))
      .limit(1)
    const team = await post(
      '/create-payment-intent',
      intentBody(teamCourse!.pricePence, { cart: [line(teamCourse!, 1)] }),
    )
    expect([team.statusCode, team.json().message]).toEqual([
      422,
      'A course in your cart can only be booked with Book Now.',
    ])

    const twice = await post(
      '/create-payment-intent',
      intentBody(first.pricePence * 200, { cart: [line(first, 100), line(first, 100)] }),
    )
    expect([twice.statusCode, twice.json().message]).toEqual([
      422,
      'A course can be bought at most 100 times in one order.',
    ])
    expect(
      await t.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.amountPence, first.pricePence * 200)),
    ).toHaveLength(0)
  })

  it('sub-users are refused', async () => {
    const res = await post('/create-payment-intent', intentBody(subtotal()), subUserToken)
    expect(res.statusCode).toBe(403)
  })
})

describe('sandbox payment and POST /payment-success', () => {
  const cart = () => [line(first, 1), line(second, 3)]
  const subtotal = () => first.pricePence + second.pricePence * 3
  const confirm = (clientSecret: string, cardNumber: string, authenticated = false) =>
    post(
      '/sandbox/confirm',
      {
        client_secret: clientSecret,
        card_number: cardNumber,
        exp_month: 12,
        exp_year: 2099,
        cvc: '123',
        authenticated,
      },
      null,
    )

  async function openCheckout(extra: object = {}) {
    const discount = Math.round(subtotal() / 10)
    const amount = subtotal() - discount
    const body = {
      amount,
      currency: 'gbp',
      ...billing,
      cart: cart(),
      discount: discount / 100,
      coupon_code: 'CARE10',
      ...extra,
    }
    const res = await post('/create-payment-intent', body)
    expect(res.statusCode).toBe(200)
    return { intent: paymentIntentResponse.parse(res.json()), body, amount, discount }
  }
  const ordersFor = async (intentId: string) => t.db.select().from(orders).where(eq(orders.paymentIntentId, intentId))

  it('an unpaid or declined intent makes no order; a paid one makes exactly one, however often it is reported', async () => {
    const { intent, body, amount, discount } = await openCheckout()
    const success = (bearer = token) =>
      post('/payment-success', { ...body, payment_intent_id: intent.paymentIntentId }, bearer)

    const unpaid = await success()
    expect(unpaid.statusCode).toBe(402)
    expect(unpaid.json().message).toBe('Payment was not completed.')

    expect((await confirm(intent.clientSecret, '4000000000000002')).json()).toMatchObject({
      status: 'failed',
      error: { code: 'card_declined' },
    })
    expect((await confirm(intent.clientSecret, '4000000000009995')).json()).toMatchObject({
      status: 'failed',
      error: { code: 'insufficient_funds' },
    })
    expect((await success()).statusCode).toBe(402)
    expect(await ordersFor(intent.paymentIntentId)).toHaveLength(0)

    // Another card on the same intent, as Stripe allows after a decline.
    expect((await confirm(intent.clientSecret, '4242424242424242')).json()).toEqual({ status: 'succeeded' })
    await outboxSettled(t.db)
    const sentBefore = sent.length
    const [once, twice] = await Promise.all([success(), success()])
    const third = await success()
    for (const res of [once, twice, third]) expect(res.statusCode).toBe(200)
    const order = checkoutCalls.paymentSuccess.response.parse(once.json()).order
    expect(twice.json().order.number).toBe(order.number)
    expect(third.json().order.number).toBe(order.number)

    const rows = await ordersFor(intent.paymentIntentId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      totalPence: amount,
      discountPence: discount,
      subtotalPence: subtotal(),
      couponCode: 'CARE10',
    })
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, rows[0]!.id))
    expect(lines.map((l) => [l.courseId, l.unitPricePence, l.quantity])).toEqual([
      [first.id, first.pricePence, 1],
      [second.id, second.pricePence, 3],
    ])
    expect(order.total).toBe(amount / 100)

    // One confirmation mail, to the billing address, naming the order.
    await outboxSettled(t.db)
    const mails = sent.slice(sentBefore)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: billing.email, subject: expect.stringContaining(order.number) })

    // The order is the buyer's, and only theirs.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/my/orders',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(checkoutCalls.myOrders.response.parse(mine.json()).data.map((o) => o.number)).toContain(order.number)
    expect((await success(otherToken)).statusCode).toBe(404)
  })

  it('a number too short for its brand is incomplete card details, even when its checksum passes', async () => {
    const { intent } = await openCheckout({ phone: '7700900198' })
    // 4242 4242 4242 passes Luhn; Stripe would not take it as a Visa card.
    const short = await confirm(intent.clientSecret, '424242424242')
    expect(short.statusCode).toBe(422)
    expect(short.json().message).toBe('Please enter complete card details.')
    expect((await confirm(intent.clientSecret, '4242424242424242')).json()).toEqual({ status: 'succeeded' })
  })

  it('the authentication card needs its extra step before it succeeds', async () => {
    const { intent, body } = await openCheckout({ phone: '7700900199' })
    expect((await confirm(intent.clientSecret, '4000002760003184')).json()).toMatchObject({ status: 'requires_action' })
    expect((await post('/payment-success', { ...body, payment_intent_id: intent.paymentIntentId })).statusCode).toBe(
      402,
    )
    expect((await confirm(intent.clientSecret, '4000002760003184', true)).json()).toEqual({ status: 'succeeded' })
    expect((await post('/payment-success', { ...body, payment_intent_id: intent.paymentIntentId })).statusCode).toBe(
      200,
    )
  })

  it('the same purchase after a paid one opens a new intent rather than reusing the paid one', async () => {
    const { intent } = await openCheckout()
    const paid = await t.db.select().from(paymentIntents).where(eq(paymentIntents.status, 'succeeded'))
    expect(paid.map((row) => row.id)).not.toContain(intent.paymentIntentId)
  })

  it('without a signing secret the webhook answers 503', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(503)
  })
})
