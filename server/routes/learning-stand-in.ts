import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as z from 'zod/mini'
import { verifyPagePath } from '../../src/shared/contract/certificate'
import { idOrSlug } from '../../src/shared/contract/url'
import { TRAINING_STATUS_WORDS } from '../../src/shared/rules/training-status'
import { DASHBOARD_VIEW_SECONDS, redeemDashboardCode, userIdForDashboardView } from '../auth/dashboard-codes'
import type { Database } from '../db/client'
import { isDemo, type ServerEnv } from '../env'
import type { Clock } from '../lib/clock'
import { readCookie } from '../lib/cookies'
import { escapeHtml } from '../lib/html'
import { HttpError } from '../lib/http-error'
import { completeInDemo, openStandInCourse, standInLearner } from '../learning/stand-in'
import { senderName } from '../mail/mailer'

// --- The learning platform's stand-in, /user_dashboard on the API host ---------------------

const DASHBOARD_COOKIE = 'carewise_dashboard'
const DASHBOARD_PATH = '/user_dashboard'
const COMPLETE_PATH = `${DASHBOARD_PATH}/complete`

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f0fdf4}
main{max-width:44rem;margin:0 auto;padding:2.5rem 1rem}
.card{background:#fff;border:1px solid #dcfce7;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 2px rgba(0,0,0,.05)}
.note{margin:0 0 1.25rem;padding:.75rem 1rem;border:1px solid #fcd34d;border-radius:.5rem;background:#fffbeb;color:#78350f}
h1{margin:0 0 .25rem;font-size:1.75rem;line-height:1.25}h2{margin:1.5rem 0 .5rem;font-size:1.2rem}
p{margin:.25rem 0;color:#475569}ul,ol{padding-left:1.25rem}li{margin:.25rem 0}
a.button,button{display:inline-flex;align-items:center;min-height:44px;margin-top:1.5rem;padding:.6rem 1.25rem;border:0;border-radius:.5rem;background:#15803d;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
a.button:hover,button:hover{background:#166534}a:focus-visible,button:focus-visible{outline:3px solid #166534;outline-offset:2px}
a.button.secondary{background:#fff;color:#166534;border:1px solid #15803d}
.done{color:#166534;font-weight:600}
`.trim()

/** The page's only style block is allowed by its hash; no script may run at all; forms post only here. */
const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main><div class="card">${body}</div></main></body>
</html>`
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(iso))

/**
 * A post from this page's own site. Browsers say so in Sec-Fetch-Site; those that do not may send
 * an Origin. The server's no-referrer policy makes a browser's own Origin "null", which names no
 * other site (the SameSite=Strict cookie already keeps cross-site posts out; this is a second lock).
 */
function sameSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site']
  if (site !== undefined) return site === 'same-origin'
  const origin = request.headers.origin
  if (origin === undefined || origin === 'null') return true
  try {
    return new URL(origin).host === request.host
  } catch {
    return false
  }
}

const courseQuery = z.object({ course: z.optional(idOrSlug) })

/**
 * The reference server's stand-in for the provider's learning platform. The storefront hands a
 * learner over with a single-use code, never a session token:
 *
 * - GET /user_dashboard?auth=CODE[&course=SLUG] redeems the code from `POST /user-dashboard-code`,
 *   sets a short-lived HttpOnly cookie and redirects to the address without the code, so it leaves
 *   the address bar and history;
 * - GET /user_dashboard lists the learner's courses; ?course=SLUG opens one: its outcomes and
 *   sections from the catalogue, and its start is recorded;
 * - POST /user_dashboard/complete?course=SLUG, in demo mode only (isDemo in server/env.ts), records
 *   a completion as a platform would report it, so the certificate can be seen.
 */
export function learningStandInRoutes(
  app: FastifyInstance,
  { db, env, clock }: { db: Database; env: ServerEnv; clock: Clock },
): void {
  const brand = senderName(env)
  const demo = isDemo(env)
  const storefront = env.PUBLIC_URL?.replace(/\/+$/, '') ?? ''
  const html = (reply: FastifyReply, status: number, title: string, body: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(page(title, body))

  const standInNote = `<p class="note"><strong>This is a stand-in for ${escapeHtml(brand)}'s learning platform.</strong>
The reference server shows it in place of the platform where the course itself is taken (Moodle, Totara, LearnUpon…);
a real deployment sends learners to that platform instead, which reports completions back to the storefront.</p>`
  const backToCourses = `<a class="button secondary" href="${escapeHtml(`${storefront}/dashboard`)}">Back to My courses</a>`

  const expired = (reply: FastifyReply) =>
    html(
      reply,
      401,
      `Link expired | ${brand} Learning`,
      `<h1>This link has expired</h1>
<p>Profile links work once and only for a minute. Log in and open your profile again.</p>
<a class="button" href="${escapeHtml(`${storefront}/login`)}">Log in</a>`,
    )

  const learnerOf = async (request: FastifyRequest) => {
    const token = readCookie(request.headers.cookie, DASHBOARD_COOKIE)
    return token ? await userIdForDashboardView(db, token) : null
  }

  const courseOf = (request: FastifyRequest) => {
    const parsed = courseQuery.safeParse(request.query)
    return parsed.success ? parsed.data.course : undefined
  }

  const withCourse = (slug: string | undefined) =>
    slug ? `${DASHBOARD_PATH}?${new URLSearchParams({ course: slug })}` : DASHBOARD_PATH

  app.get(DASHBOARD_PATH, async (request: FastifyRequest<{ Querystring: { auth?: unknown } }>, reply) => {
    const code = request.query.auth
    const slug = courseOf(request)
    if (code !== undefined) {
      const view = typeof code === 'string' ? await redeemDashboardCode(db, code) : null
      if (!view) return expired(reply)
      const secure = request.protocol === 'https' || storefront.startsWith('https:')
      const cookie = [
        `${DASHBOARD_COOKIE}=${view}`,
        `Path=${DASHBOARD_PATH}`,
        `Max-Age=${DASHBOARD_VIEW_SECONDS}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(secure ? ['Secure'] : []),
      ].join('; ')
      return reply.header('set-cookie', cookie).header('cache-control', 'no-store').redirect(withCourse(slug), 303)
    }

    const userId = await learnerOf(request)
    const learner = userId === null ? null : await standInLearner(db, clock, userId)
    if (userId === null || !learner) return expired(reply)

    if (slug) {
      const course = await openStandInCourse(db, clock, userId, slug).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 404) return null
        throw error
      })
      if (!course)
        return html(
          reply,
          404,
          `Course not found | ${brand} Learning`,
          `${standInNote}<h1>This course is not among your courses</h1>
<p>Open it from My courses on ${escapeHtml(brand)}.</p>${backToCourses}`,
        )
      const list = (items: string[], tag: 'ul' | 'ol') =>
        items.length === 0
          ? '<p>The catalogue lists none for this course.</p>'
          : `<${tag}>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${tag}>`
      const completion = course.completion
      const state = completion
        ? `<p class="done">Completed on ${longDate(completion.completed_at)}${
            completion.expires_at ? `, valid until ${longDate(completion.expires_at)}` : ''
          }. Certificate ${escapeHtml(completion.certificate_number)}.</p>
<p>Download the certificate from My courses, or check it at <a href="${escapeHtml(
            `${storefront}${verifyPagePath(completion.certificate_number)}`,
          )}">${escapeHtml(`${storefront}${verifyPagePath(completion.certificate_number)}`)}</a>.</p>`
        : '<p>You have started this course.</p>'
      const completeForm = demo
        ? `<form method="post" action="${escapeHtml(`${COMPLETE_PATH}?${new URLSearchParams({ course: course.slug })}`)}">
<p>Demo mode: the real platform records a completion when the learner passes its assessment. Here you may complete the course at once${
            completion ? ' again (a renewal)' : ''
          }.</p>
<button type="submit">Complete this course (demo)</button>
</form>`
        : ''
      return html(
        reply,
        200,
        `${course.name} | ${brand} Learning`,
        `${standInNote}<h1>${escapeHtml(course.name)}</h1>
${course.title && course.title !== course.name ? `<p>${escapeHtml(course.title)}</p>` : ''}
${course.cpdHours !== null ? `<p>${course.cpdHours} CPD ${course.cpdHours === 1 ? 'hour' : 'hours'}</p>` : ''}
${state}
<h2>Learning outcomes</h2>
${list(course.outcomes, 'ul')}
<h2>Sections</h2>
${list(course.sections, 'ol')}
${completeForm}
<p><a class="button secondary" href="${DASHBOARD_PATH}">All your courses</a></p>
${backToCourses}`,
      )
    }

    const courseList =
      learner.courses.length === 0
        ? '<p>You have no courses yet. Browse our accredited courses to get started.</p>'
        : `<ul>${learner.courses
            .map(
              (course) =>
                `<li><a href="${escapeHtml(withCourse(course.slug))}">${escapeHtml(course.name)}</a> — ${escapeHtml(
                  TRAINING_STATUS_WORDS[course.status],
                )}</li>`,
            )
            .join('')}</ul>`
    return html(
      reply,
      200,
      `Your learning | ${brand} Learning`,
      `${standInNote}<h1>Hello, ${escapeHtml(learner.name)}</h1>
<p>Your ${escapeHtml(brand)} learning dashboard.</p>
<h2>Your courses</h2>
${courseList}
<a class="button" href="${escapeHtml(`${storefront}/`)}">Back to ${escapeHtml(brand)}</a>`,
    )
  })

  // A completion in demo mode. The cookie is SameSite=Strict and the form is this page's own; the
  // Origin check refuses a post from another site in browsers that send the cookie anyway.
  void app.register(async (form) => {
    // The form holds no fields (the course is in its address), but a browser sends it as
    // urlencoded: that body is read and ignored.
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_r, _b, done) => done(null, {}),
    )
    form.post(COMPLETE_PATH, async (request, reply) => {
      if (!demo) return reply.callNotFound()
      if (!sameSite(request))
        return html(reply, 403, `Refused | ${brand} Learning`, '<h1>This form must be sent from its own page.</h1>')
      const userId = await learnerOf(request)
      if (userId === null) return expired(reply)
      const slug = courseOf(request)
      if (!slug) return reply.redirect(DASHBOARD_PATH, 303)
      await completeInDemo(db, clock, userId, slug).catch((error: unknown) => {
        if (!(error instanceof HttpError && error.statusCode === 404)) throw error
      })
      return reply.header('cache-control', 'no-store').redirect(withCourse(slug), 303)
    })
  })
}
