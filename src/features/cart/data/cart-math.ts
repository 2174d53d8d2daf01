import type { CartItem } from '@/shared/contract/checkout'
import { toPence } from '@/shared/money'
import {
  lineTotalPence as poundsLineTotal,
  orderTotals,
  poundsLine,
  subtotalPence as pricedSubtotal,
  type OrderTotals,
} from '@/shared/rules/totals'
import type { VatRule } from '@/shared/rules/vat'
import type { AppliedCoupon } from './coupon-storage'

type PricedItem = Pick<CartItem, 'price' | 'quantity'>

export function lineTotalPence(item: PricedItem): number {
  return poundsLineTotal(poundsLine(item))
}

export function subtotalPence(items: readonly PricedItem[]): number {
  return pricedSubtotal(items.map(poundsLine))
}

export interface CartTotals extends OrderTotals {
  /** The coupon that the discount belongs to, or null. */
  couponCode: string | null
  /** True while an applied coupon waits for its re-check against a changed subtotal. */
  couponPending: boolean
}

/** The subtotal a coupon was last checked against (its final price plus its discount). */
export function couponCheckedSubtotalPence(coupon: AppliedCoupon): number {
  return toPence(coupon.finalPrice) + toPence(coupon.discount)
}

/** docs/product-rules.md §4: while a coupon is applied, any change of the cart total re-checks it. */
export function couponNeedsRecheck(coupon: AppliedCoupon | null, subtotal: number): boolean {
  return coupon !== null && couponCheckedSubtotalPence(coupon) !== subtotal
}

/**
 * Subtotal, discount, VAT and total of a cart with an optional applied coupon, worked out with the
 * server's VAT rule as the server works out what it charges.
 */
export function cartTotals(items: readonly PricedItem[], coupon: AppliedCoupon | null, vat: VatRule): CartTotals {
  const lines = items.map(poundsLine)
  const pending = couponNeedsRecheck(coupon, subtotalPence(items))
  const discount = coupon && !pending ? toPence(coupon.discount) : 0
  return {
    ...orderTotals(lines, discount, vat),
    couponCode: coupon && !pending ? coupon.code : null,
    couponPending: pending,
  }
}
