// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

// Stripe.js never loads in a test: loadStripe stays pending, as it does on a slow connection.
const loadStripe = vi.fn(() => new Promise<never>(() => {}))
vi.mock('@stripe/stripe-js', () => ({ loadStripe }))
// A client built with a Stripe publishable key.
vi.mock('@/lib/env', async (importOriginal) => {
  const built = await importOriginal<typeof import('@/lib/env')>()
  return { ...built, env: { ...built.env, VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_unit' } }
})

let browserOnline = false

beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => browserOnline })
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  )
})
afterEach(cleanup)
afterAll(() => {
  vi.unstubAllGlobals()
})

describe('CardPayment with a Stripe publishable key', () => {
  it('loads Stripe.js only once online, and refuses to pay before it has loaded', async () => {
    // Imported once the browser is offline: the app reads its online status when it starts.
    const { CardPayment } = await import('@/payment/components/card-payment')
    const createIntent = vi.fn()
    render(
      <CardPayment
        amountPence={4500}
        billing={{ name: 'Olivia Bennett', email: 'learner@carewise.example' }}
        createIntent={createIntent}
        onSucceeded={vi.fn()}
        onFailed={vi.fn()}
      />,
    )

    expect(screen.getByText('Secure card entry loads when you are back online.')).toBeInTheDocument()
    expect(screen.queryByText('Test mode — no real payment')).not.toBeInTheDocument()
    expect(loadStripe).not.toHaveBeenCalled()

    browserOnline = true
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(loadStripe).toHaveBeenCalledWith('pk_test_unit'))

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay £45.00' }))
    expect(await screen.findByText('Stripe has not loaded yet.')).toBeInTheDocument()
    expect(createIntent).not.toHaveBeenCalled()
  })
})
