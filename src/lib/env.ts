import * as z from 'zod/mini'

// In the browser, zod must not probe for `new Function` (its JIT): the Content-Security-Policy
// forbids eval, and the probe alone is reported as a violation. Set here, before any schema of the
// app parses (this module loads first); the setting is shared by zod/mini and the contract's zod.
if (typeof document !== 'undefined') z.config({ jitless: true })

/** The only values that reach the browser: `VITE_*`, checked once when the app starts (empty = unset). */
const clientEnv = z.object({
  VITE_API_BASE: z._default(z.string(), '/api'),
  VITE_BRAND: z._default(z.string().check(z.minLength(1)), 'Carewise'),
  VITE_STRIPE_PUBLISHABLE_KEY: z.optional(z.string().check(z.startsWith('pk_'))),
  VITE_API_TIMEOUT_MS: z._default(z.pipe(z.coerce.number(), z.int().check(z.positive())), 15_000),
})

export const env = clientEnv.parse({
  VITE_API_BASE: import.meta.env.VITE_API_BASE || undefined,
  VITE_BRAND: import.meta.env.VITE_BRAND || undefined,
  VITE_STRIPE_PUBLISHABLE_KEY: import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY || undefined,
  VITE_API_TIMEOUT_MS: import.meta.env.VITE_API_TIMEOUT_MS || undefined,
})

export const BRAND = env.VITE_BRAND
export const BUILD_ID = __BUILD_ID__
