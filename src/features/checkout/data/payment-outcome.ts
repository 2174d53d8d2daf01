import type { AmountMismatch } from '@/shared/contract/checkout'
import { COUPON_MESSAGES, PAYMENT_MESSAGES } from '@/shared/contract/checkout-messages'
import { cardFailureMessage, type PaymentFailure } from '@/payment/data/payment-gateway'
import { isApiError } from '@/lib/api-client'

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Why /failed was opened (docs/product-rules.md §8 payment messages). */
    paymentMessage?: string
  }
}

/** What the payment page does about a failure: say it in place, go to /failed, or react to the server's answer. */
export type FailureAction =
  | { kind: 'show'; message: string }
  | { kind: 'redirect'; message: string }
  | { kind: 'prices-changed'; mismatch: AmountMismatch }
  | { kind: 'coupon-rejected'; message: string }

/**
 * docs/product-rules.md §8: 'Payment was not completed.' and 'Error: {message}' go to /failed. A declined card
 * ('Payment failed: {reason}') is said in place, as in the booking's payment: the card form and the
 * billing details stay, ready for another card.
 */
export async function failureAction(failure: PaymentFailure): Promise<FailureAction> {
  switch (failure.kind) {
    case 'intent-failed':
      return intentFailureAction(failure.error)
    case 'declined':
      return { kind: 'show', message: cardFailureMessage(failure) }
    default:
      return { kind: 'redirect', message: cardFailureMessage(failure) }
  }
}

async function intentFailureAction(error: unknown): Promise<FailureAction> {
  if (isApiError(error) && error.status === 409) {
    // The schema comes with the contract, which this module (start-up code) must not import; the
    // intent's own call has loaded it already, so this waits for nothing.
    const { amountMismatch } = await import('@/shared/contract/checkout')
    const mismatch = amountMismatch.safeParse(error.body)
    if (mismatch.success) return { kind: 'prices-changed', mismatch: mismatch.data }
  }
  if (isApiError(error) && error.status === 422 && error.fieldErrors.coupon_code) {
    return { kind: 'coupon-rejected', message: COUPON_MESSAGES.noLongerValid }
  }
  // The server's own words help (e.g. a course no longer sold); a lost answer needs none.
  const words = isApiError(error) ? error.userMessage : undefined
  const detail = words && words !== PAYMENT_MESSAGES.noClientSecret ? ` ${words}` : ''
  return { kind: 'show', message: `${PAYMENT_MESSAGES.noClientSecret}${detail}` }
}

/** After the card was charged, recording it failed: 402 means the server saw no payment. */
export function recordFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 402) return PAYMENT_MESSAGES.notCompleted
  return PAYMENT_MESSAGES.error(error instanceof Error ? error.message : 'Something went wrong.')
}
