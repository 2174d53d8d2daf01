import type { FastifyInstance } from 'fastify'
import { checkoutCalls, vatRuleBody } from '../../src/shared/contract/checkout'
import { route } from '../lib/route'
import { applyCoupon, confirmCartPayment, openCartPayment, type CheckoutDeps } from '../payments/checkout'
import { orderResponse } from '../payments/orders'

/** Guessing coupon codes should be slow; a person applies a handful. */
const COUPON_GUARD = { rateLimit: { max: 30, timeWindow: '1 minute' } }

/** POST /apply-coupon, /create-payment-intent and /payment-success, GET /vat (docs/product-rules.md §7; the README's "Payments and coupons"). */
export function checkoutRoutes(app: FastifyInstance, deps: CheckoutDeps): void {
  route(app, checkoutCalls.applyCoupon, async ({ body, user }) => applyCoupon(deps.db, user, body), {
    config: COUPON_GUARD,
  })

  route(app, checkoutCalls.createPaymentIntent, async ({ body, user }) => {
    const intent = await openCartPayment(deps, user, body)
    return {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      amount: intent.amountPence,
      provider: intent.provider,
    }
  })

  route(app, checkoutCalls.vatRule, async () => vatRuleBody(deps.vat))

  route(app, checkoutCalls.paymentSuccess, async ({ body, user }) => {
    const recorded = await confirmCartPayment(deps, user, body.payment_intent_id)
    return { success: true, message: 'Payment recorded.', order: orderResponse(recorded) }
  })
}
