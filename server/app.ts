import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import compress from '@fastify/compress'
import etag from '@fastify/etag'
import helmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import type { Database } from './db/client'
import type { ServerEnv } from './env'
import { HttpError } from './lib/http-error'
import { catalogueRoutes } from './routes/catalogue'
import { contentRoutes } from './routes/content'

export interface AppOptions {
  db: Database
  env: ServerEnv
}

export const BODY_LIMIT = 100 * 1024

/** Messages for the framework's own 4xx errors, so that no client ever sees an internal code. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large (the limit is 100 kB).',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
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

export async function buildApp({ db, env }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    trustProxy: false,
    logger: {
      level: env.LOG_LEVEL,
      // Credentials never reach a log line.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
  })

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors, ...error.extra })
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed')
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' })
    }
    return reply.status(status).send({ message: FRAMEWORK_MESSAGES[error.code] ?? error.message })
  })

  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(Boolean(env.STRIPE_SECRET_KEY)),
    crossOriginEmbedderPolicy: false,
    hsts: env.NODE_ENV === 'production' && env.PUBLIC_URL?.startsWith('https:') ? undefined : false,
  })
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(etag, { weak: true })

  await app.register(
    async (api) => {
      catalogueRoutes(api, db)
      contentRoutes(api, db)
      api.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found.' }))
    },
    { prefix: '/api' },
  )

  const staticDir = resolve(env.STATIC_DIR)
  if (env.STATIC_DIR !== '' && existsSync(resolve(staticDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: staticDir,
      preCompressed: true,
      wildcard: true,
      index: false,
      setHeaders(res, path) {
        // Hashed build assets never change; the shell, the service worker and the manifest always revalidate.
        const immutable = /[\\/]assets[\\/]/.test(path)
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
    // Every other path is a client route: answer with the app shell.
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.status(404).send({ message: 'Not found.' })
      }
      reply.header('cache-control', 'no-cache')
      return reply.sendFile('index.html')
    })
  }

  return app
}
