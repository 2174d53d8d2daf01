import { z } from 'zod'

/** Server environment, checked once at start-up; a wrong value stops the server with a clear message. */
const serverEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** PGlite's data directory (and the outbox folder for mail) when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when set, PGlite is not used. */
  DATABASE_URL: z.url().optional(),
  /** The storefront's public origin, used in links sent by mail. */
  PUBLIC_URL: z.url().optional(),
  /** Folder of the built storefront to serve; empty to serve the API only. */
  STATIC_DIR: z.string().default('./dist'),
  /** The server-side bundle that paints public pages before the JavaScript arrives; empty to send the bare shell. */
  SSR_DIR: z.string().default('./dist-ssr'),
  /** Benchmarks only: a folder served under /__bench/ (the plain static page Lighthouse compares against). */
  BENCH_STATIC_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Carewise <no-reply@carewise.example>'),
})
export type ServerEnv = z.infer<typeof serverEnv>

export function readEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  // Empty strings (as left by `.env.example`) mean "not set" — except STATIC_DIR (empty: API only) and SSR_DIR (empty: no first paint).
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => value !== '' || key === 'STATIC_DIR' || key === 'SSR_DIR'),
  )
  const parsed = serverEnv.safeParse(cleaned)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  }
  return parsed.data
}
