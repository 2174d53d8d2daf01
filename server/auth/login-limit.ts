import { randomUUID } from 'node:crypto'
import { and, eq, lt, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { loginThrottles } from '../db/schema'
import { countHit, takeBackHit } from './rate-limit-store'
import { MINUTE } from './tokens'

/** Failures older than this are forgotten (per address), and restart the count (per account and address). */
export const LOGIN_WINDOW_MS = 15 * MINUTE
/** Typos cost nothing: the wait starts after this many failures of one account from one address. */
export const FREE_FAILURES = 3
/** Then 1 s, 2 s, 4 s … before the next try of that account from that address, at most 15 minutes. */
export const FIRST_DELAY_MS = 1000
export const MAX_DELAY_MS = 15 * MINUTE
const SWEEP_EVERY_MS = MINUTE
/**
 * How long this instance answers a refused pair or address from memory before asking the database
 * again. A flood of guesses then costs one query per this interval instead of one per request (a
 * 200-connection flood on PGlite otherwise kept the event loop so busy that some requests waited
 * past 10 s). Another instance's password reset reaches this one at most this much later.
 */
const REFUSAL_MEMORY_MS = 2000
const REFUSAL_MEMORY_MAX_KEYS = 10_000

/** The wait after the `failures`-th failure of one account from one address. */
export function loginDelayMs(failures: number): number {
  if (failures <= FREE_FAILURES) return 0
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(failures - FREE_FAILURES - 1, 30))
}

function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

export const tooManyForAccount = (waitMs: number) =>
  `Too many failed login attempts. Please wait ${waitText(waitMs)} and try again.`
export const tooManyFromAddress = (waitMs: number) =>
  `Too many failed login attempts from your network. Please wait ${waitText(waitMs)} and try again.`

export type LoginAttempt =
  { allowed: true; email: string; address: string } | { allowed: false; waitMs: number; message: string }

/** The per-address count is a fixed-window counter beside the request limits. */
const addressKey = (ip: string) => `login-failures|${ip}`

/**
 * Login throttling that an attacker cannot turn against the account's owner: failures count per
 * account *and* address, each beyond the first few doubling the wait before the next try from
 * there, so guesses from one place slow to a crawl while the owner, elsewhere, still signs in.
 * A ceiling per address across all accounts (`maxAddressFailures` in a 15-minute window) stops one place
 * from guessing through many accounts. Each attempt is counted as a failure *before* the password
 * is checked, so parallel guesses are counted too; a success takes its count back. Everything is
 * in the database, so every instance behind a load balancer sees the same counts.
 */
export function loginLimiter(db: Database, options: { maxAddressFailures: number }) {
  let nextSweep = 0
  /** Refusals recently read from the database: key → when to ask again, and when the wait ends. */
  const refused = new Map<string, { recheckAt: number; endsAt: number; message: (waitMs: number) => string }>()
  const pairKey = (email: string, address: string) => `pair|${email}|${address}`
  const remember = (key: string, now: number, waitMs: number, message: (waitMs: number) => string) => {
    if (refused.size >= REFUSAL_MEMORY_MAX_KEYS) {
      for (const [known, entry] of refused) if (entry.recheckAt <= now) refused.delete(known)
      if (refused.size >= REFUSAL_MEMORY_MAX_KEYS) refused.clear()
    }
    refused.set(key, { recheckAt: now + Math.min(waitMs, REFUSAL_MEMORY_MS), endsAt: now + waitMs, message })
  }
  const recall = (key: string, now: number): LoginAttempt | null => {
    const entry = refused.get(key)
    if (!entry) return null
    if (entry.recheckAt <= now) {
      refused.delete(key)
      return null
    }
    const waitMs = Math.max(1000, entry.endsAt - now)
    return { allowed: false, waitMs, message: entry.message(waitMs) }
  }
  const sweep = async (now: number) => {
    if (now < nextSweep) return
    nextSweep = now + SWEEP_EVERY_MS
    await db
      .delete(loginThrottles)
      .where(
        and(
          lt(loginThrottles.lastFailedAt, new Date(now - LOGIN_WINDOW_MS)),
          lte(loginThrottles.blockedUntil, new Date(now)),
        ),
      )
  }

  /**
   * Claims a try for the pair in one upsert: null when claimed, else how long it must still wait.
   * A waiting pair's row is left as it is; the random claim id tells this request's claim apart
   * from a parallel one's.
   */
  const claimPair = async (email: string, address: string, now: number): Promise<number | null> => {
    const claim = randomUUID()
    const at = sql`${new Date(now).toISOString()}::timestamptz`
    const waiting = sql`${loginThrottles.blockedUntil} > ${at}`
    const failures = sql`(CASE WHEN ${loginThrottles.lastFailedAt} < ${at} - make_interval(secs => ${LOGIN_WINDOW_MS / 1000}) THEN 1 ELSE ${loginThrottles.failures} + 1 END)`
    const delaySeconds = sql`(CASE WHEN ${failures} <= ${FREE_FAILURES} THEN 0 ELSE LEAST(${MAX_DELAY_MS / 1000}, ${FIRST_DELAY_MS / 1000} * power(2, LEAST(${failures} - ${FREE_FAILURES} - 1, 30))) END)`
    const [row] = await db
      .insert(loginThrottles)
      .values({ email, address, failures: 1, blockedUntil: new Date(now), lastFailedAt: new Date(now), claim })
      .onConflictDoUpdate({
        target: [loginThrottles.email, loginThrottles.address],
        set: {
          failures: sql`CASE WHEN ${waiting} THEN ${loginThrottles.failures} ELSE ${failures} END`,
          blockedUntil: sql`CASE WHEN ${waiting} THEN ${loginThrottles.blockedUntil} ELSE ${at} + make_interval(secs => ${delaySeconds}) END`,
          lastFailedAt: sql`CASE WHEN ${waiting} THEN ${loginThrottles.lastFailedAt} ELSE ${at} END`,
          claim: sql`CASE WHEN ${waiting} THEN ${loginThrottles.claim} ELSE ${claim} END`,
        },
      })
      .returning({ claim: loginThrottles.claim, blockedUntil: loginThrottles.blockedUntil })
    if (row?.claim === claim) return null
    return Math.max(1000, (row?.blockedUntil.getTime() ?? now) - now)
  }

  const clearAccount = async (email: string) => {
    for (const key of refused.keys()) if (key.startsWith(`pair|${email}|`)) refused.delete(key)
    await db.delete(loginThrottles).where(eq(loginThrottles.email, email))
  }

  return {
    clearAccount,

    async begin(email: string, address: string): Promise<LoginAttempt> {
      const now = Date.now()
      const known = recall(addressKey(address), now) ?? recall(pairKey(email, address), now)
      if (known) return known
      await sweep(now)
      // The pair first: a try that must wait costs this one query.
      const pairWaitMs = await claimPair(email, address, now)
      if (pairWaitMs !== null) {
        remember(pairKey(email, address), now, pairWaitMs, tooManyForAccount)
        return { allowed: false, waitMs: pairWaitMs, message: tooManyForAccount(pairWaitMs) }
      }
      const counted = await countHit(db, addressKey(address), LOGIN_WINDOW_MS, now)
      if (counted.hits > options.maxAddressFailures) {
        const waitMs = Math.max(1000, counted.waitMs)
        remember(addressKey(address), now, waitMs, tooManyFromAddress)
        return { allowed: false, waitMs, message: tooManyFromAddress(waitMs) }
      }
      return { allowed: true, email, address }
    },

    async succeeded(attempt: Extract<LoginAttempt, { allowed: true }>): Promise<void> {
      await takeBackHit(db, addressKey(attempt.address))
      await db
        .delete(loginThrottles)
        .where(and(eq(loginThrottles.email, attempt.email), eq(loginThrottles.address, attempt.address)))
    },
  }
}
