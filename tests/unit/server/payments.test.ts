import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coupons, courses, paymentIntents, users } from '../../../server/db/schema'
import { openIntent, requireSucceededIntent } from '../../../server/payments/payments'
import { priceCart } from '../../../server/payments/pricing'
import { sandboxCardOutcome, sandboxProvider } from '../../../server/payments/sandbox'
import { couponDiscountPence } from '@/shared/rules/totals'
import type { VatRule } from '@/shared/rules/vat'
import { createTestApp } from '../../helpers/test-app'

/** docs/product-rules.md §9: no VAT is charged. */
const NO_VAT: VatRule = { ratePercent: 0, zeroGround: 'exempt' }

let t: Awaited<ReturnType<typeof createTestApp>>
let userId: number
let course: { id: number; pricePence: number }

beforeAll(async () => {
  t = await createTestApp()
  const [user] = await t.db
    .insert(users)
    .values({ name: 'Pay Tester', email: 'pay-tester@example.com', role: 'individual', passwordHash: 'x' })
    .returning({ id: users.id })
  userId = user!.id
  const [first] = await t.db.select({ id: courses.id, pricePence: courses.pricePence }).from(courses).limit(1)
  course = first!
  await t.db
    .insert(coupons)
    .values([
      { code: 'T10', kind: 'percent', value: 10 },
      { code: 'T5MIN20', kind: 'fixed', value: 500, minSpendPence: 2000 },
      { code: 'TOLD', kind: 'percent', value: 20, expiresAt: new Date('2020-01-01') },
    ])
    .onConflictDoNothing()
})
afterAll(() => t.close())

describe('sandbox cards behave like Stripe test cards', () => {
  const card = (number: string, extra: Partial<Parameters<typeof sandboxCardOutcome>[0]> = {}) =>
    sandboxCardOutcome({ number, expMonth: 12, expYear: 2099, authenticated: false, ...extra })

  it('4242 4242 4242 4242 succeeds', () => expect(card('4242424242424242').status).toBe('succeeded'))
  it('4000 0000 0000 0002 is declined', () => expect(card('4000000000000002').error?.code).toBe('card_declined'))
  it('4000 0000 0000 9995 has insufficient funds', () =>
    expect(card('4000000000009995').error?.code).toBe('insufficient_funds'))
  it('4000 0027 6000 3184 needs authentication, then succeeds', () => {
    expect(card('4000002760003184').status).toBe('requires_action')
    expect(card('4000002760003184', { authenticated: true }).status).toBe('succeeded')
  })
  it('a number failing the Luhn check is incorrect', () =>
    expect(card('4242424242424241').error?.code).toBe('incorrect_number'))
  it('an expired card is refused', () =>
    expect(card('4242424242424242', { expYear: 2024, expMonth: 1, now: new Date('2026-11-22') }).error?.code).toBe(
      'expired_card',
    ))
})

describe('pricing in pence from the server’s own prices', () => {
  it('percent and fixed coupons, minimum spend and expiry', () => {
    const base = { minSpendPence: 0, expiresAt: null }
    expect(couponDiscountPence({ kind: 'percent', value: 10, ...base }, 4999)).toBe(500)
    expect(couponDiscountPence({ kind: 'fixed', value: 500, ...base, minSpendPence: 2000 }, 1999)).toBeNull()
    expect(couponDiscountPence({ kind: 'fixed', value: 500, ...base, minSpendPence: 2000 }, 2000)).toBe(500)
    expect(couponDiscountPence({ kind: 'fixed', value: 500, ...base }, 300)).toBe(300)
    expect(
      couponDiscountPence({ kind: 'percent', value: 20, minSpendPence: 0, expiresAt: new Date('2020-01-01') }, 5000),
    ).toBeNull()
  })

  it('prices a cart from ids and quantities, merging repeated lines', async () => {
    const priced = await priceCart(
      t.db,
      [
        { id: course.id, quantity: 2 },
        { id: course.id, quantity: 1 },
      ],
      't10',
      NO_VAT,
    )
    expect(priced.lines).toEqual([
      expect.objectContaining({ courseId: course.id, quantity: 3, unitPricePence: course.pricePence }),
    ])
    expect(priced.subtotalPence).toBe(course.pricePence * 3)
    expect(priced.discountPence).toBe(Math.round((course.pricePence * 3) / 10))
    expect(priced.totalPence).toBe(priced.subtotalPence - priced.discountPence)
    expect(priced.couponCode).toBe('T10')
  })

  it('refuses an unknown course and an unusable coupon', async () => {
    await expect(priceCart(t.db, [{ id: 999999, quantity: 1 }], null, NO_VAT)).rejects.toMatchObject({
      statusCode: 422,
    })
    await expect(priceCart(t.db, [{ id: course.id, quantity: 1 }], 'TOLD', NO_VAT)).rejects.toMatchObject({
      statusCode: 422,
      message: 'Coupon is no longer valid.',
    })
  })
})

describe('payment intents', () => {
  const provider = () => sandboxProvider(t.db)

  it('the same checkout opened twice at once gets one intent', async () => {
    const input = { userId, purpose: 'cart' as const, amountPence: 4200, details: { lines: [[course.id, 1]] } }
    const [a, b] = await Promise.all([openIntent(t.db, provider(), input), openIntent(t.db, provider(), input)])
    expect(a.id).toBe(b.id)
    const rows = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, a.id))
    expect(rows).toHaveLength(1)
  })

  it('an unpaid intent is not accepted as paid; a paid one is, and the same purchase later gets a new intent', async () => {
    const input = { userId, purpose: 'cart' as const, amountPence: 1234, details: { lines: [[course.id, 2]] } }
    const intent = await openIntent(t.db, provider(), input)
    await expect(
      requireSucceededIntent(t.db, provider(), { intentId: intent.id, userId, purpose: 'cart' }),
    ).rejects.toMatchObject({
      statusCode: 402,
      message: 'Payment was not completed.',
    })
    await t.db.update(paymentIntents).set({ status: 'succeeded' }).where(eq(paymentIntents.id, intent.id))
    await expect(
      requireSucceededIntent(t.db, provider(), { intentId: intent.id, userId, purpose: 'cart' }),
    ).resolves.toMatchObject({ id: intent.id })
    const again = await openIntent(t.db, provider(), input)
    expect(again.id).not.toBe(intent.id)
  })

  it('another user cannot claim an intent', async () => {
    const intent = await openIntent(t.db, provider(), { userId, purpose: 'cart', amountPence: 999, details: { x: 1 } })
    await expect(
      requireSucceededIntent(t.db, provider(), { intentId: intent.id, userId: userId + 1000, purpose: 'cart' }),
    ).rejects.toMatchObject({
      statusCode: 404,
    })
  })
})
