import { useEffect, useState } from 'react'
import { COUPON_MESSAGES } from '../../../shared/contract/checkout-messages'
import { applyCoupon, type CouponResult } from '../api/apply-coupon'
import { couponNeedsRecheck } from './cart-math'
import { clearAppliedCoupon, saveAppliedCoupon, useAppliedCoupon, type AppliedCoupon } from './coupon-storage'

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

/**
 * Keeps the applied coupon in step with the cart: whenever the subtotal differs from the one the
 * coupon was checked against, it is re-checked. Returns the message to show when it was removed.
 * `enabled` is false while logged out (the call needs a session) or before the cart has loaded.
 */
export function useCouponRecheck(
  subtotalPence: number | undefined,
  { enabled, online }: { enabled: boolean; online: boolean },
) {
  const coupon = useAppliedCoupon()
  const [message, setMessage] = useState<string | null>(null)
  const due = enabled && online && subtotalPence !== undefined && couponNeedsRecheck(coupon, subtotalPence)

  useEffect(() => {
    if (!due || !coupon || subtotalPence === undefined) return
    let current = true
    void recheckCoupon(coupon, subtotalPence).then((outcome) => {
      // An answer about a subtotal the cart no longer has is dropped; the newer check decides.
      if (!current) return
      settleRecheck(outcome)
      if (outcome.kind === 'removed') setMessage(outcome.message)
    })
    return () => {
      current = false
    }
  }, [due, coupon, subtotalPence])

  return { coupon, message, dismiss: () => setMessage(null) }
}
