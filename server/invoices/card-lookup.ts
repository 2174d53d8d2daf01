import type Stripe from 'stripe'
import type { CardLookup } from './document'

/** "Visa ending 4242" from Stripe's charge, for a real card payment. */
export function stripeCardLookup(client: Pick<Stripe, 'paymentIntents'>): CardLookup {
  return async (paymentIntentId) => {
    const intent = await client.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] })
    const charge = intent.latest_charge
    const card = typeof charge === 'object' && charge ? charge.payment_method_details?.card : undefined
    if (!card) return null
    const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card'
    return `${brand} ending ${card.last4 ?? '????'}`
  }
}
