import type { FastifyInstance } from 'fastify'
import Stripe from 'stripe'
import type { Database } from '../db/client'
import { handleStripeEvent, type SucceededHandlers } from '../payments/webhook'

const WEBHOOK_PATH = '/stripe/webhook'
/** Stripe's events are small; this leaves room without accepting anything large. */
const WEBHOOK_BODY_LIMIT = 512 * 1024

/**
 * POST /api/stripe/webhook: Stripe's signed `payment_intent.succeeded` records the payment even
 * when the browser never calls payment-success (closed tab, lost connection). The signature is
 * checked on the raw body (so this route has its own body parser); server/payments/webhook.ts
 * handles the event once.
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

      const { duplicate } = await handleStripeEvent(db, event, handlers, request.log)
      return duplicate ? { received: true, duplicate: true } : { received: true }
    })
  })
}
