import { createFileRoute, Link, Navigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import * as z from 'zod/mini'
import { optionalParam, searchParams } from '@/shared/contract/url'
import { RouteError } from '@/components/route-error'
import { buttonClass } from '@/components/button'
import { LoadingState } from '@/components/states'
import { getSession } from '@/features/auth/data/session'
import { buysSeats } from '@/shared/contract/sub-user'
import { clearCart } from '@/features/cart/data/cart-store'
import { clearAppliedCoupon } from '@/features/cart/data/coupon-storage'
import { orderQueryOptions, useOrder } from '@/features/checkout/api/get-order'
import { PaymentSucceeded } from '@/features/checkout/components/payment-result'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/success')({
  validateSearch: searchParams(() => ({ order: optionalParam(z.string().check(z.regex(/^CW-[0-9A-F]{10}$/))) })),
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
  errorComponent: ({ error, reset }) => (
    <RouteError
      error={error}
      reset={reset}
      message="Your payment was successful, but we couldn’t load your order details. Please try again."
    />
  ),
  component: SuccessRoute,
})

function SuccessRoute() {
  const { order } = Route.useSearch()
  // Reached without an order of this user's (a typed or shared address): no payment to confirm.
  return order && getSession() ? <PaidOrder number={order} /> : <Navigate to="/" replace />
}

function PaidOrder({ number }: { number: string }) {
  const { data: order } = useOrder(number)
  // docs/product-rules.md §4: a paid cart is cleared, with its coupon — only once the order is confirmed as the user's.
  useEffect(() => {
    if (!order) return
    void clearCart()
    clearAppliedCoupon()
  }, [order])
  // Not an order of this account's: nothing here may say it was paid.
  if (order === null) return <OrderNotFound />
  const session = getSession()
  return <PaymentSucceeded order={order} seats={session !== null && buysSeats(session.user)} />
}

function OrderNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-ink">Order not found</h1>
      <p className="mt-3 text-muted">We couldn’t find that order in your account.</p>
      <Link to="/dashboard" className={buttonClass('primary', 'mt-6')}>
        Go to my dashboard
      </Link>
    </section>
  )
}
