import { useMutation } from '@tanstack/react-query'
import { COUPON_MESSAGES } from '@/shared/contract/checkout-messages'
import { callApi } from '@/lib/api-client'
import { fromPence, toPence } from '@/shared/money'
import type { AppliedCoupon } from '../data/coupon-storage'

export type CouponResult = { ok: true; coupon: AppliedCoupon; message: string } | { ok: false; message: string }

/**
 * POST /apply-coupon (bearer token) for a subtotal in pence. Answers with the spec's messages:
 * the server's refusal is 'Invalid or expired coupon.'; any failure to get an answer is
 * 'Failed to apply coupon. Try again.' (thrown, so callers can tell the two apart).
 */
export async function applyCoupon({
  code,
  subtotalPence,
}: {
  code: string
  subtotalPence: number
}): Promise<CouponResult> {
  const response = await callApi('checkout.applyCoupon', { body: { code, course_price: fromPence(subtotalPence) } })
  if (!response.success) return { ok: false, message: COUPON_MESSAGES.invalid }
  const finalPence = toPence(response.final_price)
  const discountPence = response.discount !== undefined ? toPence(response.discount) : subtotalPence - finalPence
  return {
    ok: true,
    coupon: { code: code.trim().toUpperCase(), discount: fromPence(discountPence), finalPrice: fromPence(finalPence) },
    message: discountPence > 0 ? COUPON_MESSAGES.applied : COUPON_MESSAGES.noDiscount,
  }
}

export function useApplyCoupon() {
  return useMutation({ mutationFn: applyCoupon })
}
