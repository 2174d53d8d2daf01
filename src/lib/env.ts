import { z } from 'zod'

/** The only values that reach the browser: `VITE_*`, checked once when the app starts. */
const clientEnv = z.object({
  VITE_API_BASE: z.string().default('/api'),
  VITE_BRAND: z.string().min(1).default('Carewise'),
  VITE_STRIPE_PUBLISHABLE_KEY: z
    .string()
    .startsWith('pk_')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  VITE_API_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
})

export const env = clientEnv.parse({
  VITE_API_BASE: import.meta.env.VITE_API_BASE || undefined,
  VITE_BRAND: import.meta.env.VITE_BRAND || undefined,
  VITE_STRIPE_PUBLISHABLE_KEY: import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY || undefined,
  VITE_API_TIMEOUT_MS: import.meta.env.VITE_API_TIMEOUT_MS || undefined,
})

export const BRAND = env.VITE_BRAND
export const BUILD_ID = __BUILD_ID__
