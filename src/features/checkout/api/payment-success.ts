import type { z } from 'zod'
import type { Order, paymentSuccessRequest } from '../../../shared/contract/checkout'
import { callApi, isApiError } from '../../../lib/api-client'

export type PaymentSuccessBody = z.input<typeof paymentSuccessRequest>

const RETRY_DELAYS_MS = [1000, 3000]

/** Worth asking again: the server did not answer, or failed on its side. */
const transient = (error: unknown) =>
  isApiError(error) && (error.noAnswer || (error.kind === 'http' && (error.status ?? 0) >= 500))

/**
 * POST /payment-success after the card was charged. The server records one order per intent
 * however often it is called, so a lost answer is simply asked for again.
 */
export async function recordPayment(
  body: PaymentSuccessBody,
  delays: readonly number[] = RETRY_DELAYS_MS,
): Promise<Order> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await callApi('checkout.paymentSuccess', { body })).order
    } catch (error) {
      const delay = delays[attempt]
      if (delay === undefined || !transient(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}
