import * as z from 'zod/mini'

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
  const parsed = clientEnv.safeParse({
    VITE_API_BASE: vars.VITE_API_BASE || undefined,
    VITE_BRAND: vars.VITE_BRAND || undefined,
    VITE_STRIPE_PUBLISHABLE_KEY: vars.VITE_STRIPE_PUBLISHABLE_KEY || undefined,
    VITE_API_TIMEOUT_MS: vars.VITE_API_TIMEOUT_MS || undefined,
  })
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid VITE_* variables:\n${problems.join('\n')}`)
  }
  return parsed.data
}
