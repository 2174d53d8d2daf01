import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client'
import { coupons, courses } from '../db/schema'
import { MAX_QUANTITY_PER_COURSE } from '../../src/shared/contract/checkout-messages'
import { HttpError } from '../lib/http-error'
import { couponDiscountPence, orderTotals, subtotalPence, type OrderTotals } from '../../src/shared/rules/totals'
import type { VatRule } from '../../src/shared/rules/vat'

export type CouponRow = typeof coupons.$inferSelect

export async function findCoupon(db: Database, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()))
  return row
}

export interface PricedCart extends OrderTotals {
  lines: { courseId: number; name: string; unitPricePence: number; quantity: number }[]
  couponCode: string | null
  /** The VAT it was priced with. */
  vat: VatRule
}

/**
 * Prices a cart from the server's own course prices: only course ids and quantities are taken
 * from the client. An unusable coupon is refused rather than silently dropped.
 */
export async function priceCart(
  db: Database,
  cart: { id: number; quantity: number }[],
  couponCode: string | null | undefined,
  vat: VatRule,
  now = new Date(),
): Promise<PricedCart> {
  const quantities = new Map<number, number>()
  for (const line of cart) quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity)
  // The browser's cart keeps one line per course; lines repeated by hand keep the same limit.
  if ([...quantities.values()].some((quantity) => quantity > MAX_QUANTITY_PER_COURSE))
    throw new HttpError(422, `A course can be bought at most ${MAX_QUANTITY_PER_COURSE} times in one order.`)
  const ids = [...quantities.keys()]
  const rows = ids.length
    ? await db
        .select({ id: courses.id, name: courses.name, pricePence: courses.pricePence, courseFor: courses.courseFor })
        .from(courses)
        .where(inArray(courses.id, ids))
    : []
  if (rows.length !== ids.length) throw new HttpError(422, 'A course in your cart is no longer available.')
  // In-house and group courses are booked for a team (Book Now), never sold through the cart.
  if (rows.some((row) => row.courseFor !== 'online'))
    throw new HttpError(422, 'A course in your cart can only be booked with Book Now.')

  const lines = rows.map((row) => ({
    courseId: row.id,
    name: row.name,
    unitPricePence: row.pricePence,
    quantity: quantities.get(row.id) ?? 1,
  }))
  const priced = toPricedLines(lines)

  let discountPence = 0
  let appliedCode: string | null = null
  if (couponCode && couponCode.trim() !== '') {
    const coupon = await findCoupon(db, couponCode)
    const discount = coupon ? couponDiscountPence(coupon, subtotalPence(priced), now) : null
    if (!coupon || discount === null)
      throw new HttpError(422, 'Coupon is no longer valid.', { coupon_code: ['Coupon is no longer valid.'] })
    discountPence = discount
    appliedCode = coupon.code
  }
  return { lines, ...orderTotals(priced, discountPence, vat), couponCode: appliedCode, vat }
}

/** An order's or an intent's lines as src/shared/rules/totals.ts adds them up. */
export const toPricedLines = (lines: readonly { unitPricePence: number; quantity: number }[]) =>
  lines.map((line) => ({ unitPence: line.unitPricePence, quantity: line.quantity }))
