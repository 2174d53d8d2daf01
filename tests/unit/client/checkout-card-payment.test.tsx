// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CardPayment } from '@/payment/components/card-payment'
import type { CardPaymentProps, PaymentIntent } from '@/payment/data/payment-gateway'
import { sandboxCardOutcome } from '../../../server/payments/sandbox'
import { provideModalDialogs } from './render-page'

const intent: PaymentIntent = {
  clientSecret: 'pi_sandbox_1_secret_abc',
  paymentIntentId: 'pi_sandbox_1',
  amount: 4050,
  provider: 'sandbox',
}

let browserOnline = true
const confirmCalls: { card_number: string; authenticated: boolean }[] = []

/** The sandbox confirm call answers with the server's own test-card rules. */
function fakeServer(url: string, init?: RequestInit): Response {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  if (url.endsWith('/health')) return json({ ok: true })
  if (url.endsWith('/sandbox/confirm')) {
    const body = JSON.parse(String(init?.body)) as {
      card_number: string
      exp_month: number
      exp_year: number
      authenticated: boolean
    }
    confirmCalls.push({ card_number: body.card_number, authenticated: body.authenticated })
    return json(
      sandboxCardOutcome({
        number: body.card_number,
        expMonth: body.exp_month,
        expYear: body.exp_year,
        authenticated: body.authenticated,
      }),
    )
  }
  return json({ message: 'Not found.' }, 404)
}

beforeAll(() => {
  provideModalDialogs()
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => browserOnline })
})
beforeEach(() => {
  browserOnline = true
  confirmCalls.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => fakeServer(url, init)),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderPayment(overrides: Partial<CardPaymentProps> = {}) {
  const props = {
    amountPence: 4050,
    billing: { name: 'Olivia Bennett', email: 'learner@carewise.example' },
    createIntent: vi.fn(async () => intent),
    onSucceeded: vi.fn(async () => {}),
    onFailed: vi.fn(),
    ...overrides,
  }
  render(<CardPayment {...props} />)
  return props
}

async function enterCard(number: string, expiry = '1234', cvc = '123') {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Card number'), number)
  await user.type(screen.getByLabelText('Expiry date'), expiry)
  await user.type(screen.getByLabelText('Security code'), cvc)
  return user
}

const payButton = () => screen.getByRole('button', { name: /Pay £40\.50|Processing|Payment received/ })

describe('CardPayment with the sandbox provider', () => {
  it('is marked as test mode and formats the card number as typed', async () => {
    renderPayment()
    expect(screen.getByText('Test mode — no real payment')).toBeInTheDocument()
    await enterCard('4242424242424242')
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242')
    expect(screen.getByLabelText('Expiry date')).toHaveValue('12 / 34')
  })

  it('refuses incomplete card details without calling the server', async () => {
    const props = renderPayment()
    const user = await enterCard('4242 4242', '12')
    await user.click(payButton())
    expect(await screen.findByText('Please enter complete card details.')).toBeInTheDocument()
    expect(props.createIntent).not.toHaveBeenCalled()
  })

  it('pays with 4242 4242 4242 4242 once, however often Pay is pressed', async () => {
    let release: () => void = () => {}
    const props = renderPayment({
      createIntent: vi.fn(() => new Promise<PaymentIntent>((resolve) => (release = () => resolve(intent)))),
    })
    const user = await enterCard('4242424242424242')
    await user.click(payButton())
    await user.click(payButton())
    await user.dblClick(payButton())
    release()
    await waitFor(() => expect(props.onSucceeded).toHaveBeenCalledWith(intent))
    expect(props.createIntent).toHaveBeenCalledTimes(1)
    expect(confirmCalls).toHaveLength(1)
    // Unavailable, but kept in the tab order (a disabled button would drop the keyboard user's focus).
    expect(payButton()).toHaveAttribute('aria-disabled', 'true')
    expect(payButton()).not.toBeDisabled()
  })

  it('reports a declined card with Stripe’s reason and lets the user try another card', async () => {
    const props = renderPayment()
    const user = await enterCard('4000000000000002')
    await user.click(payButton())
    await waitFor(() =>
      expect(props.onFailed).toHaveBeenCalledWith({ kind: 'declined', reason: 'Your card was declined.' }),
    )
    expect(payButton()).not.toHaveAttribute('aria-disabled')
    expect(props.onSucceeded).not.toHaveBeenCalled()
  })

  it('asks for the extra authentication step of 4000 0027 6000 3184 and pays once it is confirmed', async () => {
    const props = renderPayment()
    const user = await enterCard('4000002760003184')
    await user.click(payButton())
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' })
    expect(dialog).toHaveTextContent('£40.50')
    await user.click(screen.getByRole('button', { name: 'Complete authentication' }))
    await waitFor(() => expect(props.onSucceeded).toHaveBeenCalled())
    expect(confirmCalls.map((call) => call.authenticated)).toEqual([false, true])
  })

  it('an abandoned authentication is “not completed”', async () => {
    const props = renderPayment()
    const user = await enterCard('4000002760003184')
    await user.click(payButton())
    await user.click(await screen.findByRole('button', { name: 'Fail authentication' }))
    await waitFor(() => expect(props.onFailed).toHaveBeenCalledWith({ kind: 'not-completed' }))
    expect(props.onSucceeded).not.toHaveBeenCalled()
  })

  it('an intent without a client secret is reported, and the card is not confirmed', async () => {
    const onFailed = vi.fn()
    renderPayment({ createIntent: vi.fn(async () => ({ ...intent, clientSecret: '' })), onFailed })
    const user = await enterCard('4242424242424242')
    await user.click(payButton())
    await waitFor(() => expect(onFailed).toHaveBeenCalled())
    const [failure] = onFailed.mock.calls[0]!
    expect(failure).toMatchObject({ kind: 'intent-failed' })
    expect(String((failure as { error: Error }).error.message)).toBe('Failed to receive client secret.')
    expect(confirmCalls).toHaveLength(0)
  })

  it('offline: says payment needs a connection, keeps the card, and continues by itself when back online', async () => {
    const props = renderPayment()
    const user = await enterCard('4242424242424242')
    browserOnline = false
    act(() => void window.dispatchEvent(new Event('offline')))
    expect(await screen.findByText('You are offline')).toBeInTheDocument()
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242')

    await user.click(payButton())
    expect(await screen.findByText(/Your payment will continue by itself/)).toBeInTheDocument()
    expect(props.createIntent).not.toHaveBeenCalled()

    browserOnline = true
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(props.onSucceeded).toHaveBeenCalledWith(intent))
    expect(props.createIntent).toHaveBeenCalledTimes(1)
  })
})
