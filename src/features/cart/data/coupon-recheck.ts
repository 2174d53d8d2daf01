import { COUPON_MESSAGES } from '@/shared/contract/checkout-messages'
import { applyCoupon, type CouponResult } from '../api/apply-coupon'
import { clearAppliedCoupon, saveAppliedCoupon, type AppliedCoupon } from './coupon-storage'

export type RecheckOutcome =
  { kind: 'kept'; coupon: AppliedCoupon } | { kind: 'removed'; message: string } | { kind: 'unreachable' }

/**
 * Asks the server again about an applied coupon against a new subtotal (docs/product-rules.md §4). A refusal
 * means removing it with 'Coupon is no longer valid.'; when the server cannot be reached the
 * coupon stays (the server re-checks it before any payment anyway) and is asked about again later.
 */
export async function recheckCoupon(
  coupon: AppliedCoupon,
  subtotalPence: number,
  apply: (input: { code: string; subtotalPence: number }) => Promise<CouponResult> = applyCoupon,
): Promise<RecheckOutcome> {
  let result: CouponResult
  try {
    result = await apply({ code: coupon.code, subtotalPence })
  } catch {
    return { kind: 'unreachable' }
  }
  return result.ok
    ? { kind: 'kept', coupon: result.coupon }
    : { kind: 'removed', message: COUPON_MESSAGES.noLongerValid }
}

/** Stores what a re-check decided. */
export function settleRecheck(outcome: RecheckOutcome): void {
  if (outcome.kind === 'kept') saveAppliedCoupon(outcome.coupon)
  else if (outcome.kind === 'removed') clearAppliedCoupon()
}
