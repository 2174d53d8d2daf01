import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { failureAction, recordFailureMessage } from '@/features/checkout/data/payment-outcome'

describe('what the payment page does with each failure (docs/product-rules.md §8, word for word)', () => {
  it('a declined card is said in place, with its reason (§8 names no redirect for it)', async () => {
    expect(await failureAction({ kind: 'declined', reason: 'Your card was declined.' })).toEqual({
      kind: 'show',
      message: 'Payment failed: Your card was declined.',
    })
  })

  it('an unfinished payment and an error go to /failed', async () => {
    expect(await failureAction({ kind: 'not-completed' })).toEqual({
      kind: 'redirect',
      message: 'Payment was not completed.',
    })
    expect(await failureAction({ kind: 'error', message: 'Network down' })).toEqual({
      kind: 'redirect',
      message: 'Error: Network down',
    })
  })

  it('no client secret', async () => {
    expect(
      await failureAction({ kind: 'intent-failed', error: new Error('Failed to receive client secret.') }),
    ).toEqual({
      kind: 'show',
      message: 'Failed to receive client secret.',
    })
    expect(await failureAction({ kind: 'intent-failed', error: new ApiError('network') })).toEqual({
      kind: 'show',
      message: 'Failed to receive client secret.',
    })
  })

  it('a 409 carries the server total and prices; a refused coupon is no longer valid; billing errors stay in their fields', async () => {
    const conflict = new ApiError('http', {
      status: 409,
      message: 'Prices have changed.',
      body: {
        message: 'Prices have changed.',
        amount: 4500,
        cart: [{ id: 3, name: 'Moving and Handling', price: 45 }],
      },
    })
    expect(await failureAction({ kind: 'intent-failed', error: conflict })).toEqual({
      kind: 'prices-changed',
      mismatch: {
        message: 'Prices have changed.',
        amount: 4500,
        cart: [{ id: 3, name: 'Moving and Handling', price: 45 }],
      },
    })
    const coupon = new ApiError('http', {
      status: 422,
      message: 'Coupon is no longer valid.',
      fieldErrors: { coupon_code: ['Coupon is no longer valid.'] },
    })
    expect(await failureAction({ kind: 'intent-failed', error: coupon })).toEqual({
      kind: 'coupon-rejected',
      message: 'Coupon is no longer valid.',
    })
  })

  it('after a charge, a 402 from payment-success means the payment was not completed', () => {
    expect(recordFailureMessage(new ApiError('http', { status: 402, message: 'Payment was not completed.' }))).toBe(
      'Payment was not completed.',
    )
    expect(recordFailureMessage(new ApiError('timeout'))).toBe(
      'Error: The server took too long to answer. Please try again.',
    )
  })
})
