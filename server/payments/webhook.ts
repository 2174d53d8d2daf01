import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type Stripe from 'stripe'
import type { Database } from '../db/client'
import { paymentIntents, webhookEvents } from '../db/schema'
import type { IntentRow, Purpose } from './payments'

/** What to do once Stripe says an intent of ours succeeded, per purpose (the booking adds its own). */
export type SucceededHandlers = Partial<Record<Purpose, (intent: IntentRow) => Promise<void>>>

/**
 * Handles one verified Stripe event, once: events are deduplicated by id, and an event is
 * remembered only after it was handled, so a failure makes Stripe retry it. A succeeded intent is
 * recorded by its purpose's handler, unless its amount or currency differs from the intent we opened.
 */
export async function handleStripeEvent(
  db: Database,
  event: Stripe.Event,
  handlers: SucceededHandlers,
  log: FastifyBaseLogger,
): Promise<{ duplicate: boolean }> {
  const [seen] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, event.id))
  if (seen) return { duplicate: true }

  if (event.type === 'payment_intent.succeeded') {
    const remote = event.data.object
    const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, remote.id))
    if (!row) {
      log.warn({ intent: remote.id }, 'webhook for an unknown payment intent')
    } else if (remote.amount !== row.amountPence || remote.currency !== row.currency) {
      log.error({ intent: remote.id }, 'webhook amount differs from the recorded intent; not recording')
    } else {
      await handlers[row.purpose]?.(row)
    }
  }

  await db.insert(webhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing()
  return { duplicate: false }
}
