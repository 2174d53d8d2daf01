import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHeader } from '@/app-shell/page-header'
import { buttonClass } from '@/components/button'
import { LoadingState } from '@/components/states'
import { useSession } from '@/features/auth/data/session'
import { blockSubUsersFromCart } from '@/features/auth/data/guards'
import { updateCartPrices, useCartItems } from '@/features/cart/data/cart-store'
import { cartTotals, subtotalPence } from '@/features/cart/data/cart-math'
import { useCouponRecheck } from '@/features/cart/hooks/use-coupon-recheck'
import { clearAppliedCoupon } from '@/features/cart/data/coupon-storage'
import { CheckoutPage, EmptyCheckout } from '@/features/checkout/components/checkout-page'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'
import { useOnlineStatus } from '@/lib/online-status'
import { useVatRule } from '@/lib/vat-rule'

export const Route = createFileRoute('/_auth/payment')({
  // Paying needs a session (the server checks it too): the _auth layout sends the user to log in.
  beforeLoad: ({ preload }) => blockSubUsersFromCart({ preload }),
  head: () => ({
    meta: [
      { title: pageTitle('Checkout') },
      { name: 'description', content: `Pay securely by card for the courses in your ${BRAND} cart.` },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: PaymentRoute,
})

function PaymentRoute() {
  const session = useSession()
  const items = useCartItems()
  const online = useOnlineStatus()
  const vat = useVatRule()
  const subtotal = items ? subtotalPence(items) : undefined
  // The cart may change in another tab while this page is open: the coupon follows it here too.
  const { coupon, message } = useCouponRecheck(subtotal, { enabled: session !== null, online })

  return (
    <>
      <PageHeader title="Checkout">Check your order, confirm your billing details and pay by card.</PageHeader>
      {!session ? (
        <div className="mx-auto max-w-xl px-4 py-12 text-center">
          <p className="text-lg">Please log in to pay for your courses.</p>
          <Link to="/login" search={{ from: '/cart' }} className={buttonClass('primary', 'mt-6')}>
            Log in
          </Link>
        </div>
      ) : !items ? (
        <LoadingState label="Loading your cart…" />
      ) : items.length === 0 ? (
        <EmptyCheckout />
      ) : (
        <CheckoutPage
          items={items}
          totals={cartTotals(items, coupon, vat)}
          vat={vat}
          user={session.user}
          couponNotice={message}
          onPricesChanged={updateCartPrices}
          onCouponRejected={clearAppliedCoupon}
        />
      )}
    </>
  )
}
