/**
 * The checkout's user-facing messages and its one limit, kept apart from the schemas so that pages
 * using them (the cart) do not load zod for them.
 */

/** How many of one course an order may hold: the cart's quantity control stops there, the server refuses more. */
export const MAX_QUANTITY_PER_COURSE = 100

/** docs/product-rules.md §8 coupon messages, word for word (plus the re-check of §4). */
export const COUPON_MESSAGES = {
  applied: 'Coupon applied successfully.',
  noDiscount: 'Coupon applied, but no discount.',
  invalid: 'Invalid or expired coupon.',
  failed: 'Failed to apply coupon. Try again.',
  noLongerValid: 'Coupon is no longer valid.',
} as const

/** docs/product-rules.md §5 and §8 payment messages, word for word. */
export const PAYMENT_MESSAGES = {
  incompleteCard: 'Please enter complete card details.',
  stripeNotLoaded: 'Stripe has not loaded yet.',
  failed: (reason: string) => `Payment failed: ${reason}`,
  notCompleted: 'Payment was not completed.',
  error: (message: string) => `Error: ${message}`,
  noClientSecret: 'Failed to receive client secret.',
  emptyCart: 'Your cart is empty.',
  cartRestricted: 'Access to cart is restricted.',
} as const
