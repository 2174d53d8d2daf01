import { fileURLToPath } from 'node:url'
import compress from '@fastify/compress'
import etag from '@fastify/etag'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify'
import helmet from 'helmet'
import { applyRequestLimits, rateLimitPluginOptions } from './auth/flood-guard'
import { createHashGate } from './auth/hash-gate'
import { logRedaction } from './auth/log-redaction'
import { createPasswordHasher, DEFAULT_SCRYPT_LOG_N, estimatedHashMs } from './auth/password'
import { registerSessionAuth } from './auth/session'
import type { Database } from './db/client'
import { vatRuleOf, type ServerEnv } from './env'
import { BROTLI_OPTIONS, COMPRESS_THRESHOLD, ENCODINGS } from './lib/compressed-text'
import {
  answerClientError,
  boundConnectionsPerAddress,
  CONNECTION_TIMEOUTS,
  timeoutOptions,
  type ConnectionTimeouts,
} from './lib/connection-limits'
import type { ImagePipelineOptions } from './images/pipeline'
import { imageRoutes } from './routes/images'
import { operationsRoutes } from './routes/operations'
import { storefrontRoutes } from './routes/pages'
import { HttpError } from './lib/http-error'
import { documentMailLine } from './invoices/mail-link'
import { invoiceRoutes } from './routes/invoices'
import { createMailer, senderName, type Mailer } from './mail/mailer'
import { productionOperations, type OperationsOptions } from './operations/operations'
import { accountRoutes } from './routes/account'
import { learningRoutes } from './routes/learning'
import { learningStandInRoutes } from './routes/learning-stand-in'
import { authRoutes } from './routes/auth'
import { recordBookingIntent } from './bookings/bookings'
import { bookingRoutes } from './routes/booking'
import { bookingDraftRoutes } from './routes/booking-drafts'
import { catalogueRoutes } from './routes/catalogue'
import { contentRoutes } from './routes/content'
import { checkoutRoutes } from './routes/checkout'
import { sandboxPaymentRoutes } from './routes/sandbox-payments'
import { savedCourseRoutes } from './routes/saved-courses'
import { stripeWebhookRoutes } from './routes/stripe-webhook'
import { teamRoutes } from './routes/team'
import { recordCartOrder } from './payments/orders'
import { offsetClock, systemClock, type Clock } from './lib/clock'
import { reminderUnsubscribeRoutes, testClockRoutes, trainingRoutes } from './routes/training'
import { sandboxProvider } from './payments/sandbox'
import { stripeProvider } from './payments/stripe'

export interface AppOptions {
  db: Database
  env: ServerEnv
  /** How the outbox's mail goes out: SMTP or the DATA_DIR/mail folder by default (server/mail/mailer.ts). */
  mailer?: Mailer
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: { write(line: string): void }
  /** scrypt cost as log2(N); 17 by default, lower only in tests. */
  scryptLogN?: number
  /** The mail outbox's and the sandbox sweep's timings; tests shorten them. */
  operations?: Pick<OperationsOptions, 'mailSender' | 'sweepMs'>
  /** The photographs' masters and made sizes: media/images and media/image-cache by default. */
  images?: ImagePipelineOptions
  /** How long a connection may take over a request: CONNECTION_TIMEOUTS by default; tests shorten them. */
  connections?: ConnectionTimeouts
  /** What "now" is for training expiry and reminders: the system's clock by default; tests move their own. */
  clock?: Clock
}

const BODY_LIMIT = 100 * 1024
const MASTERS_DIR = fileURLToPath(new URL('../media/images', import.meta.url))
// Beside the masters, not in DATA_DIR: the sizes depend on the masters alone, so a fresh database
// (tests, benchmarks, a reset) does not make them all again.
const IMAGE_CACHE_DIR = fileURLToPath(new URL('../media/image-cache', import.meta.url))

/** Messages for the framework's own 4xx errors, so that no client ever sees an internal code. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
}

/**
 * Text no field may hold, with the message of the 400 that refuses it. PostgreSQL's text cannot
 * hold U+0000, and a lone surrogate (half of a UTF-16 pair, which JSON's \u escapes can send) is
 * no character at all: a jsonb column refuses it and a text column stores U+FFFD in its place.
 * `\p{Cs}` in a `u` pattern matches only an unpaired half (a pair reads as one code point);
 * String.prototype.isWellFormed would say the same, but it is ES2024 and tsconfig's lib is ES2023.
 */
const REFUSED_TEXT: readonly (readonly [(text: string) => boolean, string])[] = [
  [(text) => text.includes('\u0000'), 'Text cannot contain the null character (U+0000).'],
  [(text) => /\p{Cs}/u.test(text), 'Text must be valid Unicode.'],
]

const refusalOf = (text: string) => REFUSED_TEXT.find(([refuses]) => refuses(text))?.[1]

/**
 * Why a parsed body, query or params is refused (a string or key in it holds text of
 * REFUSED_TEXT), or undefined. It walks with a stack of its own: a 100 kB body can nest tens of
 * thousands of levels, past the call stack's depth.
 */
function refusedText(value: unknown): string | undefined {
  const pending = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      const refusal = refusalOf(item)
      if (refusal) return refusal
    }
    if (typeof item !== 'object' || item === null) continue
    for (const [key, child] of Object.entries(item)) {
      const refusal = refusalOf(key)
      if (refusal) return refusal
      pending.push(child)
    }
  }
  return undefined
}

function contentSecurityPolicy(stripe: boolean) {
  const stripeScripts = stripe ? ['https://js.stripe.com'] : []
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...stripeScripts],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...(stripe ? ['https://*.stripe.com'] : [])],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
      frameSrc: stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : ["'none'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  }
}

export async function buildApp({
  db,
  env,
  mailer: givenMailer,
  logStream,
  scryptLogN,
  operations,
  images,
  connections = CONNECTION_TIMEOUTS,
  clock: givenClock,
}: AppOptions): Promise<FastifyInstance> {
  // TEST_CLOCK=on (never in production: server/env.ts) gives the server a clock its tests can move.
  const testClock = env.TEST_CLOCK === 'on' && !givenClock ? offsetClock() : null
  const clock = givenClock ?? testClock ?? systemClock
  const hops = env.TRUST_PROXY
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // A request that stops sending (its headers or its body) ends with a 408 and its connection
    // closes, instead of holding the socket for ever (Fastify's own timeouts are off by default).
    ...timeoutOptions(connections),
    clientErrorHandler: answerClientError,
    // Off unless TRUST_PROXY names the proxies in front: then request.ip is the client's own address.
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops,
    // A path that does not decode (`/course/%E0%A4%A`) fails before any route: the same shape of
    // answer as every other error, without the framework's code.
    frameworkErrors: (_error, _request, reply: FastifyReply) =>
      reply.status(400).send({ message: 'The address is not valid.' }),
    logger: {
      level: env.LOG_LEVEL,
      // Credentials never reach a log line.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // URLs are logged with their token/code query values redacted.
      ...logRedaction,
      ...(logStream ? { stream: logStream } : {}),
    },
  })
  // Behind a load balancer every socket has the balancer's address: it bounds its own clients.
  if (env.MAX_CONNECTIONS_PER_ADDRESS > 0 && env.TRUST_PROXY === false)
    boundConnectionsPerAddress(app.server, env.MAX_CONNECTIONS_PER_ADDRESS)
  const mailer = givenMailer ?? createMailer(env, app.log)
  registerSessionAuth(app, db)
  const jobs = productionOperations(app, { db, env, mailer, clock, ...operations })

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers)
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors, ...error.extra })
    }
    // The static plugin refuses an odd path (`//courses`, isOddPath) with a 403 of its own: it is an
    // address with no page, and gets the 404 every unknown address gets.
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return reply.callNotFound()
    const status = error.statusCode ?? 500
    if (status >= 500) {
      // A database error reaches the line without its query's parameters (loggableError, in logRedaction).
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' })
    }
    // Some calls take a smaller body than the app's limit (`bodyLimit` in server/lib/route.ts).
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = Math.round((request.routeOptions.bodyLimit ?? BODY_LIMIT) / 1024)
      return reply.status(status).send({ message: `The request body is too large (the limit is ${limit} kB).` })
    }
    return reply.status(status).send({ message: FRAMEWORK_MESSAGES[error.code] ?? error.message })
  })

  // Security headers, on every answer. Helmet's middleware is built once: @fastify/helmet built it
  // again for each request, parsing the CSP each time (~15% of a cached API answer's CPU under load).
  const securityHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(Boolean(env.STRIPE_SECRET_KEY)),
    crossOriginEmbedderPolicy: false,
    hsts: env.NODE_ENV === 'production' && env.PUBLIC_URL?.startsWith('https:') ? undefined : false,
  })
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  )
  await app.register(compress, { threshold: COMPRESS_THRESHOLD, encodings: ENCODINGS, brotliOptions: BROTLI_OPTIONS })
  await app.register(etag, { weak: true })
  applyRequestLimits(app, env, '/api')
  await app.register(rateLimit, rateLimitPluginOptions(db))

  await app.register(
    async (api) => {
      // Text the database cannot store (REFUSED_TEXT) is refused in every field, before a query fails on it.
      api.addHook('preValidation', async (request) => {
        const refusal = refusedText(request.body) ?? refusedText(request.query) ?? refusedText(request.params)
        if (refusal) throw new HttpError(400, refusal)
      })
      operationsRoutes(api, db)
      catalogueRoutes(api, db)
      contentRoutes(api, db)
      // One gate for every password hash of this app: logins, registrations, resets and invitations.
      const logN = scryptLogN ?? DEFAULT_SCRYPT_LOG_N
      const gate = createHashGate({
        concurrency: env.PASSWORD_HASH_CONCURRENCY,
        maxWaitMs: env.PASSWORD_HASH_MAX_WAIT_SECONDS * 1000,
        estimateMs: estimatedHashMs(logN),
      })
      const passwords = createPasswordHasher({ logN, gate })
      // One hash at start gives the gate this machine's time for a hash before the first rush of
      // logins, so that it knows how many can wait within the bound.
      passwords.hash('start-up').catch((error: unknown) => app.log.error({ err: error }, 'password hashing failed'))
      authRoutes(api, { db, env, passwords })
      accountRoutes(api, db)
      bookingDraftRoutes(api, db)
      savedCourseRoutes(api, db)
      teamRoutes(api, { db, env, passwords, clock })
      learningRoutes(api, { db, env, clock })
      trainingRoutes(api, { db, clock })
      if (testClock) testClockRoutes(api, { clock: testClock, jobs })
      // Payments: real Stripe with a secret key, else the sandbox and its card-confirm stand-in.
      const paymentProvider = env.STRIPE_SECRET_KEY ? stripeProvider(env.STRIPE_SECRET_KEY) : sandboxProvider(db)
      if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY)
        app.log.warn('PAYMENTS=sandbox: this production server takes test card payments only; no money moves.')
      const checkout = {
        db,
        provider: paymentProvider,
        brand: senderName(env),
        documentLine: documentMailLine(env),
        vat: vatRuleOf(env),
      }
      checkoutRoutes(api, checkout)
      bookingRoutes(api, { db, env, provider: paymentProvider })
      if (!env.STRIPE_SECRET_KEY) sandboxPaymentRoutes(api, db)
      invoiceRoutes(api, { db, provider: paymentProvider })
      stripeWebhookRoutes(api, {
        db,
        secret: env.STRIPE_WEBHOOK_SECRET,
        handlers: {
          cart: async (intent) => void (await recordCartOrder(db, intent, checkout.brand, checkout.documentLine)),
          booking: (intent) => recordBookingIntent({ db, env }, intent, api.log),
        },
      })
      api.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found.' }))
    },
    { prefix: '/api' },
  )
  learningStandInRoutes(app, { db, env, clock })
  reminderUnsubscribeRoutes(app, { db, clock, env })
  imageRoutes(app, images ?? { mastersDir: MASTERS_DIR, cacheDir: IMAGE_CACHE_DIR, warmUp: env.IMAGE_WARM_UP === 'on' })

  await storefrontRoutes(app, env)

  return app
}
