import { z } from 'zod'
import { emailAddress, endpoint, id, messageResponse, oneLineText, phoneNumber } from './common'
import { isCompleteCardNumber } from './card-number'
import { MAX_QUANTITY_PER_COURSE } from './checkout-messages'
import { isVatRate, VAT_ZERO_GROUNDS, type VatRule } from '../rules/vat'

/**
 * The VAT the server charges (GET /vat, and beside a 409's new total): the browser works out the
 * totals it shows and sends with it, the same way the server does (src/shared/rules/totals.ts).
 */
export const vatRuleResponse = z
  .object({ rate_percent: z.number().refine(isVatRate), zero_ground: z.enum(VAT_ZERO_GROUNDS) })
  .transform((value): VatRule => ({ ratePercent: value.rate_percent, zeroGround: value.zero_ground }))

/** A VAT rule as the server sends it. */
export const vatRuleBody = (vat: VatRule): z.input<typeof vatRuleResponse> => ({
  rate_percent: vat.ratePercent,
  zero_ground: vat.zeroGround,
})

/** A cart line as the browser keeps it (docs/product-rules.md §3). The server trusts only `id` and `quantity`. */
export const cartItem = z.object({
  id,
  image: z.string().max(500).default(''),
  name: z.string().max(300),
  price: z.number().nonnegative(),
  quantity: z.number().int().min(1).max(MAX_QUANTITY_PER_COURSE),
})
export type CartItem = z.infer<typeof cartItem>

/** Pounds with at most two decimals, as the coupon call sends them. */
const pounds = z.number().nonnegative().max(1_000_000)

export const applyCouponRequest = z.object({
  code: oneLineText('Coupon code', 40, { optional: true }).min(1, 'Enter a coupon code.'),
  course_price: pounds,
})

export const applyCouponResponse = z.object({
  success: z.boolean(),
  final_price: z.number(),
  discount: z.number().optional(),
  message: z.string().optional(),
})

const billing = {
  uid: id,
  name: oneLineText('Name', 120),
  email: emailAddress,
  phone: phoneNumber,
  address: oneLineText('Address', 500),
  cart: z.array(cartItem).min(1, 'Your cart is empty.').max(100),
  /** Pounds, as the client computed it; the server recomputes it. */
  discount: z.number().nonnegative().default(0),
  coupon_code: oneLineText('Coupon code', 40, { optional: true }).nullish(),
}

export const createPaymentIntentRequest = z.object({
  /** Pence, as the client computed it; a mismatch with the server's figure gets 409. */
  amount: z.number().int().nonnegative(),
  currency: z.literal('gbp'),
  ...billing,
})

export const paymentIntentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** Pence, as the server computed it. */
  amount: z.number().int(),
  /** `stripe` or `sandbox`: which provider confirms the card. */
  provider: z.enum(['stripe', 'sandbox']),
})
export type PaymentIntent = z.infer<typeof paymentIntentResponse>

export const paymentSuccessRequest = z.object({
  amount: z.number().int().nonnegative(),
  payment_intent_id: z.string().min(1).max(200),
  ...billing,
})

export const orderLine = z.object({ course_id: id, name: z.string(), price: z.number(), quantity: z.number().int() })
export const order = z.object({
  id,
  number: z.string(),
  total: z.number(),
  discount: z.number(),
  /** Pounds, as charged (docs/product-rules.md §9). */
  vat: z.number(),
  /** The rate it was charged at, and at 0 % its ground. */
  vat_rule: vatRuleResponse,
  coupon_code: z.string().nullish(),
  created_at: z.string(),
  lines: z.array(orderLine),
})
export type Order = z.infer<typeof order>

/** The 409 body when the client's amount differs: the server's total and its current prices. */
export const amountMismatch = z.object({
  message: z.string(),
  amount: z.number().int(),
  /** The VAT the amount was worked out with, when the server says (a new rate is a changed total too). */
  vat: vatRuleResponse.optional(),
  cart: z.array(z.object({ id, name: z.string(), price: z.number().nonnegative() })).default([]),
})
export type AmountMismatch = z.infer<typeof amountMismatch>

/** The sandbox provider's card confirmation, standing in for Stripe.js when no keys are set. */
export const sandboxConfirmRequest = z.object({
  client_secret: z.string().min(1).max(300),
  card_number: z.string().refine(isCompleteCardNumber, 'Please enter complete card details.'),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'Please enter complete card details.'),
  /** Set when the user approves the extra authentication step (card 4000 0027 6000 3184). */
  authenticated: z.boolean().default(false),
})

export const sandboxConfirmResponse = z.object({
  status: z.enum(['succeeded', 'requires_action', 'failed']),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
})

export const checkoutCalls = {
  applyCoupon: endpoint({
    method: 'POST',
    path: '/apply-coupon',
    auth: 'required',
    body: applyCouponRequest,
    response: applyCouponResponse,
  }),
  createPaymentIntent: endpoint({
    method: 'POST',
    path: '/create-payment-intent',
    auth: 'required',
    body: createPaymentIntentRequest,
    response: paymentIntentResponse,
  }),
  paymentSuccess: endpoint({
    method: 'POST',
    path: '/payment-success',
    auth: 'required',
    body: paymentSuccessRequest,
    response: messageResponse.extend({ order }),
  }),
  myOrders: endpoint({
    method: 'GET',
    path: '/my/orders',
    auth: 'required',
    response: z.object({ data: z.array(order) }),
  }),
  vatRule: endpoint({ method: 'GET', path: '/vat', response: vatRuleResponse }),
  sandboxConfirm: endpoint({
    method: 'POST',
    path: '/sandbox/confirm',
    body: sandboxConfirmRequest,
    response: sandboxConfirmResponse,
  }),
} as const
