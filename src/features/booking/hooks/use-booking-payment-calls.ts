import { useMutation } from '@tanstack/react-query'
import { createBookingPaymentIntent } from '../api/create-payment-intent'
import { recordBookingPayment } from '../api/record-booking-payment'

/** Opens a payment intent for a booking's step 3 (POST /inhouse/create-payment-intent). */
export function useCreateBookingPaymentIntent() {
  return useMutation({
    mutationFn: ({ token, amountPence }: { token: string; amountPence: number }) =>
      createBookingPaymentIntent(token, amountPence),
  })
}

/** Records a booking as paid once the card was charged (POST /inhouse/payment-success). */
export function useRecordBookingPayment() {
  return useMutation({ mutationFn: recordBookingPayment })
}
