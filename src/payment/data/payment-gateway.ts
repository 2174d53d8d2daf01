import { type PaymentIntent } from '@/shared/contract/checkout'
import { PAYMENT_MESSAGES } from '@/shared/contract/checkout-messages'

/**
 * One card-payment interface for the cart checkout and the in-house booking, behind which sit
 * Stripe Elements (when VITE_STRIPE_PUBLISHABLE_KEY is set) or the sandbox card form.
 *
 * The shared component `card-payment.tsx` exports:
 *
 *   <CardPayment
 *     amountPence={…}                    // shown as "Pay £X"
 *     billing={{ name, email, phone, address }}
 *     checkDetails={() => Promise<boolean>}  // optional: the feature's own fields, checked with the card
 *     createIntent={() => Promise<PaymentIntent>}   // the feature's server call
 *     onSucceeded={(intent) => …}        // the feature records the payment (payment-success) and navigates
 *     onFailed={(failure) => …}          // the feature shows its spec message / navigates to /failed
 *     disabled={…}
 *   />
 *
 * It owns: waiting for a connection while offline (keeping what was typed and continuing by
 * itself when back online), loading Stripe.js only when needed and online, card entry, the
 * card-completeness check ('Please enter complete card details.'), 'Stripe has not loaded yet.',
 * the extra authentication step (sandbox: a dialog; Stripe: its own), and a Pay button that
 * cannot be pressed twice.
 */
export type PaymentFailure =
  /** The card was refused: 'Payment failed: {reason}' (in place, or on /failed as the cart checkout does). */
  | { kind: 'declined'; reason: string }
  /** The provider finished without success (e.g. authentication abandoned): 'Payment was not completed.'. */
  | { kind: 'not-completed' }
  /** Creating the intent failed or returned no client secret: the feature's own message. */
  | { kind: 'intent-failed'; error: unknown }
  /** Anything else thrown on the way: 'Error: {message}'. */
  | { kind: 'error'; message: string }

/** docs/product-rules.md §8's message for a card payment that did not go through (a failed intent is each feature's own). */
export function cardFailureMessage(failure: Exclude<PaymentFailure, { kind: 'intent-failed' }>): string {
  switch (failure.kind) {
    case 'declined':
      return PAYMENT_MESSAGES.failed(failure.reason)
    case 'not-completed':
      return PAYMENT_MESSAGES.notCompleted
    case 'error':
      return PAYMENT_MESSAGES.error(failure.message)
  }
}

export type CardConfirmation = { status: 'succeeded' } | { status: 'failed'; failure: PaymentFailure }

export interface Billing {
  name: string
  email: string
  phone?: string
  address?: string
}

export type { PaymentIntent }

/** The props of `<CardPayment>` (card-payment.tsx), as described above. */
export interface CardPaymentProps {
  /** Integer pence; the button reads "Pay £X". */
  amountPence: number
  billing: Billing
  /**
   * The feature's own fields (the checkout's billing details), checked on Pay together with the
   * card, so that every missing field is said at once; false stops the payment, and the feature's
   * form shows its messages.
   */
  checkDetails?: () => Promise<boolean>
  /** The feature's server call; a rejection is reported as `{ kind: 'intent-failed', error }`. */
  createIntent: () => Promise<PaymentIntent>
  /** The card was charged: record it (payment-success) and navigate. The Pay button stays disabled. */
  onSucceeded: (intent: PaymentIntent) => void | Promise<void>
  onFailed: (failure: PaymentFailure) => void
  disabled?: boolean
}
