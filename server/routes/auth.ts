import type { FastifyInstance } from 'fastify'
import { authCalls } from '../../src/shared/contract/auth'
import { accountRules, AUTH_MESSAGES, type AccountDeps } from '../auth/accounts'
import { mintDashboardCode, DASHBOARD_CODE_SECONDS, revokeDashboardAccess } from '../auth/dashboard-codes'
import { AUTH_FLOOD_GUARD } from '../auth/flood-guard'
import { DEVICE_COOKIE, DEVICE_DAYS, deviceToken, type LoginAttempt } from '../auth/login-limit'
import { bearerToken, publicUser, revokeSession } from '../auth/session'
import { DAY } from '../auth/tokens'
import { storefrontUrl } from '../env'
import { readCookie } from '../lib/cookies'
import { HttpError } from '../lib/http-error'
import { route } from '../lib/route'

/** The login call's own path: the device cookie is sent there and nowhere else. */
const LOGIN_PATH = `/api${authCalls.login.path}`

/** Registration, login and logout, the password reset, and the profile page's single-use code. */
export function authRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db, env } = deps
  const accounts = accountRules(deps)
  const config = AUTH_FLOOD_GUARD

  route(
    app,
    authCalls.register,
    async ({ body }) => ({ ...(await accounts.register(body)), message: AUTH_MESSAGES.registered }),
    { config },
  )

  route(
    app,
    authCalls.login,
    async ({ body, request, reply }) => {
      const knownDevice = deviceToken(readCookie(request.headers.cookie, DEVICE_COOKIE))
      const refuse = (attempt: Extract<LoginAttempt, { allowed: false }>) => {
        reply.header('retry-after', String(Math.ceil(attempt.waitMs / 1000)))
        return new HttpError(429, attempt.message)
      }
      const remembered = knownDevice === null ? accounts.recall(body.email, request.ip) : null
      if (remembered && !remembered.allowed) throw refuse(remembered)
      const outcome = await accounts.logIn(body, request.ip, knownDevice)
      if ('refused' in outcome)
        throw outcome.refused ? refuse(outcome.refused) : new HttpError(401, AUTH_MESSAGES.badCredentials)
      const secure = request.protocol === 'https' || storefrontUrl(env).startsWith('https:')
      reply.header(
        'set-cookie',
        [
          `${DEVICE_COOKIE}=${outcome.device}`,
          `Path=${LOGIN_PATH}`,
          `Max-Age=${(DEVICE_DAYS * DAY) / 1000}`,
          'HttpOnly',
          'SameSite=Strict',
          ...(secure ? ['Secure'] : []),
        ].join('; '),
      )
      return { token: outcome.token, user: outcome.user, message: AUTH_MESSAGES.loggedIn }
    },
    // No flood guard: failures are throttled above, and a correct login is never refused for volume
    // (only answered 503 when the hashing queue is full, see server/auth/hash-gate.ts).
  )

  route(
    app,
    authCalls.forgotPassword,
    async ({ body }) => {
      await accounts.requestReset(body.email)
      return { status: 'success', message: AUTH_MESSAGES.resetSent }
    },
    { config },
  )

  route(
    app,
    authCalls.resetPassword,
    async ({ body }) => {
      await accounts.resetPassword(body)
      return { success: true, message: AUTH_MESSAGES.resetDone }
    },
    { config },
  )

  route(
    app,
    authCalls.logout,
    async ({ request, user }) => {
      const token = bearerToken(request)
      if (token) await revokeSession(db, token)
      await revokeDashboardAccess(db, user.id)
      return { success: true, message: AUTH_MESSAGES.loggedOut }
    },
    { config },
  )

  route(app, authCalls.me, async ({ user }) => ({ user: publicUser(user) }))

  route(
    app,
    authCalls.dashboardCode,
    async ({ user }) => ({ code: await mintDashboardCode(db, user.id), expires_in: DASHBOARD_CODE_SECONDS }),
    { config },
  )
}
