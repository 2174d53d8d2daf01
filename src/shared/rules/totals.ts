import { toPence } from '../money'
import { vatPence, type VatRule } from './vat'

/**
 * Line, order and booking totals and a coupon's discount, in integer pence: the arithmetic the
 * cart, the checkout, the booking's payment step, the server's payment intents, its orders and the
 * invoices all share (docs/product-rules.md §9). No zod here: the client's start-up code imports it.
 */

export interface PricedLine {
  /** The price of one, in pence, without VAT. */
  unitPence: number
  quantity: number
}

/** Added up in integer pence: 0.1 + 0.2 pounds is never 0.30000000000000004 here. */
export function lineTotalPence(line: PricedLine): number {
  return line.unitPence * line.quantity
}

/** A line as the contract and the browser's cart carry it, its price in pounds. */
export function poundsLine(line: { price: number; quantity: number }): PricedLine {
  return { unitPence: toPence(line.price), quantity: line.quantity }
}

export function subtotalPence(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalPence(line), 0)
}

export interface OrderTotals {
  subtotalPence: number
  /** Never more than the subtotal. */
  discountPence: number
  vatPence: number
  /** What is charged: the subtotal less the discount, plus the VAT on that. */
  totalPence: number
}

/**
 * An order's totals from its lines, the discount of its coupon (already worked out against this
 * subtotal) and the VAT rule. Prices are without VAT; the discount comes off before the VAT, which
 * is charged on what is actually paid for the courses.
 */
export function orderTotals(lines: readonly PricedLine[], discountPence: number, rule: VatRule): OrderTotals {
  const subtotal = subtotalPence(lines)
  const discount = Math.min(discountPence, subtotal)
  const vat = vatPence(subtotal - discount, rule)
  return { subtotalPence: subtotal, discountPence: discount, vatPence: vat, totalPence: subtotal - discount + vat }
}

/** An in-house booking's totals: the course's price for each delegate (docs/product-rules.md §5), no coupon. */
export function bookingTotals(unitPricePence: number, delegates: number, rule: VatRule): OrderTotals {
  return orderTotals([{ unitPence: unitPricePence, quantity: delegates }], 0, rule)
}

/** What a coupon is, as far as its discount goes. */
export interface CouponTerms {
  kind: 'percent' | 'fixed'
  /** Percent (10 = 10 %) or pence off. */
  value: number
  minSpendPence: number
  expiresAt: Date | null
}

/**
 * A coupon's discount in pence on a subtotal (without VAT), or null when it does not apply
 * (expired, under the minimum spend). A percentage is rounded to the nearest penny.
 */
export function couponDiscountPence(coupon: CouponTerms, subtotal: number, now = new Date()): number | null {
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return null
  if (subtotal < coupon.minSpendPence) return null
  const discount = coupon.kind === 'percent' ? Math.round((subtotal * coupon.value) / 100) : coupon.value
  return Math.min(discount, subtotal)
}
