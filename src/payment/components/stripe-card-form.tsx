import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { useState } from 'react'
import { PAYMENT_MESSAGES } from '@/shared/contract/checkout-messages'
import type { CardConfirmation, PaymentIntent } from '../data/payment-gateway'
import type { Gateway, GatewayFormProps } from '../hooks/use-payment-runner'

let stripePromise: Promise<Stripe | null> | null = null

/** Stripe.js itself is fetched from js.stripe.com only here: on a payment page, while online. */
function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  stripePromise ??= import('@stripe/stripe-js')
    .then(({ loadStripe }) => loadStripe(publishableKey))
    .catch(() => {
      // Blocked or offline: try again next time the form is shown.
      stripePromise = null
      return null
    })
  return stripePromise
}

/** Stripe Elements card entry; loaded lazily by card-payment.tsx, never in the first-visit bundle. */
export default function StripeCardForm(props: GatewayFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={loadStripeOnce(props.publishableKey)} options={{ locale: 'en-GB' }}>
      <StripeCard {...props} />
    </Elements>
  )
}

/** Stripe's own errors about the card itself are shown as 'Payment failed: {reason}'. */
const CARD_ERRORS = new Set(['card_error', 'validation_error'])

function StripeCard({ billing, busy, renderPayButton }: GatewayFormProps) {
  const stripe = useStripe()
  const elements = useElements()
  const [complete, setComplete] = useState(false)

  const confirm = async (intent: PaymentIntent): Promise<CardConfirmation> => {
    const card = elements?.getElement(CardElement)
    if (!stripe || !card)
      return { status: 'failed', failure: { kind: 'error', message: PAYMENT_MESSAGES.stripeNotLoaded } }
    const { error, paymentIntent } = await stripe.confirmCardPayment(intent.clientSecret, {
      payment_method: {
        card,
        billing_details: {
          name: billing.name,
          email: billing.email,
          phone: billing.phone || undefined,
          address: billing.address ? { line1: billing.address } : undefined,
        },
      },
    })
    // An intent paid earlier but never recorded is handed back by the server: it is already done.
    if (error?.payment_intent?.status === 'succeeded') return { status: 'succeeded' }
    if (error) {
      // Abandoned or failed 3-D Secure: nothing was taken.
      if (error.code === 'payment_intent_authentication_failure')
        return { status: 'failed', failure: { kind: 'not-completed' } }
      if (CARD_ERRORS.has(error.type))
        return { status: 'failed', failure: { kind: 'declined', reason: error.message ?? 'Your card was declined.' } }
      return {
        status: 'failed',
        failure: { kind: 'error', message: error.message ?? 'The payment could not be processed.' },
      }
    }
    return paymentIntent?.status === 'succeeded'
      ? { status: 'succeeded' }
      : { status: 'failed', failure: { kind: 'not-completed' } }
  }

  const gateway: Gateway = {
    provider: 'stripe',
    notReady: () =>
      !stripe || !elements ? PAYMENT_MESSAGES.stripeNotLoaded : complete ? null : PAYMENT_MESSAGES.incompleteCard,
    confirm,
  }

  return (
    <div className="space-y-4">
      <div>
        <p id="stripe-card-label" className="mb-1 font-medium text-ink">
          Card details
        </p>
        <div
          role="group"
          aria-labelledby="stripe-card-label"
          className="rounded-lg border border-slate-400 bg-white px-3 py-3 focus-within:border-brand-700 focus-within:ring-2 focus-within:ring-brand-700"
        >
          <CardElement
            options={{
              disabled: busy,
              hidePostalCode: false,
              style: { base: { fontSize: '16px', color: '#0f172a', '::placeholder': { color: '#64748b' } } },
            }}
            onChange={(event) => setComplete(event.complete)}
          />
        </div>
      </div>
      {renderPayButton(gateway)}
    </div>
  )
}
