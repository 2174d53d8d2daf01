import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import Stripe from 'stripe'
import type { Database } from '../db/client'
import { paymentIntents, webhookEvents } from '../db/schema'
import type { IntentRow, Purpose } from '../payments/payments'

const WEBHOOK_PATH = '/stripe/webhook'
/** Stripe's events are small; this leaves room without accepting anything large. */
const WEBHOOK_BODY_LIMIT = 512 * 1024

/** What to do once Stripe says an intent of ours succeeded, per purpose (the booking adds its own). */
export type SucceededHandlers = Partial<Record<Purpose, (intent: IntentRow) => Promise<void>>>

/**
 * POST /api/stripe/webhook: Stripe's signed `payment_intent.succeeded` records the payment even
 * when the browser never calls payment-success (closed tab, lost connection). The signature is
 * checked on the raw body (so this route has its own body parser), events are deduplicated by id,
 * and an event is remembered only after it was handled, so a failure makes Stripe retry it.
 */
export function stripeWebhookRoutes(
  app: FastifyInstance,
  options: { db: Database; secret: string | undefined; handlers: SucceededHandlers },
): void {
  const { db, secret, handlers } = options

  void app.register(async (hook) => {
    hook.removeAllContentTypeParsers()
    hook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    )

    hook.post(WEBHOOK_PATH, async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      if (!secret)
        return reply.status(503).send({ message: 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).' })
      const signature = request.headers['stripe-signature']
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
        return reply.status(400).send({ message: 'Missing Stripe signature.' })

      let event: Stripe.Event
      try {
        event = Stripe.webhooks.constructEvent(request.body, signature, secret)
      } catch {
        // Wrong secret, tampered body or a timestamp outside Stripe's 5-minute tolerance.
        return reply.status(400).send({ message: 'Invalid Stripe signature.' })
      }

      const [seen] = await db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, event.id))
      if (seen) return { received: true, duplicate: true }

      if (event.type === 'payment_intent.succeeded') {
        const remote = event.data.object
        const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, remote.id))
        if (!row) {
          request.log.warn({ intent: remote.id }, 'webhook for an unknown payment intent')
        } else if (remote.amount !== row.amountPence || remote.currency !== row.currency) {
          request.log.error({ intent: remote.id }, 'webhook amount differs from the recorded intent; not recording')
        } else {
          await handlers[row.purpose]?.(row)
        }
      }

      await db.insert(webhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing()
      return { received: true }
    })
  })
}
