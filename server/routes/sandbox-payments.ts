import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { checkoutCalls } from '../../src/shared/contract/checkout'
import type { Database } from '../db/client'
import { paymentIntents } from '../db/schema'
import { notFound } from '../lib/http-error'
import { route } from '../lib/route'
import { sandboxCardOutcome } from '../payments/sandbox'

/**
 * The sandbox's stand-in for Stripe.js confirming a card (registered only when no Stripe keys
 * are set). The client secret is the capability, as with Stripe. A declined card leaves the
 * intent open for another card, as Stripe does.
 */
export function sandboxPaymentRoutes(app: FastifyInstance, db: Database): void {
  route(app, checkoutCalls.sandboxConfirm, async ({ body }) => {
    const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.clientSecret, body.client_secret))
    if (!intent || intent.provider !== 'sandbox') throw notFound('Payment not found.')
    if (intent.status === 'succeeded') return { status: 'succeeded' as const }

    const outcome = sandboxCardOutcome({
      number: body.card_number,
      expMonth: body.exp_month,
      expYear: body.exp_year,
      authenticated: body.authenticated,
    })
    const status =
      outcome.status === 'succeeded'
        ? 'succeeded'
        : outcome.status === 'requires_action'
          ? 'requires_action'
          : 'requires_payment_method'
    await db
      .update(paymentIntents)
      .set({ status, lastError: outcome.error?.code ?? null })
      .where(eq(paymentIntents.id, intent.id))
    return outcome
  })
}
