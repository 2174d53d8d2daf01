import type { CartItem } from '../../../shared/contract/checkout'
import { toPence } from '../../../shared/money'
import type { AppliedCoupon } from './coupon-storage'

/** Money is added up in integer pence: 0.1 + 0.2 pounds is never 0.30000000000000004 here. */
export function lineTotalPence(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return toPence(item.price) * item.quantity
}

export function subtotalPence(items: readonly Pick<CartItem, 'price' | 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + lineTotalPence(item), 0)
}

export interface CartTotals {
  subtotalPence: number
  /** The applied coupon's discount, once it has been checked against this subtotal; else 0. */
  discountPence: number
  /** docs/product-rules.md §9: VAT is shown as a fixed £0.00. */
  vatPence: 0
  totalPence: number
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

/** Subtotal, discount, VAT and total of a cart with an optional applied coupon. */
export function cartTotals(
  items: readonly Pick<CartItem, 'price' | 'quantity'>[],
  coupon: AppliedCoupon | null,
): CartTotals {
  const subtotal = subtotalPence(items)
  const pending = couponNeedsRecheck(coupon, subtotal)
  const discount = coupon && !pending ? Math.min(toPence(coupon.discount), subtotal) : 0
  return {
    subtotalPence: subtotal,
    discountPence: discount,
    vatPence: 0,
    totalPence: subtotal - discount,
    couponCode: coupon && !pending ? coupon.code : null,
    couponPending: pending,
  }
}
