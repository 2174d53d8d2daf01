import { and, count, eq, gt, inArray, lt } from 'drizzle-orm'
import type { Database } from '../db/client'
import { loginFailures } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { MINUTE } from './tokens'

export const LOGIN_WINDOW_MS = 15 * MINUTE
export const MAX_LOGIN_FAILURES = 5
/**
 * Staff of one care home share one address (the home's Wi-Fi): their typos must not lock each other
 * out. Guessing across many accounts from one address still stops here.
 */
export const MAX_ADDRESS_FAILURES = 30
export const TOO_MANY_LOGINS = 'Too many failed login attempts. Please wait 15 minutes and try again.'

const accountKey = (email: string) => `account:${email}`
const addressKey = (ip: string) => `address:${ip}`

export interface LoginAttempt {
  email: string
  rowIds: number[]
}

/**
 * At most 5 failed logins per account, and 30 per address, in a sliding 15-minute window. Each attempt
 * is written as a failure *before* the password is checked, so parallel guesses are counted too;
 * a refused attempt is taken back (so a lock-out lifts 15 minutes after the fifth failure however
 * often someone keeps trying), and a successful one clears the account's failures.
 */
export function loginLimiter(db: Database) {
  const clearAccount = async (email: string) => {
    await db.delete(loginFailures).where(eq(loginFailures.key, accountKey(email)))
  }
  return {
    clearAccount,

    async begin(email: string, ip: string): Promise<LoginAttempt> {
      const now = Date.now()
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now - LOGIN_WINDOW_MS)))
      const keys = [accountKey(email), addressKey(ip)]
      const rows = await db
        .insert(loginFailures)
        .values(keys.map((key) => ({ key, failedAt: new Date(now) })))
        .returning({ id: loginFailures.id })
      const attempt = { email, rowIds: rows.map((row) => row.id) }
      const counts = await db
        .select({ key: loginFailures.key, n: count() })
        .from(loginFailures)
        .where(and(inArray(loginFailures.key, keys), gt(loginFailures.failedAt, new Date(now - LOGIN_WINDOW_MS))))
        .groupBy(loginFailures.key)
      const limit = (key: string) => (key.startsWith('address:') ? MAX_ADDRESS_FAILURES : MAX_LOGIN_FAILURES)
      if (counts.some((row) => row.n > limit(row.key))) {
        await db.delete(loginFailures).where(inArray(loginFailures.id, attempt.rowIds))
        throw new HttpError(429, TOO_MANY_LOGINS)
      }
      return attempt
    },

    async succeeded(attempt: LoginAttempt): Promise<void> {
      await db.delete(loginFailures).where(inArray(loginFailures.id, attempt.rowIds))
      await clearAccount(attempt.email)
    },
  }
}
