// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CartPage } from '@/features/cart/components/cart-page'
import { addToCart, removeFromCart, setQuantity } from '@/features/cart/data/cart-store'
import { recheckCoupon } from '@/features/cart/data/coupon-recheck'
import { db } from '@/lib/db'
import { createQueryClient } from '@/lib/query-client'
import { setVatRule } from '@/lib/vat-rule'

const handling = { id: 1, image: '/images/courses/moving-and-handling.svg', name: 'Moving and Handling', price: 15 }
const firstAid = { id: 2, image: '/images/courses/first-aid.svg', name: 'Basic First Aid', price: 10 }

/** The server's coupon rules (server/payments/seed-coupons.ts), in pence like the server. */
let serverDown = false
const couponCalls: { code: string; course_price: number }[] = []
function fakeServer(url: string, init?: RequestInit): Response {
  if (!url.endsWith('/apply-coupon')) return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 })
  if (serverDown) return new Response(JSON.stringify({ message: 'Something went wrong on our side.' }), { status: 500 })
  const body = JSON.parse(String(init?.body)) as { code: string; course_price: number }
  couponCalls.push(body)
  const subtotal = Math.round(body.course_price * 100)
  const code = body.code.toUpperCase()
  const discount = code === 'CARE10' ? Math.round(subtotal / 10) : code === 'WELCOME5' && subtotal >= 2000 ? 500 : null
  const answer =
    discount === null
      ? { success: false, final_price: body.course_price, message: 'Invalid or expired coupon.' }
      : { success: true, final_price: (subtotal - discount) / 100, discount: discount / 100 }
  return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })
}

beforeEach(async () => {
  await db.cart.clear()
  localStorage.clear()
  serverDown = false
  couponCalls.length = 0
  // The router restores scroll positions; jsdom has no scrolling.
  vi.stubGlobal('scrollTo', () => {})
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => fakeServer(url, init)),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
afterAll(() => db.close())

function renderCart({ loggedIn = true, onCheckout = vi.fn() } = {}) {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <CartPage loggedIn={loggedIn} onCheckout={onCheckout} loginLink={<a href="/login?from=/cart">Log in</a>} />
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  const client = createQueryClient()
  // The VAT rule this device kept from the server: docs/product-rules.md §9's £0.00.
  setVatRule(client, { ratePercent: 0, zeroGround: 'exempt' })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { onCheckout }
}

const total = () => screen.getByTestId('cart-total').textContent
const applyCode = async (code: string) => {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Coupon code'), code)
  await user.click(screen.getByRole('button', { name: 'Apply' }))
}

describe('the cart page coupon (docs/product-rules.md §4, §8)', () => {
  it('applies WELCOME5, stores it under the spec keys, and removes it when the cart falls under its minimum', async () => {
    await addToCart(handling)
    await addToCart(firstAid)
    renderCart()
    await waitFor(() => expect(total()).toBe('£25.00'))

    await applyCode('welcome5')
    expect(await screen.findByText('Coupon applied successfully.')).toBeInTheDocument()
    await waitFor(() => expect(total()).toBe('£20.00'))
    expect([
      localStorage.getItem('appliedCoupon'),
      localStorage.getItem('couponDiscount'),
      localStorage.getItem('finalPrice'),
    ]).toEqual(['WELCOME5', '5', '20'])

    // £15 is under the £20 minimum: the re-check removes the coupon.
    await act(() => removeFromCart(firstAid.id))
    expect(await screen.findByText('Coupon is no longer valid.')).toBeInTheDocument()
    await waitFor(() => expect(total()).toBe('£15.00'))
    expect(localStorage.getItem('appliedCoupon')).toBeNull()
    expect(couponCalls.at(-1)).toEqual({ code: 'WELCOME5', course_price: 15 })
  })

  it('re-checks a percentage coupon when a quantity changes, and shows the new discount', async () => {
    await addToCart(handling)
    renderCart()
    await applyCode('CARE10')
    await waitFor(() => expect(total()).toBe('£13.50'))

    await act(() => setQuantity(handling.id, 3))
    await waitFor(() => expect(total()).toBe('£40.50'))
    expect(screen.getByText('Discount (CARE10)')).toBeInTheDocument()
    expect(couponCalls.at(-1)).toEqual({ code: 'CARE10', course_price: 45 })
    expect(localStorage.getItem('couponDiscount')).toBe('4.5')
  })

  it('says which coupons are refused, and when the server cannot answer', async () => {
    await addToCart(handling)
    renderCart()
    await applyCode('EXPIRED20')
    expect(await screen.findByText('Invalid or expired coupon.')).toBeInTheDocument()
    serverDown = true
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('Failed to apply coupon. Try again.')).toBeInTheDocument()
    expect(localStorage.getItem('appliedCoupon')).toBeNull()
  })

  it('asks a visitor to log in before applying a coupon', async () => {
    await addToCart(handling)
    renderCart({ loggedIn: false })
    expect(await screen.findByText(/Please log in first to apply a coupon\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?from=/cart')
    expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument()
  })

  it('an empty cart shows its empty state and alerts instead of proceeding', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    const { onCheckout } = renderCart()
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Explore Courses' })).toHaveAttribute('href', '/courses')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Proceed to checkout' }))
    expect(alert).toHaveBeenCalledWith('Your cart is empty.')
    expect(onCheckout).not.toHaveBeenCalled()
  })
})

describe('recheckCoupon', () => {
  const coupon = { code: 'CARE10', discount: 1.5, finalPrice: 13.5 }

  it('keeps a still-valid coupon with the new figures, drops a refused one, and keeps it when the server is unreachable', async () => {
    await expect(
      recheckCoupon(coupon, 3000, async () => ({
        ok: true,
        coupon: { code: 'CARE10', discount: 3, finalPrice: 27 },
        message: '',
      })),
    ).resolves.toEqual({
      kind: 'kept',
      coupon: { code: 'CARE10', discount: 3, finalPrice: 27 },
    })
    await expect(
      recheckCoupon(coupon, 3000, async () => ({ ok: false, message: 'Invalid or expired coupon.' })),
    ).resolves.toEqual({
      kind: 'removed',
      message: 'Coupon is no longer valid.',
    })
    await expect(
      recheckCoupon(coupon, 3000, async () => {
        throw new Error('offline')
      }),
    ).resolves.toEqual({ kind: 'unreachable' })
  })
})
