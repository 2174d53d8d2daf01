import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { PageHeader } from '@/app-shell/page-header'
import { storeRedirectTarget } from '@/features/auth/data/redirect'
import { useSession } from '@/features/auth/data/session'
import { buysSeats } from '@/shared/contract/sub-user'
import { blockSubUsersFromCart } from '@/features/auth/data/guards'
import { CartPage } from '@/features/cart/components/cart-page'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/cart')({
  // docs/product-rules.md §6: sub-users have no cart ('Access to cart is restricted.' and home).
  beforeLoad: ({ preload }) => blockSubUsersFromCart({ preload }),
  head: () => ({
    meta: [
      { title: pageTitle('Your cart') },
      {
        name: 'description',
        content: `The courses in your ${BRAND} cart: change quantities, apply a coupon and check out securely.`,
      },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: CartRoute,
})

function CartRoute() {
  const session = useSession()
  const navigate = useNavigate()

  const checkout = () => {
    if (session) {
      void navigate({ to: '/payment' })
      return
    }
    // docs/product-rules.md §4: a visitor logs in first and then goes straight on to payment.
    storeRedirectTarget('/payment')
    void navigate({ to: '/login', search: { from: '/cart' } })
  }

  return (
    <>
      <PageHeader title="Your cart">Review your courses, apply a coupon and check out when you are ready.</PageHeader>
      <CartPage
        loggedIn={session !== null}
        seats={session !== null && buysSeats(session.user)}
        onCheckout={checkout}
        loginLink={
          <Link
            to="/login"
            search={{ from: '/cart' }}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            Log in
          </Link>
        }
      />
    </>
  )
}
