import { callApi } from '@/lib/api-client'

/** POST /inhouse/payment-success: the server checks the intent itself before it records the booking as paid. */
export async function recordBookingPayment(input: {
  token: string
  intentId: string
  amountPence: number
  provider: string
}) {
  return callApi('booking.paymentSuccess', {
    body: {
      token_unique_key: input.token,
      transaction_id: input.intentId,
      amount: input.amountPence,
      payment_data: { provider: input.provider },
    },
  })
}
