import { useMutation } from '@tanstack/react-query'
import { createPaymentIntent } from '../api/create-payment-intent'
import { recordPayment } from '../api/payment-success'

/** Opens a payment intent for the cart (POST /create-payment-intent). */
export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent })
}

/** Records the charged cart as an order (POST /payment-success). */
export function useRecordPayment() {
  return useMutation({ mutationFn: recordPayment })
}
