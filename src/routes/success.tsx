import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import * as z from 'zod/mini'
import { optionalParam } from '../api/contract/url'
import { RouteError } from '../app-shell/route-error'
import { LoadingState } from '../components/states'
import { getSession } from '../features/auth/data/session'
import { clearCart } from '../features/cart/data/cart-store'
import { clearAppliedCoupon } from '../features/cart/utils/coupon-storage'
import { orderQueryOptions, useOrder } from '../features/checkout/api/get-order'
import { PaymentSucceeded } from '../features/checkout/components/payment-result'
import { BRAND } from '../lib/env'
import { pageTitle } from '../lib/page-title'

export const Route = createFileRoute('/success')({
  validateSearch: z.object({ order: optionalParam(z.string().check(z.regex(/^CW-[0-9A-F]{10}$/))) }),
  loaderDeps: ({ search }) => ({ order: search.order }),
  loader: ({ context, deps }) =>
    deps.order && getSession() ? context.queryClient.ensureQueryData(orderQueryOptions(deps.order)) : null,
  head: () => ({
    meta: [
      { title: pageTitle('Payment successful') },
      { name: 'description', content: `Your ${BRAND} order is confirmed.` },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  pendingComponent: () => <LoadingState label="Loading your order…" />,
  errorComponent: ({ error }) => (
    <RouteError
      error={error}
      message="Your payment was successful, but we couldn't load your order details. Please try again."
    />
  ),
  component: SuccessRoute,
})

function SuccessRoute() {
  const { order } = Route.useSearch()
  return order && getSession() ? <PaidOrder number={order} /> : <PaymentSucceeded order={null} />
}

function PaidOrder({ number }: { number: string }) {
  const { data: order } = useOrder(number)
  // SPEC.md §4: a paid cart is cleared, with its coupon — only once the order is confirmed as the user's.
  useEffect(() => {
    if (!order) return
    void clearCart()
    clearAppliedCoupon()
  }, [order])
  return <PaymentSucceeded order={order} />
}
