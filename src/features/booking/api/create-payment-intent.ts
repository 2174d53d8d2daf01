import type { PaymentIntent } from '@/payment/data/payment-gateway'
import { callApi } from '@/lib/api-client'

/** Step 3: POST /inhouse/create-payment-intent. `amountPence` is what the page shows; the server computes its own. */
export async function createBookingPaymentIntent(token: string, amountPence: number): Promise<PaymentIntent> {
  return callApi('booking.createPaymentIntent', {
    body: { token_unique_key: token, amount: amountPence, currency: 'GBP' },
  })
}
