import type { z } from 'zod'
import type { Order, paymentSuccessRequest } from '@/shared/contract/checkout'
import { callApi } from '@/lib/api-client'

export type PaymentSuccessBody = z.input<typeof paymentSuccessRequest>

/**
 * POST /payment-success after the card was charged. The server records one order per intent
 * however often it is called; asking again while the answer is lost is the payment module's
 * (src/payment/data/confirm-payment.ts).
 */
export async function recordPayment(body: PaymentSuccessBody): Promise<Order> {
  return (await callApi('checkout.paymentSuccess', { body })).order
}
