import { and, eq, notExists, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client'
import { bookings, orders, paymentIntents } from '../db/schema'
import type { ServerEnv } from '../env'
import { documentMailLine } from '../invoices/mail-link'
import { senderName } from '../mail/mailer'
import { recordCartOrder } from '../payments/orders'
import { recordBookingIntent } from '../bookings/bookings'

/**
 * The sandbox's stand-in for Stripe's `payment_intent.succeeded` webhook: a sandbox intent the
 * card form confirmed, whose `payment-success` never arrived (tab closed, crash), gets its order or
 * booking recorded here, with its confirmation mail queued in the same transaction. Recording is
 * idempotent, so a sweep racing with a late `payment-success` (or another instance's sweep) still
 * makes one order and one mail. Returns how many intents it recorded.
 */
export async function sweepSandboxPayments(db: Database, env: ServerEnv, log: FastifyBaseLogger): Promise<number> {
  const succeededSandbox = and(eq(paymentIntents.provider, 'sandbox'), eq(paymentIntents.status, 'succeeded'))
  const unrecordedCarts = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        succeededSandbox,
        eq(paymentIntents.purpose, 'cart'),
        notExists(db.select({ id: orders.id }).from(orders).where(eq(orders.paymentIntentId, paymentIntents.id))),
      ),
    )
  // A booking intent is unrecorded while the booking it names is still unpaid; one paid by another
  // intent is a conflict the webhook path logs, and is left alone here.
  const unrecordedBookings = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        succeededSandbox,
        eq(paymentIntents.purpose, 'booking'),
        notExists(
          db
            .select({ id: bookings.id })
            .from(bookings)
            .where(
              and(sql`${bookings.id}::text = ${paymentIntents.details}->>'booking_id'`, eq(bookings.status, 'paid')),
            ),
        ),
      ),
    )
  const brand = senderName(env)
  let recordedCount = 0
  // One intent that cannot be recorded (a malformed record) must not hold up the others.
  for (const intent of unrecordedCarts) {
    try {
      const recorded = await recordCartOrder(db, intent, brand, documentMailLine(env))
      if (recorded.created) log.info({ intent: intent.id, order: recorded.order.number }, 'sweep recorded a paid order')
      recordedCount += 1
    } catch (error) {
      log.error({ err: error, intent: intent.id }, 'sweep could not record a paid order')
    }
  }
  for (const intent of unrecordedBookings) {
    try {
      await recordBookingIntent({ db, env }, intent, log)
      log.info({ intent: intent.id }, 'sweep recorded a paid booking')
      recordedCount += 1
    } catch (error) {
      log.error({ err: error, intent: intent.id }, 'sweep could not record a paid booking')
    }
  }
  return recordedCount
}
