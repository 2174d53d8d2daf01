import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { PaymentFailed } from '@/features/checkout/components/payment-result'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/failed')({
  head: () => ({
    meta: [
      { title: pageTitle('Payment failed') },
      {
        name: 'description',
        content: `Your card payment to ${BRAND} did not go through. Your cart is kept so you can try again.`,
      },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: FailedRoute,
})

function FailedRoute() {
  // The checkout passes its message in history state, never in the URL, so a link cannot fake one.
  const message = useRouterState({ select: (state) => state.location.state.paymentMessage })
  return <PaymentFailed message={message} />
}
