import { useSyncExternalStore } from 'react'
import { readItem, writeItem } from '@/lib/local-storage'
import { storageSubscription } from '@/lib/storage-subscription'

/** docs/product-rules.md §3 browser storage keys of the applied coupon. */
export const COUPON_KEYS = { code: 'appliedCoupon', discount: 'couponDiscount', finalPrice: 'finalPrice' } as const

export interface AppliedCoupon {
  code: string
  /** Pounds, as the server answered. */
  discount: number
  /** Pounds: the subtotal it was checked against minus the discount. */
  finalPrice: number
}

// useSyncExternalStore needs the same object while nothing changed.
let cache: { raw: string; coupon: AppliedCoupon | null } = { raw: '', coupon: null }

export function getAppliedCoupon(): AppliedCoupon | null {
  const raw = [readItem(COUPON_KEYS.code), readItem(COUPON_KEYS.discount), readItem(COUPON_KEYS.finalPrice)]
  const key = JSON.stringify(raw)
  if (key === cache.raw) return cache.coupon
  const [code, discount, finalPrice] = raw
  const coupon =
    code &&
    discount !== null &&
    finalPrice !== null &&
    Number.isFinite(Number(discount)) &&
    Number.isFinite(Number(finalPrice))
      ? { code, discount: Number(discount), finalPrice: Number(finalPrice) }
      : null
  cache = { raw: key, coupon }
  return coupon
}

const { notify, subscribe } = storageSubscription(Object.values(COUPON_KEYS))

export function saveAppliedCoupon(coupon: AppliedCoupon): void {
  writeItem(COUPON_KEYS.code, coupon.code)
  writeItem(COUPON_KEYS.discount, String(coupon.discount))
  writeItem(COUPON_KEYS.finalPrice, String(coupon.finalPrice))
  notify()
}

export function clearAppliedCoupon(): void {
  for (const key of Object.values(COUPON_KEYS)) writeItem(key, null)
  notify()
}

/** The applied coupon, live in this tab and others; null when none. */
export function useAppliedCoupon(): AppliedCoupon | null {
  return useSyncExternalStore(subscribe, getAppliedCoupon, () => null)
}
