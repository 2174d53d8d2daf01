import { describe, expect, it } from 'vitest'
import { formatCardNumber, formatExpiry, isCardComplete, parseExpiry } from '@/payment/data/card-fields'

describe('sandbox card entry rules (docs/product-rules.md §5: complete card details)', () => {
  it('groups card numbers in fours and stops at 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4000-0027-6000-3184')).toBe('4000 0027 6000 3184')
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789')
  })

  it('formats the expiry as MM / YY and can be deleted backwards', () => {
    expect(formatExpiry('5')).toBe('05')
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('1234')).toBe('12 / 34')
    expect(formatExpiry('12 /')).toBe('12')
    expect(parseExpiry('12 / 34')).toEqual({ month: 12, year: 2034 })
    expect(parseExpiry('13 / 34')).toBeNull()
    expect(parseExpiry('12 / 3')).toBeNull()
  })

  it('is complete only with a full number, a real month and a 3–4 digit CVC', () => {
    const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }
    expect(isCardComplete(card)).toBe(true)
    expect(isCardComplete({ ...card, number: '4242 4242' })).toBe(false)
    // Complete for its brand, as Stripe's card field judges it: a 12-digit Visa-like number is not.
    expect(isCardComplete({ ...card, number: '4242 4242 4242' })).toBe(false)
    expect(isCardComplete({ ...card, number: '4242 4242 4242 4' })).toBe(false)
    expect(isCardComplete({ ...card, number: '3782 822463 10005', cvc: '1234' })).toBe(true)
    expect(isCardComplete({ ...card, number: '3782 822463 1000' })).toBe(false)
    expect(isCardComplete({ ...card, number: '3056 930902 5904' })).toBe(true)
    expect(isCardComplete({ ...card, expiry: '12' })).toBe(false)
    expect(isCardComplete({ ...card, cvc: '12' })).toBe(false)
    expect(isCardComplete({ ...card, cvc: '1234' })).toBe(true)
  })
})
