import { isIP } from 'node:net'
import { availableParallelism } from 'node:os'
import { z } from 'zod'
import { checkEnv } from '../src/shared/check-env'
import { DEFAULT_VAT_RULE, isVatRate, VAT_ZERO_GROUNDS, type VatRule } from '../src/shared/rules/vat'

const limit = z.coerce.number().int('Use a whole number.').min(0, 'Use 0 (no limit) or more.')

/** Fastify's `trustProxy`: false, a hop count, or the addresses (and CIDR ranges) of trusted proxies. */
const trustProxy = z.string().transform((value, context): false | number | string[] => {
  const text = value.trim().toLowerCase()
  if (text === 'false' || text === 'off' || text === '0') return false
  if (/^\d+$/.test(text)) return Number(text)
  const addresses = text.split(',').map((part) => part.trim())
  const valid = addresses.every((part) => {
    const [address = '', bits, extra] = part.split('/')
    const version = isIP(address)
    if (version === 0 || extra !== undefined) return false
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
  })
  if (!valid || addresses.length === 0) {
    context.addIssue({
      code: 'custom',
      message: 'Use a hop count (e.g. 1) or a comma-separated list of proxy addresses (e.g. 10.0.0.1,10.0.1.0/24).',
    })
    return z.NEVER
  }
  return addresses
})

/** Server environment, checked once at start-up; a wrong value stops the server with a clear message. */
const serverEnv = z.object({
  /**
   * `production` on a deployed server: it then refuses to start without Stripe keys unless
   * PAYMENTS=sandbox says so on purpose. `npm start` on a laptop leaves it unset.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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
  /** `off`: make no picture sizes ahead of time after the start (tests; they are then made on request). */
  IMAGE_WARM_UP: z.enum(['on', 'off']).default('on'),
  /**
   * How long a page's first paint may take before the plain shell goes out instead (ms). The
   * default suits a visitor; the e2e server, which shares two cores with the suite's other steps,
   * gives its paint tests more (playwright.config.ts).
   */
  FIRST_PAINT_BUDGET_MS: z.coerce.number().int().min(100).max(30_000).default(1_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  /** `sandbox` takes test payments on purpose (a production server refuses to otherwise without keys). */
  PAYMENTS: z.enum(['stripe', 'sandbox']).optional(),
  /**
   * Which proxies' X-Forwarded-For to believe, so that limits count each visitor's own address:
   * off by default; a hop count (`1` behind one load balancer) or a comma-separated list of proxy
   * addresses or CIDR ranges.
   */
  TRUST_PROXY: trustProxy.default(false),
  /**
   * Open connections from one address at once (0: no bound); one more is closed as it opens. Not
   * applied with TRUST_PROXY, where every socket has the proxy's address.
   */
  MAX_CONNECTIONS_PER_ADDRESS: limit.default(1024),
  /** Failed logins from one address, across all accounts, in 15 minutes; then that address waits. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: limit.default(30),
  /**
   * Password hashes (scrypt, ~0.4 s of one core each) run at once; more wait their turn. Half the
   * cores by default, so that pages, files and the API keep the rest during a rush of logins.
   */
  PASSWORD_HASH_CONCURRENCY: z.coerce
    .number()
    .int('Use a whole number.')
    .min(1, 'Use 1 or more.')
    .default(Math.max(1, Math.floor(availableParallelism() / 2))),
  /**
   * A login, registration or reset that would wait longer than this for hashing is answered 503 with
   * Retry-After. 6 s keeps an admitted request's whole answer well inside the browser's 15 s
   * (VITE_API_TIMEOUT_MS), also when the hashing itself is slowed by the rush.
   */
  PASSWORD_HASH_MAX_WAIT_SECONDS: z.coerce.number().int('Use a whole number.').min(1, 'Use 1 or more.').default(6),
  /** Requests per address in 15 minutes (0: no limit). Sized so that a busy care home on one Wi-Fi never meets them. */
  RATE_LIMIT_CONTACT: limit.default(20),
  RATE_LIMIT_REGISTER: limit.default(20),
  RATE_LIMIT_FORGOT_PASSWORD: limit.default(20),
  /** Both create-payment-intent calls, counted together (each checks a price and maybe a coupon). */
  RATE_LIMIT_PAYMENT_INTENT: limit.default(60),
  RATE_LIMIT_BOOKING: limit.default(60),
  /** Invitation mails one company may have sent per day (UTC), however many people it invites (0: no limit). */
  TEAM_INVITATION_MAILS_PER_DAY: limit.default(200),
  /**
   * The VAT rate on every order and booking, in percent of the net amount (docs/product-rules.md
   * §9). The browser learns it from GET /vat, and every payment intent is priced with it.
   */
  VAT_RATE_PERCENT: z.coerce
    .number()
    .refine(isVatRate, 'Use a percentage from 0 to 100 with at most two decimals, e.g. 20 or 17.5.')
    .default(DEFAULT_VAT_RULE.ratePercent),
  /** At a 0 % rate: whether the courses are `exempt` from VAT or `zero-rated`; totals and documents say which. */
  VAT_ZERO_GROUND: z.enum(VAT_ZERO_GROUNDS).default(DEFAULT_VAT_RULE.zeroGround),
  /**
   * The secret a learning platform signs completions with (POST /api/learning/completions; README,
   * "Completions from a learning platform"). Unset: that endpoint answers 503 and records nothing.
   */
  LEARNING_WEBHOOK_SECRET: z
    .string()
    .min(32, 'Use at least 32 characters, e.g. the output of `openssl rand -hex 32`.')
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Carewise <no-reply@carewise.example>'),
  /** How long an instance holds a mail it took from the outbox before another may retry it (a crash mid-send). */
  MAIL_CLAIM_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often each instance looks for training reminders to send (server/learning/training-reminders.ts). */
  TRAINING_REMINDER_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /**
   * `off`: no instance looks for reminders by itself (tests whose mail counts the demo's reminders
   * would change; a pass still runs when asked, as POST /api/test/clock does).
   */
  TRAINING_REMINDERS: z.enum(['on', 'off']).default('on'),
  /**
   * `on` (end-to-end tests and demos only): the server's clock can be moved with POST
   * /api/test/clock, to see training fall due and reminders go without waiting months. Refused
   * with NODE_ENV=production; off by default, when that route does not exist.
   */
  TEST_CLOCK: z.enum(['on', 'off']).default('off'),
})
export type ServerEnv = z.infer<typeof serverEnv>

export function readEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  // STATIC_DIR empty serves the API only, SSR_DIR empty sends the bare shell.
  const env = checkEnv(serverEnv, source, 'environment', ['STATIC_DIR', 'SSR_DIR'])
  if (env.TEST_CLOCK === 'on' && env.NODE_ENV === 'production')
    throw new Error(
      "Invalid environment:\n  TEST_CLOCK=on lets anyone move the server's clock: it cannot be used with NODE_ENV=production.",
    )
  const problem = paymentsProblem(env)
  if (problem) throw new Error(`Invalid environment:\n  ${problem}`)
  return env
}

/** The VAT this server charges, from VAT_RATE_PERCENT and VAT_ZERO_GROUND. */
export const vatRuleOf = (env: Pick<ServerEnv, 'VAT_RATE_PERCENT' | 'VAT_ZERO_GROUND'>): VatRule => ({
  ratePercent: env.VAT_RATE_PERCENT,
  zeroGround: env.VAT_ZERO_GROUND,
})

/** The storefront's origin, as links in mails name it (PUBLIC_URL, else the address the server listens on). */
export function storefrontUrl(env: Pick<ServerEnv, 'PUBLIC_URL' | 'HOST' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/+$/, '')
}

/** Which provider takes payments: Stripe with its secret key, else the sandbox. */
export const paymentsProvider = (env: Pick<ServerEnv, 'STRIPE_SECRET_KEY'>) =>
  env.STRIPE_SECRET_KEY ? ('stripe' as const) : ('sandbox' as const)

/**
 * Demo mode: the server takes test payments (the sandbox, with no Stripe key; a production server
 * only with PAYMENTS=sandbox set on purpose). Then nothing sold is real, and the learning
 * platform's stand-in offers "Complete this course (demo)", so the whole journey can be tried.
 */
export const isDemo = (env: Pick<ServerEnv, 'STRIPE_SECRET_KEY'>) => paymentsProvider(env) === 'sandbox'

/**
 * A production server without Stripe keys would sell training for test cards: it does not start
 * unless PAYMENTS=sandbox says that is what is wanted. PAYMENTS must also agree with the keys.
 */
function paymentsProblem(env: ServerEnv): string | null {
  const keys = 'STRIPE_SECRET_KEY (and VITE_STRIPE_PUBLISHABLE_KEY for the client build)'
  if (env.PAYMENTS === 'stripe' && !env.STRIPE_SECRET_KEY) return `PAYMENTS=stripe needs ${keys}.`
  if (env.PAYMENTS === 'sandbox' && env.STRIPE_SECRET_KEY)
    return 'PAYMENTS=sandbox cannot be used with STRIPE_SECRET_KEY set; remove one of them.'
  if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && env.PAYMENTS !== 'sandbox')
    return `NODE_ENV=production takes real payments: set ${keys}, or set PAYMENTS=sandbox to take test payments on purpose.`
  return null
}
