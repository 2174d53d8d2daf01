import { useEffect, useState } from 'react'
import { couponNeedsRecheck } from '../data/cart-math'
import { recheckCoupon, settleRecheck } from '../data/coupon-recheck'
import { useAppliedCoupon } from '../data/coupon-storage'

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
