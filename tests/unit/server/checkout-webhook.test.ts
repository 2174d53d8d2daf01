import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, paymentIntents, users, webhookEvents } from '../../../server/db/schema'
import type { Mail } from '../../../server/mail/mailer'
import { cartDetails } from '../../../server/payments/orders'
import type { VatRule } from '@/shared/rules/vat'
import { createTestApp, outboxSettled } from '../../helpers/test-app'
import { seededCourses, type SeededCourse } from './seeded-courses'

/** docs/product-rules.md §9: no VAT is charged. */
const NO_VAT: VatRule = { ratePercent: 0, zeroGround: 'exempt' }

const SECRET = 'whsec_test_secret_for_unit_tests'

let t: Awaited<ReturnType<typeof createTestApp>>
const sent: Mail[] = []
let userId: number
let course: SeededCourse

beforeAll(async () => {
  // A (fake) secret key switches the app to Stripe mode; these tests never reach Stripe's API.
  t = await createTestApp(
    { STRIPE_SECRET_KEY: 'sk_test_unit_never_used', STRIPE_WEBHOOK_SECRET: SECRET },
    { mailer: { send: async (mail) => void sent.push(mail) } },
  )
  const [user] = await t.db
    .insert(users)
    .values({ name: 'Webhook Buyer', email: 'webhook-buyer@example.com', role: 'individual', passwordHash: 'x' })
    .returning({ id: users.id })
  userId = user!.id
  const [row] = await seededCourses(t.db, 'online')
  course = row!
})
afterAll(() => t.close())

let intentCounter = 0
/** An open Stripe intent as create-payment-intent would have recorded it. */
async function openStripeIntent() {
  const id = `pi_test_${++intentCounter}_${Date.now()}`
  const amountPence = course.pricePence * 2
  await t.db.insert(paymentIntents).values({
    id,
    userId,
    purpose: 'cart',
    provider: 'stripe',
    amountPence,
    clientSecret: `${id}_secret_x`,
    idempotencyKey: `test:${id}`,
    details: cartDetails(
      {
        lines: [{ courseId: course.id, name: course.name, unitPricePence: course.pricePence, quantity: 2 }],
        subtotalPence: amountPence,
        discountPence: 0,
        vatPence: 0,
        totalPence: amountPence,
        couponCode: null,
        vat: NO_VAT,
      },
      { name: 'Webhook Buyer', email: 'webhook-buyer@example.com', phone: '7700900111', address: '2 Hook Lane' },
    ),
  })
  return { id, amountPence }
}

let eventCounter = 0
function succeededEvent(intent: { id: string; amountPence: number }, eventId = `evt_test_${++eventCounter}`) {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amountPence,
        currency: 'gbp',
        status: 'succeeded',
      },
    },
  })
}

const deliver = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
  })
const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, timestamp: options.timestamp })
const ordersFor = (intentId: string) => t.db.select().from(orders).where(eq(orders.paymentIntentId, intentId))

describe('POST /api/stripe/webhook', () => {
  it('a validly signed payment_intent.succeeded records the order once, even when redelivered', async () => {
    const intent = await openStripeIntent()
    const payload = succeededEvent(intent)
    await outboxSettled(t.db)
    const sentBefore = sent.length

    const res = await deliver(payload, sign(payload))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ received: true })
    const [order] = await ordersFor(intent.id)
    expect(order).toMatchObject({ userId, totalPence: intent.amountPence, email: 'webhook-buyer@example.com' })
    const [intentRow] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, intent.id))
    expect(intentRow!.status).toBe('succeeded')

    // The same event again is recognised by its id; a second event for the same intent finds the order.
    expect((await deliver(payload, sign(payload))).json()).toEqual({ received: true, duplicate: true })
    const other = succeededEvent(intent)
    expect((await deliver(other, sign(other))).statusCode).toBe(200)
    expect(await ordersFor(intent.id)).toHaveLength(1)
    await outboxSettled(t.db)
    expect(sent.length - sentBefore).toBe(1)
  })

  it('refuses a tampered body, a stale timestamp, a wrong secret and a missing signature', async () => {
    const intent = await openStripeIntent()
    const payload = succeededEvent(intent, 'evt_refused')
    const tampered = payload.replace(`"amount":${intent.amountPence}`, `"amount":${intent.amountPence + 1}`)
    expect(tampered).not.toBe(payload)

    const attempts = [
      await deliver(tampered, sign(payload)),
      // Stripe's tolerance is 5 minutes; ten minutes old is a replay.
      await deliver(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 })),
      await deliver(payload, sign(payload, { secret: 'whsec_someone_else' })),
      await deliver(payload),
    ]
    for (const res of attempts) expect(res.statusCode).toBe(400)
    expect(await ordersFor(intent.id)).toHaveLength(0)
    // Refused events are not remembered, so Stripe's genuine delivery still counts.
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_refused'))).toHaveLength(0)
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200)
    expect(await ordersFor(intent.id)).toHaveLength(1)
  })

  it('records nothing when the signed amount differs from the intent the server made', async () => {
    const intent = await openStripeIntent()
    const payload = succeededEvent({ id: intent.id, amountPence: intent.amountPence - 100 })
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200)
    expect(await ordersFor(intent.id)).toHaveLength(0)
  })

  it('ignores other event types and unknown intents', async () => {
    const intent = await openStripeIntent()
    const failed = JSON.stringify({
      id: 'evt_failed',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: { object: { id: intent.id } },
    })
    expect((await deliver(failed, sign(failed))).statusCode).toBe(200)
    const unknown = succeededEvent({ id: 'pi_not_ours', amountPence: 100 })
    expect((await deliver(unknown, sign(unknown))).statusCode).toBe(200)
    expect(await ordersFor(intent.id)).toHaveLength(0)
  })

  it('with Stripe keys the sandbox confirm route does not exist', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/sandbox/confirm', payload: {} })
    expect(res.statusCode).toBe(404)
  })
})
