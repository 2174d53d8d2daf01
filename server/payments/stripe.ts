import Stripe from 'stripe'
import type { CreateIntentInput, IntentStatus, PaymentProvider, ProviderIntent } from './provider'

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as IntentStatus,
    amountPence: intent.amount,
    currency: intent.currency,
  }
}

/** Real Stripe, when STRIPE_SECRET_KEY is set. */
export function stripeProvider(secretKey: string): PaymentProvider & { client: Stripe } {
  const client = new Stripe(secretKey, { timeout: 15_000, maxNetworkRetries: 1 })
  return {
    name: 'stripe',
    client,
    async createIntent(input: CreateIntentInput) {
      const intent = await client.paymentIntents.create(
        {
          amount: input.amountPence,
          currency: input.currency,
          metadata: input.metadata,
          receipt_email: input.receiptEmail,
        },
        { idempotencyKey: input.idempotencyKey },
      )
      return toIntent(intent)
    },
    async retrieveIntent(id: string) {
      try {
        return toIntent(await client.paymentIntents.retrieve(id))
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null
        throw error
      }
    },
  }
}
