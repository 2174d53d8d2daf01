import type { FastifyInstance, FastifyRequest } from 'fastify'
import { CERTIFICATE_MESSAGES, certificateNumberParam } from '../../src/shared/contract/certificate'
import { learningCalls } from '../../src/shared/contract/learning'
import type { Database } from '../db/client'
import { storefrontUrl, type ServerEnv } from '../env'
import type { Clock } from '../lib/clock'
import { HttpError } from '../lib/http-error'
import { LOGIN_REQUIRED, route } from '../lib/route'
import { renderCertificatePdf } from '../learning/certificate-pdf'
import { certificateFor, checkCertificate } from '../learning/certificates'
import {
  EVENT_MESSAGES,
  receiveLearningEvent,
  REPEAT_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
} from '../learning/platform-events'
import { learnerCourses } from '../learning/progress'
import { senderName } from '../mail/mailer'

/** A public lookup by number, limited per address like the coupon check: numbers cannot be walked. */
const VERIFY_GUARD = { rateLimit: { max: 30, timeWindow: '1 minute' } }
/** A person downloads a handful of certificates; a manager a team's. */
const PDF_GUARD = { rateLimit: { max: 60, timeWindow: '1 minute' } }
/** A platform may send a backlog at once. */
const EVENTS_GUARD = { rateLimit: { max: 600, timeWindow: '1 minute' } }
/** One event is a few hundred bytes. */
const EVENT_BODY_LIMIT = 16 * 1024

/**
 * My courses (GET /my/learning), the public certificate check (GET /verify/:number), the
 * certificate's PDF (GET /certificates/:number.pdf) and the learning platform's signed events
 * (POST /learning/completions).
 */
export function learningRoutes(
  app: FastifyInstance,
  { db, env, clock }: { db: Database; env: ServerEnv; clock: Clock },
): void {
  route(app, learningCalls.myCourses, async ({ user }) => ({ data: await learnerCourses(db, clock, user.id) }))

  route(
    app,
    learningCalls.verifyCertificate,
    async ({ params }) => {
      const check = await checkCertificate(db, clock, params.number)
      if (!check) throw new HttpError(404, CERTIFICATE_MESSAGES.notFound)
      return check
    },
    { config: VERIFY_GUARD },
  )

  const pdfOptions = { brand: senderName(env), storefront: storefrontUrl(env) }
  app.get(
    '/certificates/:file',
    { config: PDF_GUARD },
    async (request: FastifyRequest<{ Params: { file: string } }>, reply) => {
      reply.header('cache-control', 'private, no-store')
      const user = await app.authenticate(request)
      if (!user) {
        reply.header('www-authenticate', 'Bearer')
        throw new HttpError(401, LOGIN_REQUIRED)
      }
      const file = request.params.file
      const number = file.endsWith('.pdf') ? certificateNumberParam.safeParse(file.slice(0, -4)) : null
      const certificate = number?.success ? await certificateFor(db, user, number.data) : null
      if (!certificate) throw new HttpError(404, CERTIFICATE_MESSAGES.pdfNotFound)
      const pdf = await renderCertificatePdf(certificate, pdfOptions)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="certificate-${certificate.number}.pdf"`)
        .send(pdf)
    },
  )

  // The signature covers the body's exact bytes, so this call keeps them as they came (its own
  // JSON parser, in a scope of its own) and parses them itself once they are checked.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
    scope.post(
      '/learning/completions',
      { config: EVENTS_GUARD, bodyLimit: EVENT_BODY_LIMIT },
      async (request, reply) => {
        reply.header('cache-control', 'no-store')
        const secret = env.LEARNING_WEBHOOK_SECRET
        if (!secret) throw new HttpError(503, EVENT_MESSAGES.off)
        const header = (name: string) => {
          const value = request.headers[name]
          return typeof value === 'string' ? value : undefined
        }
        const { answer, repeat } = await receiveLearningEvent(db, clock, secret, {
          timestamp: header(TIMESTAMP_HEADER),
          signature: header(SIGNATURE_HEADER),
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        })
        if (repeat) reply.header(REPEAT_HEADER, 'true')
        return answer
      },
    )
  })
}
