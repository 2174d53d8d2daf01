// Only for src/features/cart/api/apply-coupon.ts, which is being rewritten on another branch and so
// is not edited here: once that lands, point its import at ../data/coupon-storage and delete this file.
export type { AppliedCoupon } from '../data/coupon-storage'
