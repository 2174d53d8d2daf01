import * as z from 'zod/mini'
import { checkEnv } from '../shared/check-env.ts'

/**
 * The only values that reach the browser: `VITE_*`, built into the client. vite.config.ts checks
 * them with this schema as it builds (empty = unset), so a wrong value stops the build instead of
 * reaching a user's page, and the browser starts with the checked values (lib/env.ts).
 */
const clientEnv = z.object({
  VITE_API_BASE: z._default(z.string(), '/api'),
  VITE_BRAND: z._default(z.string().check(z.minLength(1)), 'Carewise'),
  VITE_STRIPE_PUBLISHABLE_KEY: z.optional(z.string().check(z.startsWith('pk_'))),
  VITE_API_TIMEOUT_MS: z._default(z.pipe(z.coerce.number(), z.int().check(z.positive())), 15_000),
})

export type ClientEnv = z.infer<typeof clientEnv>

export function checkClientEnv(vars: Record<string, string | undefined>): ClientEnv {
  return checkEnv(clientEnv, vars, 'VITE_* variables')
}
