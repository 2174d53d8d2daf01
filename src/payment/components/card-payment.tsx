import { lazy, Suspense, useState } from 'react'
import { env } from '@/lib/env'
import { formatPounds, fromPence } from '@/shared/money'
import { useOnlineStatus } from '@/lib/online-status'
import { Button } from '@/components/button'
import { Spinner } from '@/components/spinner'
import type { CardPaymentProps } from '../data/payment-gateway'
import { SandboxCardForm } from './sandbox-card-form'
import { usePaymentRunner, type Gateway } from '../hooks/use-payment-runner'
import { Icon } from '@/components/icons'

// Its own chunk, with @stripe/react-stripe-js; Stripe.js is fetched only when this renders.
const StripeCardForm = lazy(() => import('./stripe-card-form'))

/**
 * Card payment for the cart checkout and the in-house booking (see payment-gateway.ts): Stripe
 * Elements when VITE_STRIPE_PUBLISHABLE_KEY is set, the sandbox card form otherwise.
 */
export function CardPayment(props: CardPaymentProps) {
  const online = useOnlineStatus()
  const { phase, message, pay, cancelWaiting } = usePaymentRunner(props, online)
  const publishableKey = env.VITE_STRIPE_PUBLISHABLE_KEY
  // Stripe's form is first shown once online, then kept (with what was typed) through a lost connection.
  const [stripeShown, setStripeShown] = useState(online)
  if (online && !stripeShown) setStripeShown(true)

  const busy = phase === 'paying' || phase === 'succeeded'
  const label = `Pay ${formatPounds(fromPence(props.amountPence))}`

  const renderPayButton = (gateway: Gateway) => (
    <Button
      type="submit"
      className="w-full text-lg"
      disabled={props.disabled || busy || phase === 'waiting'}
      aria-describedby={message ? 'card-payment-message' : undefined}
      onClick={() => void pay(gateway)}
    >
      {busy ? (
        <>
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
          />
          {phase === 'succeeded' ? 'Payment received…' : 'Processing…'}
        </>
      ) : (
        <>
          <LockIcon />
          {label}
        </>
      )}
    </Button>
  )

  const form = { amountPence: props.amountPence, billing: props.billing, busy, renderPayButton }

  return (
    <div className="space-y-4">
      {!online || phase === 'waiting' ? (
        <ConnectionNotice waiting={phase === 'waiting'} online={online} onCancel={cancelWaiting} />
      ) : null}
      {publishableKey ? (
        stripeShown ? (
          <Suspense fallback={<Spinner label="Loading secure card entry…" />}>
            <StripeCardForm {...form} publishableKey={publishableKey} />
          </Suspense>
        ) : (
          <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-muted">
            Secure card entry loads when you are back online.
          </p>
        )
      ) : (
        <SandboxCardForm {...form} />
      )}
      <div aria-live="assertive">
        {message ? (
          <p id="card-payment-message" className="font-medium text-red-700">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  )
}

function ConnectionNotice({ waiting, online, onCancel }: { waiting: boolean; online: boolean; onCancel: () => void }) {
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-950">
      <Icon name="wifi-off" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{online ? 'Reconnecting…' : 'You are offline'}</p>
        <p className="mt-1 text-sm">
          {waiting
            ? 'Payment needs a connection. Your payment will continue by itself as soon as you are back online.'
            : 'Payment needs a connection. What you have entered is kept, and you can pay as soon as you are back online.'}
        </p>
        {waiting ? (
          <Button variant="ghost" className="mt-2 -ml-3 text-sm" onClick={onCancel}>
            Cancel waiting
          </Button>
        ) : null}
      </div>
    </div>
  )
}

function LockIcon() {
  return <Icon name="lock" className="size-5" />
}
