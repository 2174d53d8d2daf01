import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartTotals } from '@/features/cart/data/cart-math'
import { bookingCalls } from '@/shared/contract/booking'
import { courseDetailResponse } from '@/shared/contract/catalogue'
import {
  amountMismatch,
  applyCouponResponse,
  checkoutCalls,
  paymentIntentResponse,
  vatRuleResponse,
  type CartItem,
} from '@/shared/contract/checkout'
import { toPence } from '@/shared/money'
import { writeAnswers } from '@/shared/rules/booking-answers'
import { bookingTotals } from '@/shared/rules/totals'
import { DEFAULT_VAT_RULE, type VatRule } from '@/shared/rules/vat'
import { createSession } from '../../../server/auth/session'
import { bookings, courseQuestions, orders, users } from '../../../server/db/schema'
import { readEnv } from '../../../server/env'
import { pdfText } from '../../helpers/pdf-text'
import { createTestApp, type TestApp } from '../../helpers/test-app'
import { seededCourses, type SeededCourse } from './seeded-courses'

const at = (ratePercent: number, zeroGround: VatRule['zeroGround'] = 'exempt'): VatRule => ({ ratePercent, zeroGround })

/** The same shop at 20 % (a VAT-registered seller), at 0 % exempt (tests/helpers/test-app.ts) and zero-rated. */
let taxed: TestApp
let exempt: TestApp
let zeroRated: TestApp
let online: SeededCourse[]
let inhouse: SeededCourse & { questions: string[] }

beforeAll(async () => {
  taxed = await createTestApp({ VAT_RATE_PERCENT: '20' })
  exempt = await createTestApp({}, { sharing: taxed })
  zeroRated = await createTestApp({ VAT_ZERO_GROUND: 'zero-rated' }, { sharing: taxed })
  online = await seededCourses(taxed.db, 'online', 2)
  const [course] = await seededCourses(taxed.db, 'inhouse')
  const questions = await taxed.db
    .select({ question: courseQuestions.question })
    .from(courseQuestions)
    .where(eq(courseQuestions.courseId, course!.id))
    .orderBy(asc(courseQuestions.sort), asc(courseQuestions.id))
  inhouse = { ...course!, questions: questions.map((q) => q.question) }
})
afterAll(async () => {
  await zeroRated.close()
  await exempt.close()
  await taxed.close()
})

let accounts = 0
async function newBuyer(role: 'individual' | 'company' = 'company') {
  const [user] = await taxed.db
    .insert(users)
    .values({
      name: 'VAT Tester',
      email: `vat-buyer-${++accounts}@example.com`,
      role,
      companyName: role === 'company' ? 'Elm Care Homes Ltd' : '',
      passwordHash: 'x',
    })
    .returning({ id: users.id })
  return { id: user!.id, token: await createSession(taxed.db, user!.id, false) }
}

const call = (t: TestApp, method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} })

/** What the browser learns: GET /vat, read with the contract. */
async function learnedRule(t: TestApp): Promise<VatRule> {
  const res = await call(t, 'GET', '/vat', null)
  expect(res.statusCode).toBe(200)
  return vatRuleResponse.parse(res.json())
}

/** A cart line as the browser keeps it: the course as the catalogue sent it. */
async function cartItem(t: TestApp, course: SeededCourse, quantity: number): Promise<CartItem> {
  const { course: shown } = courseDetailResponse.parse((await call(t, 'GET', `/course/${course.id}`, null)).json())
  return { id: shown.id, image: '', name: shown.name, price: shown.price, quantity }
}

const billing = {
  uid: 1,
  name: 'Olivia Bennett',
  email: 'olivia@example.com',
  phone: '7700900101',
  address: '1 Care St',
}

const confirmCard = (t: TestApp, clientSecret: string) =>
  call(t, 'POST', '/sandbox/confirm', null, {
    client_secret: clientSecret,
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: 2099,
    cvc: '123',
  })

/**
 * The checkout as the browser runs it: totals from the cart, the applied coupon and the VAT rule it
 * holds (src/features/cart/data/cart-math.ts), that total sent with the intent; a 409 teaches it the
 * server's rule and it tries again with the totals worked out anew.
 */
async function payCart(t: TestApp, token: string, items: CartItem[], couponCode: string | null, rule: VatRule) {
  let coupon = null
  if (couponCode) {
    const subtotal = cartTotals(items, null, rule).subtotalPence
    const applied = applyCouponResponse.parse(
      (await call(t, 'POST', '/apply-coupon', token, { code: couponCode, course_price: subtotal / 100 })).json(),
    )
    coupon = { code: couponCode, discount: applied.discount ?? 0, finalPrice: applied.final_price }
  }
  const send = (totals: ReturnType<typeof cartTotals>) =>
    call(t, 'POST', '/create-payment-intent', token, {
      amount: totals.totalPence,
      currency: 'gbp',
      ...billing,
      cart: items,
      discount: totals.discountPence / 100,
      coupon_code: totals.couponCode,
    })
  let totals = cartTotals(items, coupon, rule)
  let opened = await send(totals)
  let refused: ReturnType<typeof amountMismatch.parse> | null = null
  if (opened.statusCode === 409) {
    refused = amountMismatch.parse(opened.json())
    totals = cartTotals(items, coupon, refused.vat!)
    expect(totals.totalPence).toBe(refused.amount)
    opened = await send(totals)
  }
  expect(opened.statusCode).toBe(200)
  const intent = paymentIntentResponse.parse(opened.json())
  // The browser shows, and the card is charged, the very same total.
  expect(intent.amount).toBe(totals.totalPence)
  expect((await confirmCard(t, intent.clientSecret)).json()).toMatchObject({ status: 'succeeded' })
  return { totals, intent, refused }
}

async function recordCart(t: TestApp, token: string, intentId: string, items: CartItem[]) {
  const res = await call(t, 'POST', '/payment-success', token, {
    amount: 0,
    payment_intent_id: intentId,
    ...billing,
    cart: items,
  })
  expect(res.statusCode).toBe(200)
  return checkoutCalls.paymentSuccess.response.parse(res.json()).order
}

const documentText = async (t: TestApp, source: 'orders' | 'bookings', id: number, token: string) => {
  const res = await call(t, 'GET', `/my/${source}/${id}/document`, token)
  expect(res.statusCode).toBe(200)
  return pdfText(res.rawPayload)
}

describe('the VAT rate is a setting, checked at start-up', () => {
  it('VAT_RATE_PERCENT takes 0 to 100 with at most two decimals; VAT_ZERO_GROUND exempt or zero-rated', () => {
    expect(readEnv({}).VAT_RATE_PERCENT).toBe(DEFAULT_VAT_RULE.ratePercent)
    expect(readEnv({}).VAT_ZERO_GROUND).toBe(DEFAULT_VAT_RULE.zeroGround)
    expect(readEnv({ VAT_RATE_PERCENT: '17.5', VAT_ZERO_GROUND: 'zero-rated' })).toMatchObject({
      VAT_RATE_PERCENT: 17.5,
      VAT_ZERO_GROUND: 'zero-rated',
    })
    for (const bad of ['twenty', '-5', '120', '17.555'])
      expect(() => readEnv({ VAT_RATE_PERCENT: bad }), bad).toThrow(/VAT_RATE_PERCENT/)
    expect(() => readEnv({ VAT_ZERO_GROUND: 'outside the scope' })).toThrow(/VAT_ZERO_GROUND/)
  })

  it('the browser is told it with GET /vat, a public answer', async () => {
    expect((await call(taxed, 'GET', '/vat', null)).json()).toEqual({ rate_percent: 20, zero_ground: 'exempt' })
    expect((await call(zeroRated, 'GET', '/vat', null)).json()).toEqual({ rate_percent: 0, zero_ground: 'zero-rated' })
    expect((await call(exempt, 'GET', '/vat', null)).headers['cache-control']).toMatch(/^public/)
  })
})

describe('the browser never works out a total other than the one the server charges', () => {
  it('at 20 %, with and without a coupon, the cart total the browser shows is the amount charged', async () => {
    const buyer = await newBuyer()
    const rule = await learnedRule(taxed)
    const carts = [
      { items: [await cartItem(taxed, online[0]!, 1)], coupon: null },
      { items: [await cartItem(taxed, online[0]!, 3), await cartItem(taxed, online[1]!, 1)], coupon: 'CARE10' },
    ]
    for (const { items, coupon } of carts) {
      const { totals, intent, refused } = await payCart(taxed, buyer.token, items, coupon, rule)
      expect(refused).toBeNull()
      expect(totals.vatPence).toBeGreaterThan(0)
      expect(totals.vatPence).toBe(Math.round((totals.subtotalPence - totals.discountPence) * 0.2))
      const order = await recordCart(taxed, buyer.token, intent.paymentIntentId, items)
      expect(toPence(order.total)).toBe(totals.totalPence)
      expect(toPence(order.vat)).toBe(totals.vatPence)
      expect(order.vat_rule).toEqual({ ratePercent: 20, zeroGround: 'exempt' })
    }
  })

  it('a browser still holding another rate is refused with the server’s total and rate, and then pays that', async () => {
    const buyer = await newBuyer()
    const items = [await cartItem(taxed, online[1]!, 2)]
    const { totals, refused } = await payCart(taxed, buyer.token, items, 'CARE10', at(0))
    expect(refused).not.toBeNull()
    expect(refused?.vat).toEqual({ ratePercent: 20, zeroGround: 'exempt' })
    expect(totals.totalPence).toBe(refused?.amount)
  })

  it('a booking: the price per delegate × delegates plus VAT, as the booking page works it out', async () => {
    const buyer = await newBuyer()
    const { bookingId, refused } = await payBooking(taxed, buyer.token, 3, await learnedRule(taxed))
    expect(refused).toBe(false)
    const [row] = await taxed.db.select().from(bookings).where(eq(bookings.id, bookingId))
    const expected = bookingTotals(inhouse.pricePence, 3, { ratePercent: 20, zeroGround: 'exempt' })
    expect(row).toMatchObject({ amountPence: expected.totalPence, vatPence: expected.vatPence, vatRatePercent: 20 })

    // A stale rate is refused with the server's total and rate, as in the cart.
    expect((await payBooking(taxed, buyer.token, 2, at(0))).refused).toBe(true)
  })
})

/** Books the in-house course for `delegates` as the booking pages do, paying the total worked out with `rule`. */
async function payBooking(t: TestApp, token: string, delegates: number, rule: VatRule) {
  const started = await call(t, 'POST', '/inhouse/save-basic-info', token, {
    name: 'Grace Okafor',
    email: 'grace@example.com',
    address: '12 Mill Road, Leeds',
    postal_code: 'LS1 4AB',
    training_date: '2031-03-14',
    no_of_users: delegates,
    course_id: inhouse.id,
  })
  expect(started.statusCode).toBe(200)
  const key = bookingCalls.saveBasicInfo.response.parse(started.json()).token_unique_key
  const question_answer = writeAnswers(inhouse.questions.map((question) => ({ question, answer: 'Yes' as const })))
  expect(
    (await call(t, 'POST', '/inhouse/save-question-answer', token, { token_unique_key: key, question_answer }))
      .statusCode,
  ).toBe(200)
  const { course } = courseDetailResponse.parse((await call(t, 'GET', `/course/${inhouse.id}`, null)).json())
  const open = (amount: number) =>
    call(t, 'POST', '/inhouse/create-payment-intent', token, { token_unique_key: key, amount, currency: 'GBP' })
  let amount = bookingTotals(toPence(course.price), delegates, rule).totalPence
  let opened = await open(amount)
  const refused = opened.statusCode === 409
  if (refused) {
    const body = opened.json() as { amount: number; vat: unknown }
    amount = bookingTotals(toPence(course.price), delegates, vatRuleResponse.parse(body.vat)).totalPence
    expect(amount).toBe(body.amount)
    opened = await open(amount)
  }
  expect(opened.statusCode).toBe(200)
  const intent = paymentIntentResponse.parse(opened.json())
  expect(intent.amount).toBe(amount)
  await confirmCard(t, intent.clientSecret)
  const paid = await call(t, 'POST', '/inhouse/payment-success', token, {
    token_unique_key: key,
    transaction_id: intent.paymentIntentId,
    amount: 0,
  })
  expect(paid.statusCode).toBe(200)
  return { bookingId: paid.json().booking_id as number, refused }
}

describe('documents print the VAT charged, and at 0 % its ground', () => {
  it('at 20 %: the rate, the VAT, the total excluding VAT under a discount, and the rate of every line', async () => {
    const buyer = await newBuyer()
    const items = [await cartItem(taxed, online[0]!, 2)]
    const { totals, intent } = await payCart(taxed, buyer.token, items, 'CARE10', await learnedRule(taxed))
    const order = await recordCart(taxed, buyer.token, intent.paymentIntentId, items)
    const text = await documentText(taxed, 'orders', order.id, buyer.token)
    const gbp = (pence: number) => `£${(pence / 100).toFixed(2)}`
    expect(text).toContain(`Total excluding VAT ${gbp(totals.subtotalPence - totals.discountPence)}`)
    expect(text).toContain(`VAT (20%) ${gbp(totals.vatPence)}`)
    expect(text).toContain(`Total paid ${gbp(totals.totalPence)}`)
    expect(text).toContain('VAT is charged at 20% on every line.')

    const { bookingId } = await payBooking(taxed, buyer.token, 2, await learnedRule(taxed))
    const booked = bookingTotals(inhouse.pricePence, 2, { ratePercent: 20, zeroGround: 'exempt' })
    const bookingText = await documentText(taxed, 'bookings', bookingId, buyer.token)
    // The line and the subtotal are without VAT; the VAT is added under them.
    expect(bookingText).toContain(`2 ${gbp(inhouse.pricePence)} ${gbp(booked.subtotalPence)}`)
    expect(bookingText).toContain(`Subtotal ${gbp(booked.subtotalPence)}`)
    expect(bookingText).toContain(`VAT (20%) ${gbp(booked.vatPence)}`)
    expect(bookingText).toContain(`Total paid ${gbp(booked.totalPence)}`)
  })

  it('at 0 %: "VAT exempt" or "Zero-rated", as the setting says', async () => {
    for (const [t, words] of [
      [exempt, 'VAT exempt: no VAT is payable on these courses, which are exempt from VAT (0%).'],
      [zeroRated, 'Zero-rated: these courses are zero-rated for VAT, so no VAT is payable (0%).'],
    ] as const) {
      const buyer = await newBuyer()
      const items = [await cartItem(t, online[0]!, 1)]
      const { intent } = await payCart(t, buyer.token, items, null, await learnedRule(t))
      const order = await recordCart(t, buyer.token, intent.paymentIntentId, items)
      const text = await documentText(t, 'orders', order.id, buyer.token)
      expect(text).toContain('VAT (0%) £0.00')
      expect(text).toContain(words)
    }
  })

  it('a payment keeps the VAT it was priced with, though the setting changes before it is recorded', async () => {
    const buyer = await newBuyer('individual')
    const items = [await cartItem(taxed, online[1]!, 1)]
    const { totals, intent } = await payCart(taxed, buyer.token, items, null, await learnedRule(taxed))
    // Recorded by the server now at 0 %, zero-rated (say, after a restart with the new setting).
    const order = await recordCart(zeroRated, buyer.token, intent.paymentIntentId, items)
    const [row] = await taxed.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ vatPence: totals.vatPence, vatRatePercent: 20, totalPence: totals.totalPence })
    expect(await documentText(zeroRated, 'orders', order.id, buyer.token)).toContain(
      `VAT (20%) £${(totals.vatPence / 100).toFixed(2)}`,
    )
  })
})
