import type { FastifyContextConfig } from 'fastify'
import type { RateLimitPluginOptions } from '@fastify/rate-limit'
import { HttpError } from '../lib/http-error'

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.'

/** `@fastify/rate-limit` is registered once, off by default; routes opt in with their own config. */
export const rateLimitPluginOptions: RateLimitPluginOptions = {
  global: false,
  // Thrown, so the app's error handler answers `{ message }` like every other error.
  errorResponseBuilder: () => new HttpError(429, TOO_MANY_REQUESTS),
}

/** A coarse flood guard for the auth POST calls: 60 a minute from one address. */
export const AUTH_FLOOD_GUARD: FastifyContextConfig = { rateLimit: { max: 60, timeWindow: '1 minute' } }
