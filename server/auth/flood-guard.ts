import type { FastifyContextConfig, FastifyInstance } from 'fastify'
import type { RateLimitPluginOptions } from '@fastify/rate-limit'
import { authCalls } from '../../src/shared/contract/auth'
import { bookingCalls } from '../../src/shared/contract/booking'
import { checkoutCalls } from '../../src/shared/contract/checkout'
import { contentCalls } from '../../src/shared/contract/content'
import type { Database } from '../db/client'
import type { ServerEnv } from '../env'
import { HttpError } from '../lib/http-error'
import { databaseRateLimitStore } from './rate-limit-store'

export const TOO_MANY_REQUESTS = 'Too many attempts. Please wait a minute and try again.'

/** What a limited form shows: how long to wait, in whole minutes (at least one). */
export function tooManyAttempts(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
  return minutes === 1 ? TOO_MANY_REQUESTS : `Too many attempts. Please wait ${minutes} minutes and try again.`
}

/** The window of the per-address limits set by RATE_LIMIT_* (requests per address per window). */
export const LIMIT_WINDOW_MS = 15 * 60_000

/**
 * `@fastify/rate-limit` is registered once, off by default; limited calls opt in with their own
 * config. The counters live in the database, so that every instance shares them.
 */
export function rateLimitPluginOptions(db: Database): RateLimitPluginOptions {
  return {
    global: false,
    store: databaseRateLimitStore(db),
    // Counted once the body has arrived and parsed, not as the headers arrive (`onRequest`): a
    // request whose body never comes (or does not parse) sends nothing, so it must not use up the
    // address's allowance and keep its real messages out.
    hook: 'preValidation',
    // Thrown, so the app's error handler answers `{ message }` like every other error; the
    // plugin has already set Retry-After.
    errorResponseBuilder: (_request, context) => new HttpError(429, tooManyAttempts(context.ttl)),
  }
}

/** A coarse flood guard for the other auth POST calls: 60 a minute from one address. */
export const AUTH_FLOOD_GUARD: FastifyContextConfig = { rateLimit: { max: 60, timeWindow: '1 minute' } }

/**
 * Every call that sends mail, writes for anyone, or can be used to probe (a coupon code, a
 * price): limited per address, in a window of LIMIT_WINDOW_MS. The two create-payment-intent
 * calls share one count. A setting of 0 leaves that call unlimited.
 */
function limitedCalls(env: ServerEnv) {
  return [
    { path: contentCalls.contact.path, max: env.RATE_LIMIT_CONTACT },
    { path: authCalls.register.path, max: env.RATE_LIMIT_REGISTER },
    { path: authCalls.forgotPassword.path, max: env.RATE_LIMIT_FORGOT_PASSWORD },
    { path: checkoutCalls.createPaymentIntent.path, max: env.RATE_LIMIT_PAYMENT_INTENT, groupId: 'payment-intent' },
    { path: bookingCalls.createPaymentIntent.path, max: env.RATE_LIMIT_PAYMENT_INTENT, groupId: 'payment-intent' },
    { path: bookingCalls.saveBasicInfo.path, max: env.RATE_LIMIT_BOOKING },
  ]
}

/**
 * Puts the per-address limits on their calls as the routes are registered under `prefix`, so that
 * the limits are read in one place. Must be added before `@fastify/rate-limit` is registered: its
 * own route hook then sees the config.
 */
export function applyRequestLimits(app: FastifyInstance, env: ServerEnv, prefix: string): void {
  const limits = new Map(limitedCalls(env).map((call) => [`POST ${prefix}${call.path}`, call]))
  app.addHook('onRoute', (routeOptions) => {
    const call = limits.get(`${String(routeOptions.method)} ${routeOptions.url}`)
    if (!call) return
    const { rateLimit: _replaced, ...config } = (routeOptions.config ?? {}) as FastifyContextConfig
    routeOptions.config =
      call.max > 0
        ? { ...config, rateLimit: { max: call.max, timeWindow: LIMIT_WINDOW_MS, groupId: call.groupId } }
        : config
  })
}
