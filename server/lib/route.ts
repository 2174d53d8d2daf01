import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Endpoint } from '../../src/shared/contract/common'
import { NAMES_NOTHING } from '../../src/shared/contract/url'
import type { AuthUser } from '../auth/session'
import { CompressedText, type CompressedJson } from './compressed-text'
import { HttpError, notFound } from './http-error'
import { createTtlCache, type TtlCache } from './ttl-cache'

type Out<T> = T extends z.ZodType ? z.output<T> : undefined

/** The signed-in account: always there for `auth: 'required'` calls, maybe for `optional`, never for `none`. */
type UserFor<E extends Endpoint> = E['auth'] extends 'required'
  ? AuthUser
  : E['auth'] extends 'none'
    ? null
    : AuthUser | null

export const LOGIN_REQUIRED = 'Please log in to continue.'

export interface RouteInput<E extends Endpoint> {
  params: Out<E['params']>
  query: Out<E['query']>
  body: Out<E['body']>
  user: UserFor<E>
  request: FastifyRequest
  reply: FastifyReply
}

/** Public catalogue reads may be cached and served stale while offline; everything else never. */
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=604800'
const PRIVATE_CACHE = 'private, no-store'

/**
 * Public catalogue reads are the same for everyone and change only with the catalogue: a
 * few-second cache per URL spares the (single-threaded, embedded) database under load. Bounded,
 * oldest entry out first, so odd query strings cannot grow it.
 */
const MICRO_CACHE_MS = 5_000
const MICRO_CACHE_ENTRIES = 500
/**
 * Kept as it is sent: the JSON text, its ETag and its compressed forms are made once per entry.
 * The entry is the answer's promise, so requests that arrive while it is being made wait for that
 * one instead of each asking the database (200 at once after a restart held some for seconds).
 */
const microCaches = new WeakMap<FastifyInstance, TtlCache<Promise<CompressedText>>>()

function microCache(app: FastifyInstance) {
  let cache = microCaches.get(app)
  if (!cache)
    microCaches.set(app, (cache = createTtlCache<Promise<CompressedText>>(MICRO_CACHE_MS, MICRO_CACHE_ENTRIES)))
  return cache
}

/** Turns zod issues into `{ field: [messages] }`, the shape the client shows under each field. */
export function fieldErrors(issues: z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_'
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

function validate<S extends z.ZodType | undefined>(schema: S, value: unknown, { inPath = false } = {}): Out<S> {
  if (!schema) return undefined as Out<S>
  const result = schema.safeParse(value ?? {})
  if (!result.success) {
    // A path naming what cannot exist (an id past the database's range) is an unknown address.
    if (inPath && result.error.issues.some((issue) => issue.code === 'custom' && issue.params?.[NAMES_NOTHING]))
      throw notFound()
    const first = result.error.issues[0]
    throw new HttpError(422, first?.message ?? 'The given data was invalid.', fieldErrors(result.error.issues))
  }
  return result.data as Out<S>
}

type Answer<E extends Endpoint> = z.input<E['response']>

/**
 * Registers one call of the contract: resolves the bearer session when the call declares `auth`
 * (401 when it is required and missing, invalid or expired), validates params, query and body
 * with its schemas (422 with per-field errors when they fail) and sends what the handler
 * returns, shaped as the contract's response input (the provider's own shape, which the client
 * normalises). A handler that keeps its answer made (a CompressedJson, e.g. the training matrix's
 * per-company cache) returns it, and it is sent as it is, with its ETag and the cache-control of the
 * call (private unless it is a public read). `config` is the route's Fastify config (e.g. `{ rateLimit }`); `bodyLimit`, in
 * bytes, lowers the app's limit for a call whose body is known to be small (a larger one is a 413).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<Answer<E> | CompressedJson<Answer<E>>>,
  options: { config?: FastifyContextConfig; bodyLimit?: number } = {},
): void {
  const publicRead = endpoint.method === 'GET' && endpoint.auth === 'none'
  const cacheControl = publicRead ? PUBLIC_CACHE : PRIVATE_CACHE
  const recent = publicRead ? microCache(app) : undefined
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: options.config,
    bodyLimit: options.bodyLimit,
    handler: async (request, reply) => {
      const user = endpoint.auth === 'none' ? null : await app.authenticate(request)
      if (endpoint.auth === 'required' && !user) {
        reply.header('cache-control', PRIVATE_CACHE).header('www-authenticate', 'Bearer')
        throw new HttpError(401, LOGIN_REQUIRED)
      }
      const input = {
        user,
        params: validate(endpoint.params, request.params, { inPath: true }),
        query: validate(endpoint.query, request.query),
        body: validate(endpoint.body, request.body),
        request,
        reply,
      } as RouteInput<E>
      if (!recent) {
        const result = await handler(input)
        reply.header('cache-control', cacheControl)
        if (!(result instanceof CompressedText)) return result
        return result.send(request, reply.type('application/json; charset=utf-8'))
      }
      let answer = recent.get(request.url)
      if (!answer) {
        const made = handler(input).then((result) =>
          result instanceof CompressedText ? result : new CompressedText(JSON.stringify(result)),
        )
        recent.set(request.url, made)
        // A failure is not kept: the next request asks again.
        made.catch(() => {
          if (recent.get(request.url) === made) recent.delete(request.url)
        })
        answer = made
      }
      const text = await answer
      reply.header('cache-control', cacheControl).type('application/json; charset=utf-8')
      return text.send(request, reply)
    },
  })
}
