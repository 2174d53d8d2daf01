import type { FastifyInstance } from 'fastify'
import { bookingCalls } from '../../src/shared/contract/booking'
import {
  confirmBookingPayment,
  openBookingPayment,
  saveAnswers,
  saveBasicInfo,
  type BookingDeps,
} from '../bookings/bookings'
import { route } from '../lib/route'

/** POST /inhouse/*: the three steps of the in-house booking (docs/product-rules.md §7). */
export function bookingRoutes(app: FastifyInstance, deps: BookingDeps): void {
  const { db } = deps

  // Limited per address (RATE_LIMIT_BOOKING): see server/auth/flood-guard.ts.
  route(app, bookingCalls.saveBasicInfo, async ({ body, user }) => ({
    success: true,
    token_unique_key: await saveBasicInfo(db, user, body),
  }))

  route(app, bookingCalls.saveQuestionAnswer, async ({ body }) => {
    await saveAnswers(db, body)
    return { success: true, message: 'Answers saved.' }
  })

  route(app, bookingCalls.createPaymentIntent, async ({ body, user }) => {
    const intent = await openBookingPayment(deps, user, body)
    return {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      amount: intent.amountPence,
      provider: deps.provider.name,
    }
  })

  route(app, bookingCalls.paymentSuccess, async ({ body, user, request }) => ({
    success: true,
    message: 'Payment Successful !',
    booking_id: await confirmBookingPayment(deps, user, body, request.log),
  }))
}
