// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CartPage } from '@/features/cart/components/cart-page'
import { addToCart } from '@/features/cart/data/cart-store'
import { db } from '@/lib/db'
import { createQueryClient } from '@/lib/query-client'
import { formatPounds, fromPence } from '@/shared/money'
import { orderTotals, poundsLine } from '@/shared/rules/totals'
import { DEFAULT_VAT_RULE, vatLabel } from '@/shared/rules/vat'

const handling = { id: 1, image: '', name: 'Moving and Handling', price: 45 }
const firstAid = { id: 2, image: '', name: 'Basic First Aid', price: 24.99 }

/** What GET /vat answers; null: a server that has no such call (a 404). */
let serverVat: object | null = null

beforeEach(async () => {
  await db.cart.clear()
  localStorage.clear()
  vi.stubGlobal('scrollTo', () => {})
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/vat') && serverVat
        ? new Response(JSON.stringify(serverVat), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 }),
    ),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
afterAll(() => db.close())

function renderCart() {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <CartPage loggedIn onCheckout={() => {}} loginLink={<a href="/login">Log in</a>} />,
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

// The first call loads the contract's module, which takes a while on a cold start.
const vatRow = (label: string) =>
  screen.findByText(label, undefined, { timeout: 5_000 }).then((term) => term.nextElementSibling?.textContent)

describe('the cart shows the VAT the server charges (docs/product-rules.md §9)', () => {
  it('at 20 % from GET /vat: the VAT row names the rate, and the total includes it', async () => {
    serverVat = { rate_percent: 20, zero_ground: 'exempt' }
    await addToCart(handling)
    await addToCart(firstAid)
    renderCart()
    // £69.99 and 20 % of it, £14.00 (1,399.8p), rounded once on the order.
    expect(await vatRow('VAT (20%)')).toBe('£14.00')
    expect(screen.getByTestId('cart-total')).toHaveTextContent('£83.99')
  })

  it('at 0 %, the ground is said: exempt or zero-rated', async () => {
    await addToCart(handling)
    for (const [ground, label] of [
      ['exempt', 'VAT exempt (0%)'],
      ['zero-rated', 'Zero-rated VAT (0%)'],
    ]) {
      serverVat = { rate_percent: 0, zero_ground: ground }
      renderCart()
      expect(await vatRow(label!)).toBe('£0.00')
      expect(screen.getByTestId('cart-total')).toHaveTextContent('£45.00')
      cleanup()
    }
  })

  it('before the server has said (or where it cannot), the storefront’s default', async () => {
    serverVat = null
    await addToCart(handling)
    renderCart()
    const totals = orderTotals([poundsLine({ ...handling, quantity: 1 })], 0, DEFAULT_VAT_RULE)
    expect(await vatRow(vatLabel(DEFAULT_VAT_RULE))).toBe(formatPounds(fromPence(totals.vatPence)))
    expect(screen.getByTestId('cart-total')).toHaveTextContent(formatPounds(fromPence(totals.totalPence)))
  })
})
