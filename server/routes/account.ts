import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { bookingCalls } from '../../src/shared/contract/booking'
import { checkoutCalls } from '../../src/shared/contract/checkout'
import { profileOf } from '../auth/profile'
import { DASHBOARD_VIEW_SECONDS, redeemDashboardCode, userIdForDashboardView } from '../auth/dashboard-codes'
import { bookingsOf } from '../bookings/bookings'
import type { Database } from '../db/client'
import type { ServerEnv } from '../env'
import { readCookie } from '../lib/cookies'
import { route } from '../lib/route'
import { senderName } from '../mail/mailer'
import { ordersOf } from '../payments/order-history'
import { escapeHtml } from '../lib/html'

/** GET /my/orders and /my/bookings: the signed-in account's paid orders and in-house bookings. */
export function accountRoutes(app: FastifyInstance, db: Database): void {
  route(app, checkoutCalls.myOrders, async ({ user }) => ({ data: await ordersOf(db, user.id) }))

  route(app, bookingCalls.myBookings, async ({ user }) => ({ data: await bookingsOf(db, user.id) }))
}

// --- The profile page, /user_dashboard on the API host -------------------------------------

const DASHBOARD_COOKIE = 'carewise_dashboard'
const DASHBOARD_PATH = '/user_dashboard'

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f0fdf4}
main{max-width:44rem;margin:0 auto;padding:2.5rem 1rem}
.card{background:#fff;border:1px solid #dcfce7;border-radius:1rem;padding:1.5rem;box-shadow:0 1px 2px rgba(0,0,0,.05)}
h1{margin:0 0 .25rem;font-size:1.75rem;line-height:1.25}h2{margin:1.5rem 0 .5rem;font-size:1.2rem}
p{margin:.25rem 0;color:#475569}ul{padding-left:1.25rem}li{margin:.25rem 0}
a.button{display:inline-flex;align-items:center;min-height:44px;margin-top:1.5rem;padding:.6rem 1.25rem;border-radius:.5rem;background:#15803d;color:#fff;font-weight:600;text-decoration:none}
a.button:hover{background:#166534}a:focus-visible{outline:3px solid #166534;outline-offset:2px}
`.trim()

/** The page's only style block is allowed by its hash; no script may run at all. */
const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
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

/**
 * GET /user_dashboard?auth=CODE redeems the single-use code from `POST /user-dashboard-code`,
 * sets a short-lived HttpOnly cookie and redirects to the bare path, so the code leaves the
 * address bar and history; GET /user_dashboard then renders the account from that cookie.
 */
export function userDashboardRoute(app: FastifyInstance, { db, env }: { db: Database; env: ServerEnv }): void {
  const brand = senderName(env)
  const storefront = env.PUBLIC_URL?.replace(/\/+$/, '') ?? ''
  const html = (reply: FastifyReply, status: number, title: string, body: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(page(title, body))

  const expired = (reply: FastifyReply) =>
    html(
      reply,
      401,
      `Link expired | ${brand} Learning`,
      `<h1>This link has expired</h1>
<p>Profile links work once and only for a minute. Log in and open your profile again.</p>
<a class="button" href="${escapeHtml(`${storefront}/login`)}">Log in</a>`,
    )

  app.get(DASHBOARD_PATH, async (request: FastifyRequest<{ Querystring: { auth?: unknown } }>, reply) => {
    const code = request.query.auth
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
      return reply.header('set-cookie', cookie).header('cache-control', 'no-store').redirect(DASHBOARD_PATH, 303)
    }

    const token = readCookie(request.headers.cookie, DASHBOARD_COOKIE)
    const userId = token ? await userIdForDashboardView(db, token) : null
    const profile = userId === null ? null : await profileOf(db, userId)
    if (!profile) return expired(reply)
    const courseList =
      profile.courses.length === 0
        ? '<p>You have no courses yet. Browse our accredited courses to get started.</p>'
        : `<ul>${profile.courses.map((name) => `<li>${escapeHtml(name)}</li>`).join('')}</ul>`
    return html(
      reply,
      200,
      `Your learning | ${brand} Learning`,
      `<h1>Hello, ${escapeHtml(profile.name)}</h1>
<p>Your ${escapeHtml(brand)} learning dashboard.</p>
<h2>Your courses</h2>
${courseList}
<a class="button" href="${escapeHtml(`${storefront}/`)}">Back to ${escapeHtml(brand)}</a>`,
    )
  })
}
