import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { trainingMatrixCalls } from '../../src/shared/contract/training-matrix'
import type { Database } from '../db/client'
import type { ServerEnv } from '../env'
import { unsubscribeFromReminders } from '../learning/training-reminders'
import type { Clock } from '../lib/clock'
import { escapeHtml, serverPage } from '../lib/html'
import { HttpError } from '../lib/http-error'
import { route } from '../lib/route'
import { senderName } from '../mail/mailer'
import type { Operations } from '../operations/operations'
import { requireCompany } from '../team/company'
import { createTrainingMatrixCache } from '../team/training-matrix-cache'

/**
 * GET /team/training: the company's training matrix, at the server's clock; this instance's cache
 * of it (server/team/training-matrix-cache.ts) is its own, never shared with another app.
 */
export function trainingRoutes(app: FastifyInstance, { db, clock }: { db: Database; clock: Clock }): void {
  const matrixOf = createTrainingMatrixCache({ db, clock })
  route(app, trainingMatrixCalls.matrix, async ({ user }) => matrixOf(requireCompany(user)))
}

const PAGE_CSP = "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

/**
 * /reminders/unsubscribe?token=…: the link in every learner's reminder mail, which needs no log-in.
 * Opening it shows one button (a mail scanner that follows links unsubscribes no one); pressing it,
 * or a mail client's one-click POST to the same address (RFC 8058), stops the reminders.
 */
export function reminderUnsubscribeRoutes(
  app: FastifyInstance,
  { db, clock, env }: { db: Database; clock: Clock; env: ServerEnv },
): void {
  const brand = senderName(env)
  const path = '/reminders/unsubscribe'
  const send = (reply: FastifyReply, status: number, title: string, body: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(serverPage(`${title} | ${brand}`, body))
  const tokenOf = (request: FastifyRequest<{ Querystring: { token?: unknown } }>) =>
    typeof request.query.token === 'string' ? request.query.token : ''
  const unknown = (reply: FastifyReply) =>
    send(
      reply,
      404,
      'Link not recognised',
      `<h1>This link is not recognised</h1><p>Copy the whole link from the reminder email and try again.</p>`,
    )

  void app.register(async (scope) => {
    // The form and mail clients' one-click POST send a form body; the token is in the address.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, {}),
    )
    scope.get(path, async (request: FastifyRequest<{ Querystring: { token?: unknown } }>, reply) => {
      const token = tokenOf(request)
      if (token === '' || token.length > 100) return unknown(reply)
      return send(
        reply,
        200,
        'Stop training reminders',
        `<h1>Stop training reminder emails?</h1>
<p>You will no longer get emails when your training is due or has not been started. Your manager is still told when training is due.</p>
<form method="post" action="${escapeHtml(`${path}?token=${encodeURIComponent(token)}`)}"><button type="submit">Unsubscribe</button></form>`,
      )
    })
    scope.post(path, async (request: FastifyRequest<{ Querystring: { token?: unknown } }>, reply) => {
      if (!(await unsubscribeFromReminders(db, tokenOf(request), clock.now()))) return unknown(reply)
      return send(
        reply,
        200,
        'Unsubscribed',
        `<h1>You are unsubscribed</h1><p>You will get no more training reminder emails from ${escapeHtml(brand)}.</p>`,
      )
    })
  })
}

const clockRequest = z.union([z.object({ at: z.iso.datetime({ offset: true }) }), z.object({ reset: z.literal(true) })])

/**
 * POST /test/clock {at} or {reset: true}: moves the server's clock (TEST_CLOCK=on only; the route
 * does not exist otherwise) and runs the training reminders at once, so an end-to-end test sees
 * a course fall due and its mails go without waiting.
 */
export function testClockRoutes(
  app: FastifyInstance,
  { clock, jobs }: { clock: Clock & { set(to: Date): void; reset(): void }; jobs: Operations },
): void {
  app.post('/test/clock', async (request) => {
    const parsed = clockRequest.safeParse(request.body)
    if (!parsed.success) throw new HttpError(422, 'Send {"at": an ISO date and time} or {"reset": true}.')
    if ('at' in parsed.data) clock.set(new Date(parsed.data.at))
    else clock.reset()
    const reminders = await jobs.runTrainingReminders()
    return { now: clock.now().toISOString(), reminders }
  })
}
