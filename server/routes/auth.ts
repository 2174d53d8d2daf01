import { and, count, eq, gt, isNull, lt } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { authCalls } from '../../src/shared/contract/auth'
import { oneLine } from '../../src/shared/contract/one-line'
import { mintDashboardCode, DASHBOARD_CODE_SECONDS, revokeDashboardAccess } from '../auth/dashboard-codes'
import { AUTH_FLOOD_GUARD } from '../auth/flood-guard'
import { DEVICE_COOKIE, DEVICE_DAYS, deviceToken, loginLimiter, type LoginAttempt } from '../auth/login-limit'
import type { PasswordHasher } from '../auth/password'
import {
  authUserColumns,
  bearerToken,
  createSession,
  pruneExpiredSessions,
  publicUser,
  revokeSession,
} from '../auth/session'
import { DAY, HOUR, hashToken, looksLikeToken, newToken } from '../auth/tokens'
import type { Database } from '../db/client'
import { passwordResets, sessions, users } from '../db/schema'
import { storefrontUrl, type ServerEnv } from '../env'
import { readCookie } from '../lib/cookies'
import { HttpError } from '../lib/http-error'
import { route } from '../lib/route'
import { senderName } from '../mail/mailer'
import { enqueueMail } from '../mail/outbox'

export const AUTH_MESSAGES = {
  registered: 'Registration successful!',
  loggedIn: 'Login successful!',
  loggedOut: 'You have been logged out.',
  emailTaken: 'An account with this email already exists.',
  badCredentials: 'The email or password is incorrect.',
  resetSent: 'If an account exists for that email, we have sent a password reset link.',
  resetDone: 'Your password has been reset. You can now log in with your new password.',
  resetInvalid: 'This password reset link is invalid or has expired.',
} as const

const RESET_TOKEN_MINUTES = 60
/** Forgot-password answers no sooner than this, for known and unknown emails alike. */
export const FORGOT_MIN_MS = 400
/** Reset mails per account per hour; further requests answer the same but send nothing. */
const MAX_RESETS_PER_HOUR = 5

export interface AuthDeps {
  db: Database
  env: ServerEnv
  /** The app's password hasher, whose hashes share one bound (server/auth/hash-gate.ts). */
  passwords: PasswordHasher
}

const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** The login call's own path: the device cookie is sent there and nowhere else. */
const LOGIN_PATH = `/api${authCalls.login.path}`

export function authRoutes(app: FastifyInstance, { db, env, passwords }: AuthDeps): void {
  const limiter = loginLimiter(db, { maxAddressFailures: env.LOGIN_MAX_FAILURES_PER_ADDRESS })
  const brand = senderName(env)
  const config = AUTH_FLOOD_GUARD

  route(
    app,
    authCalls.register,
    async ({ body }) => {
      const email = normaliseEmail(body.email)
      const taken = new HttpError(422, AUTH_MESSAGES.emailTaken, { email: [AUTH_MESSAGES.emailTaken] })
      // Hashed before the email is looked up, so a taken email answers no faster than a new one:
      // the time of the answer does not tell which emails have accounts.
      const passwordHash = await passwords.hash(body.password)
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
      if (existing) throw taken
      // Registration makes an account of its own: sub-users (parent ≠ 0) are made by the provider.
      // The welcome mail is queued with the account, so an account never lacks it and a refused one never gets it.
      const account = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(users)
          .values({
            name: body.name,
            email,
            phone: body.phone,
            city: body.city,
            country: body.country,
            role: body.role,
            companyName: body.role === 'company' ? body.company_name : '',
            passwordHash,
          })
          .onConflictDoNothing({ target: users.email })
          .returning(authUserColumns)
        if (!inserted) return undefined
        await enqueueMail(tx, {
          to: inserted.email,
          subject: `Welcome to ${brand} Learning`,
          text: [
            `Hello ${oneLine(inserted.name)},`,
            '',
            `Your ${brand} account is ready. Log in at ${storefrontUrl(env)}/login with this email address to browse and book accredited health and social care training.`,
            '',
            `If you did not create this account, please reply to this email.`,
          ].join('\n'),
        })
        return inserted
      })
      if (!account) throw taken
      const token = await createSession(db, account.id, false)
      return { token, user: publicUser(account), message: AUTH_MESSAGES.registered }
    },
    { config },
  )

  route(
    app,
    authCalls.login,
    async ({ body, request, reply }) => {
      const email = normaliseEmail(body.email)
      const knownDevice = deviceToken(readCookie(request.headers.cookie, DEVICE_COOKIE))
      const refuse = (attempt: Extract<LoginAttempt, { allowed: false }>) => {
        reply.header('retry-after', String(Math.ceil(attempt.waitMs / 1000)))
        return new HttpError(429, attempt.message)
      }
      // A refusal remembered from the last seconds costs no hashing slot and no query.
      const remembered = knownDevice === null ? limiter.recall(email, request.ip) : null
      if (remembered && !remembered.allowed) throw refuse(remembered)
      // Checked, verified and counted within one hashing slot, so that parallel wrong guesses each
      // see the failures counted before them, while correct logins never count at all.
      const outcome = await passwords.withSlot(async (hasher) => {
        const attempt = await limiter.begin(email, request.ip, knownDevice)
        if (!attempt.allowed) return { refused: attempt } as const
        const [row] = await db
          .select({ ...authUserColumns, passwordHash: users.passwordHash })
          .from(users)
          .where(eq(users.email, email))
        let valid = false
        if (row) valid = await hasher.verify(body.password, row.passwordHash)
        else await hasher.verifyDummy(body.password)
        if (!row || !valid) {
          await limiter.failed(attempt)
          return { refused: null } as const
        }
        return { attempt, row } as const
      })
      if ('refused' in outcome)
        throw outcome.refused ? refuse(outcome.refused) : new HttpError(401, AUTH_MESSAGES.badCredentials)

      const { attempt, row } = outcome
      const device = await limiter.succeeded(attempt, row.id, knownDevice)
      const secure = request.protocol === 'https' || storefrontUrl(env).startsWith('https:')
      reply.header(
        'set-cookie',
        [
          `${DEVICE_COOKIE}=${device}`,
          `Path=${LOGIN_PATH}`,
          `Max-Age=${(DEVICE_DAYS * DAY) / 1000}`,
          'HttpOnly',
          'SameSite=Strict',
          ...(secure ? ['Secure'] : []),
        ].join('; '),
      )
      await pruneExpiredSessions(db)
      const { passwordHash: _hash, ...account } = row
      const token = await createSession(db, account.id, body.remember)
      return { token, user: publicUser(account), message: AUTH_MESSAGES.loggedIn }
    },
    // No flood guard: failures are throttled above, and a correct login is never refused for volume
    // (only answered 503 when the hashing queue is full, see server/auth/hash-gate.ts).
  )

  route(
    app,
    authCalls.forgotPassword,
    async ({ body }) => {
      const started = Date.now()
      const email = normaliseEmail(body.email)
      // The token is made and hashed for unknown emails too, so both paths do the same work.
      const token = newToken()
      const tokenHash = hashToken(token)
      const [account] = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.email, email))
      if (account) {
        await db.delete(passwordResets).where(lt(passwordResets.expiresAt, new Date(started - 24 * HOUR)))
        const [recent] = await db
          .select({ n: count() })
          .from(passwordResets)
          .where(and(eq(passwordResets.userId, account.id), gt(passwordResets.createdAt, new Date(started - HOUR))))
        if ((recent?.n ?? 0) < MAX_RESETS_PER_HOUR) {
          const link = `${storefrontUrl(env)}/reset-password?${new URLSearchParams({ email: account.email, token })}`
          await db.transaction(async (tx) => {
            await tx.insert(passwordResets).values({
              userId: account.id,
              tokenHash,
              expiresAt: new Date(started + RESET_TOKEN_MINUTES * 60_000),
            })
            await enqueueMail(tx, {
              to: account.email,
              subject: `Reset your ${brand} password`,
              text: [
                `Hello ${oneLine(account.name)},`,
                '',
                `We received a request to reset the password of your ${brand} account. Open this link within ${RESET_TOKEN_MINUTES} minutes to choose a new password:`,
                '',
                link,
                '',
                'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
              ].join('\n'),
            })
          })
        }
      }
      const wait = started + FORGOT_MIN_MS - Date.now()
      if (wait > 0) await new Promise((done) => setTimeout(done, wait))
      return { status: 'success', message: AUTH_MESSAGES.resetSent }
    },
    { config },
  )

  route(
    app,
    authCalls.resetPassword,
    async ({ body }) => {
      const invalid = new HttpError(422, AUTH_MESSAGES.resetInvalid)
      if (!looksLikeToken(body.token)) throw invalid
      const email = normaliseEmail(body.email)
      const [reset] = await db
        .select({ id: passwordResets.id, userId: passwordResets.userId })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(body.token)),
            eq(users.email, email),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
      if (!reset) throw invalid
      const passwordHash = await passwords.hash(body.password)
      await db.transaction(async (tx) => {
        const now = new Date()
        // Claims the token atomically: of two requests racing with it, only one gets here.
        const [claimed] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
          .returning({ id: passwordResets.id })
        if (!claimed) throw invalid
        await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId))
        // Every other outstanding link and every session of the account stop working.
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)))
        await tx.delete(sessions).where(eq(sessions.userId, reset.userId))
      })
      await revokeDashboardAccess(db, reset.userId)
      // Whoever locked the account out with guesses no longer keeps its owner out.
      await limiter.clearAccount(email)
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
