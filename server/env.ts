import { z } from 'zod'
import { checkEnv } from '../src/shared/check-env'

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
  /** How long an instance holds a mail it took from the outbox before another may retry it (a crash mid-send). */
  MAIL_CLAIM_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
})
export type ServerEnv = z.infer<typeof serverEnv>

export function readEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  // STATIC_DIR empty serves the API only, SSR_DIR empty sends the bare shell.
  return checkEnv(serverEnv, source, 'environment', ['STATIC_DIR', 'SSR_DIR'])
}
