import type { z } from 'zod'
import type { createPaymentIntentRequest } from '@/shared/contract/checkout'
import { callApi } from '@/lib/api-client'

export type CreatePaymentIntentBody = z.input<typeof createPaymentIntentRequest>

/** POST /create-payment-intent: the server prices the cart itself and answers 409 when our amount differs. */
export async function createPaymentIntent(body: CreatePaymentIntentBody) {
  return callApi('checkout.createPaymentIntent', { body })
}
