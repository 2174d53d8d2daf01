import * as z from 'zod/mini'
import { readJson, sessionStore, writeItem } from '@/lib/local-storage'

/**
 * The billing details as typed, for this tab: a declined card sends the buyer to /failed, and
 * "Try again" must not make them type the address again. Card details are never kept.
 */
const KEY = 'checkoutBilling'

const draft = z.object({
  uid: z.number(),
  values: z.object({ name: z.string(), email: z.string(), phone: z.string(), address: z.string() }),
})
export type BillingDraft = z.infer<typeof draft>['values']

/** What this user typed last in this tab, or null (another user's draft is not theirs). */
export function readBillingDraft(uid: number): BillingDraft | null {
  const parsed = draft.safeParse(readJson(KEY, sessionStore))
  return parsed.success && parsed.data.uid === uid ? parsed.data.values : null
}

/**
 * Keeps the details as typed; null forgets them (the order is paid). Where storage is blocked or
 * full, the form still holds what was typed while the page is open.
 */
export function saveBillingDraft(uid: number, values: BillingDraft | null): void {
  writeItem(KEY, values ? JSON.stringify({ uid, values }) : null, sessionStore)
}
