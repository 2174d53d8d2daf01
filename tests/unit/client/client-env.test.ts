import { describe, expect, it } from 'vitest'
import { checkClientEnv } from '@/lib/env-schema'

// vite.config.ts runs this on the VITE_* values as it builds the client: what it returns is what
// every visitor's browser starts with, and what it refuses never reaches one.
describe('checkClientEnv', () => {
  it('fills in the defaults for values that are unset or empty', () => {
    expect(checkClientEnv({ VITE_BRAND: '', VITE_API_TIMEOUT_MS: '' })).toEqual({
      VITE_API_BASE: '/api',
      VITE_BRAND: 'Carewise',
      VITE_API_TIMEOUT_MS: 15_000,
    })
  })

  it('keeps the values given, the timeout as a number', () => {
    expect(
      checkClientEnv({
        VITE_API_BASE: 'https://api.example.org/api',
        VITE_BRAND: 'Northgate',
        VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        VITE_API_TIMEOUT_MS: '8000',
      }),
    ).toEqual({
      VITE_API_BASE: 'https://api.example.org/api',
      VITE_BRAND: 'Northgate',
      VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      VITE_API_TIMEOUT_MS: 8000,
    })
  })

  it('stops the build on a secret key in place of the publishable one, or a timeout that is not a whole positive number', () => {
    const check = (vars: Record<string, string>) => () => checkClientEnv(vars)
    expect(check({ VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_123' })).toThrow(
      /^Invalid VITE_\* variables:\n {2}VITE_STRIPE_PUBLISHABLE_KEY: /,
    )
    for (const timeout of ['soon', '1.5', '-100', '0']) {
      expect(check({ VITE_API_TIMEOUT_MS: timeout })).toThrow(/^Invalid VITE_\* variables:\n {2}VITE_API_TIMEOUT_MS: /)
    }
  })
})
