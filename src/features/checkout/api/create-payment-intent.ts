import type { z } from 'zod'
import { checkoutCalls, type createPaymentIntentRequest } from '../../../api/contract/checkout'
import { callApi } from '../../../lib/api-client'

export type CreatePaymentIntentBody = z.input<typeof createPaymentIntentRequest>

/** POST /create-payment-intent: the server prices the cart itself and answers 409 when our amount differs. */
export function createPaymentIntent(body: CreatePaymentIntentBody) {
  return callApi(checkoutCalls.createPaymentIntent, { body })
}
