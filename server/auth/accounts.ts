import { and, count, eq, gt, isNull, lt } from 'drizzle-orm'
import type { z } from 'zod'
import type { authCalls } from '../../src/shared/contract/auth'
import { oneLine } from '../../src/shared/contract/one-line'
import type { Database } from '../db/client'
import { passwordResets, sessions, users } from '../db/schema'
import { storefrontUrl, type ServerEnv } from '../env'
import { HttpError } from '../lib/http-error'
import { senderName } from '../mail/mailer'
import { enqueueMail } from '../mail/outbox'
import { revokeDashboardAccess } from './dashboard-codes'
import { loginLimiter, type LoginAttempt } from './login-limit'
import type { PasswordHasher } from './password'
import { authUserColumns, createSession, pruneExpiredSessions, publicUser } from './session'
import { HOUR, hashToken, looksLikeToken, newToken } from './tokens'

type BodyOf<Call extends { body: z.ZodType }> = z.output<Call['body']>

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

export interface AccountDeps {
  db: Database
  env: ServerEnv
  /** The app's password hasher, whose hashes share one bound (server/auth/hash-gate.ts). */
  passwords: PasswordHasher
}

const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** Registration, login, and the password reset by mail: the accounts' own rules. */
export function accountRules({ db, env, passwords }: AccountDeps) {
  const limiter = loginLimiter(db, { maxAddressFailures: env.LOGIN_MAX_FAILURES_PER_ADDRESS })
  const brand = senderName(env)

  /** Makes an account and its welcome mail, and signs it in. */
  async function register(body: BodyOf<typeof authCalls.register>) {
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
    return { token: await createSession(db, account.id, false), user: publicUser(account) }
  }

  /** A refusal remembered from the last seconds, which costs no hashing slot and no query. */
  const recall = (email: string, ip: string) => limiter.recall(normaliseEmail(email), ip)

  /**
   * Checks a login against the throttles and the password. Returns the refusal (throttled), null
   * (wrong email or password, counted), or the account signed in, with its device token.
   */
  async function logIn(
    body: BodyOf<typeof authCalls.login>,
    ip: string,
    knownDevice: string | null,
  ): Promise<
    | { refused: Extract<LoginAttempt, { allowed: false }> | null }
    | { token: string; user: ReturnType<typeof publicUser>; device: string }
  > {
    const email = normaliseEmail(body.email)
    // Checked, verified and counted within one hashing slot, so that parallel wrong guesses each
    // see the failures counted before them, while correct logins never count at all.
    const outcome = await passwords.withSlot(async (hasher) => {
      const attempt = await limiter.begin(email, ip, knownDevice)
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
    if (!outcome.row) return { refused: outcome.refused ?? null }

    const { attempt, row } = outcome
    const device = await limiter.succeeded(attempt, row.id, knownDevice)
    await pruneExpiredSessions(db)
    const { passwordHash: _hash, ...account } = row
    return { token: await createSession(db, account.id, body.remember), user: publicUser(account), device }
  }

  /**
   * Mails a single-use reset link to an account's address (at most MAX_RESETS_PER_HOUR an hour),
   * answering no sooner than FORGOT_MIN_MS for known and unknown emails alike.
   */
  async function requestReset(givenEmail: string): Promise<void> {
    const started = Date.now()
    const email = normaliseEmail(givenEmail)
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
  }

  /** Sets a new password from a reset link: every other link and every session of the account stop working. */
  async function resetPassword(body: BodyOf<typeof authCalls.resetPassword>): Promise<void> {
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
  }

  return { register, recall, logIn, requestReset, resetPassword }
}
