import { and, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { loginDevices, loginThrottles, users } from '../db/schema'
import { countHit, currentHits } from './rate-limit-store'
import { DAY, MINUTE, hashToken, looksLikeToken, newToken } from './tokens'

/** Failures older than this are forgotten (per address), and restart the count (per account and address). */
export const LOGIN_WINDOW_MS = 15 * MINUTE
/** Typos cost nothing: the wait starts after this many failures of one account from one address. */
export const FREE_FAILURES = 3
/** Then 1 s, 2 s, 4 s … before the next try of that account from that address, at most 15 minutes. */
export const FIRST_DELAY_MS = 1000
export const MAX_DELAY_MS = 15 * MINUTE
const SWEEP_EVERY_MS = MINUTE
/** A device that signed in is known for this long after its last login. */
export const DEVICE_DAYS = 90
/** Wrong passwords from a known device (within LOGIN_WINDOW_MS) that lock that device alone … */
export const DEVICE_MAX_FAILURES = 5
/** … for this long. */
export const DEVICE_LOCK_MS = 15 * MINUTE
/** The cookie that names a device to the login call: HttpOnly, SameSite=Strict, sent to /api/login only. */
export const DEVICE_COOKIE = 'login_device'
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

/** A device that has signed in to the account being logged in to: its token's hash and the account. */
export interface KnownDevice {
  tokenHash: string
  userId: number
}

export type LoginAttempt =
  | { allowed: true; email: string; address: string; device: KnownDevice | null }
  | { allowed: false; waitMs: number; message: string }

/** The per-address count is a fixed-window counter beside the request limits. */
const addressKey = (ip: string) => `login-failures|${ip}`

/** The hash a device token is stored under (the cookie itself never reaches the database). */
export const deviceTokenHash = (token: string) => hashToken(`login-device:${token}`)

/** A device cookie's token, or null when there is none or it is not one of ours. */
export function deviceToken(cookie: string | null): string | null {
  return cookie !== null && looksLikeToken(cookie) ? cookie : null
}

/**
 * Login throttling that neither an attacker nor a busy shared address can turn against an
 * account's owner.
 *
 * - A device that signed in to the account before (OWASP's "device cookies") skips the address's
 *   throttles below: staff sharing a care home's Wi-Fi keep signing in whatever strangers at that
 *   address do. It is throttled on its own instead: DEVICE_MAX_FAILURES wrong passwords lock that
 *   device alone for DEVICE_LOCK_MS.
 * - Any other try counts its failures per account *and* address, each beyond the first few
 *   doubling the wait before the next try from there, and per address across all accounts
 *   (`maxAddressFailures` in a 15-minute window).
 *
 * A failure is counted once the password is known to be wrong, so correct logins, however many
 * at once, never count. The route checks, verifies and counts within one password-hashing slot
 * (server/auth/accounts.ts), so parallel wrong guesses are counted too: at most one slot's worth per
 * instance get past a check before the count they should have seen. Everything is in the database,
 * so every instance behind a load balancer sees the same counts and the same devices.
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
  const refuse = (key: string, now: number, waitMs: number, message: (waitMs: number) => string): LoginAttempt => {
    remember(key, now, waitMs, message)
    return { allowed: false, waitMs, message: message(waitMs) }
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
    await db.delete(loginDevices).where(lt(loginDevices.expiresAt, new Date(now)))
  }

  /** Counts a failure of the pair in one upsert: each beyond the free ones sets a doubling wait. */
  const countPairFailure = async (email: string, address: string, now: number) => {
    const at = sql`${new Date(now).toISOString()}::timestamptz`
    // A parallel try on another instance may have set a wait already: it stays as it is.
    const waiting = sql`${loginThrottles.blockedUntil} > ${at}`
    const failures = sql`(CASE WHEN ${loginThrottles.lastFailedAt} < ${at} - make_interval(secs => ${LOGIN_WINDOW_MS / 1000}) THEN 1 ELSE ${loginThrottles.failures} + 1 END)`
    const delaySeconds = sql`(CASE WHEN ${failures} <= ${FREE_FAILURES} THEN 0 ELSE LEAST(${MAX_DELAY_MS / 1000}, ${FIRST_DELAY_MS / 1000} * power(2, LEAST(${failures} - ${FREE_FAILURES} - 1, 30))) END)`
    await db
      .insert(loginThrottles)
      .values({ email, address, failures: 1, blockedUntil: new Date(now), lastFailedAt: new Date(now) })
      .onConflictDoUpdate({
        target: [loginThrottles.email, loginThrottles.address],
        set: {
          failures: sql`CASE WHEN ${waiting} THEN ${loginThrottles.failures} ELSE ${failures} END`,
          blockedUntil: sql`CASE WHEN ${waiting} THEN ${loginThrottles.blockedUntil} ELSE ${at} + make_interval(secs => ${delaySeconds}) END`,
          lastFailedAt: sql`CASE WHEN ${waiting} THEN ${loginThrottles.lastFailedAt} ELSE ${at} END`,
        },
      })
  }

  /** Counts a wrong password from a known device; the DEVICE_MAX_FAILURES-th locks it. */
  const countDeviceFailure = async (device: KnownDevice, now: number) => {
    const at = sql`${new Date(now).toISOString()}::timestamptz`
    const failures = sql`(CASE WHEN ${loginDevices.lastFailedAt} IS NULL OR ${loginDevices.lastFailedAt} < ${at} - make_interval(secs => ${LOGIN_WINDOW_MS / 1000}) THEN 1 ELSE ${loginDevices.failures} + 1 END)`
    const locks = sql`${failures} >= ${DEVICE_MAX_FAILURES}`
    await db
      .update(loginDevices)
      .set({
        failures: sql`CASE WHEN ${locks} THEN 0 ELSE ${failures} END`,
        lastFailedAt: new Date(now),
        lockedUntil: sql`CASE WHEN ${locks} THEN ${at} + make_interval(secs => ${DEVICE_LOCK_MS / 1000}) ELSE ${loginDevices.lockedUntil} END`,
      })
      .where(and(eq(loginDevices.tokenHash, device.tokenHash), eq(loginDevices.userId, device.userId)))
  }

  const recallAttempt = (email: string, address: string): LoginAttempt | null => {
    const now = Date.now()
    return recall(addressKey(address), now) ?? recall(pairKey(email, address), now)
  }

  return {
    /**
     * A refusal this instance read from the database in the last two seconds, answered without
     * asking again. Only for a try without a device cookie: a known device is not held to its
     * address's refusals.
     */
    recall: recallAttempt,

    /** Whether this try may check a password now; counts nothing. */
    async begin(email: string, address: string, token: string | null): Promise<LoginAttempt> {
      const now = Date.now()
      await sweep(now)
      if (token !== null) {
        const tokenHash = deviceTokenHash(token)
        const [device] = await db
          .select({ userId: loginDevices.userId, lockedUntil: loginDevices.lockedUntil })
          .from(loginDevices)
          .innerJoin(users, eq(users.id, loginDevices.userId))
          .where(
            and(
              eq(loginDevices.tokenHash, tokenHash),
              eq(users.email, email),
              gt(loginDevices.expiresAt, new Date(now)),
            ),
          )
        if (device) {
          const lockMs = (device.lockedUntil?.getTime() ?? 0) - now
          if (lockMs > 0) {
            const waitMs = Math.max(1000, lockMs)
            return { allowed: false, waitMs, message: tooManyForAccount(waitMs) }
          }
          return { allowed: true, email, address, device: { tokenHash, userId: device.userId } }
        }
      }
      const known = recallAttempt(email, address)
      if (known) return known
      const [pair] = await db
        .select({ blockedUntil: loginThrottles.blockedUntil })
        .from(loginThrottles)
        .where(and(eq(loginThrottles.email, email), eq(loginThrottles.address, address)))
      const pairWaitMs = (pair?.blockedUntil.getTime() ?? 0) - now
      if (pairWaitMs > 0) return refuse(pairKey(email, address), now, Math.max(1000, pairWaitMs), tooManyForAccount)
      if (options.maxAddressFailures > 0) {
        const counted = await currentHits(db, addressKey(address), now)
        if (counted && counted.hits >= options.maxAddressFailures)
          return refuse(addressKey(address), now, Math.max(1000, counted.waitMs), tooManyFromAddress)
      }
      return { allowed: true, email, address, device: null }
    },

    /** The password was wrong (or the account unknown): counts it against the device, or the pair and the address. */
    async failed(attempt: Extract<LoginAttempt, { allowed: true }>): Promise<void> {
      const now = Date.now()
      if (attempt.device) return countDeviceFailure(attempt.device, now)
      await countPairFailure(attempt.email, attempt.address, now)
      await countHit(db, addressKey(attempt.address), LOGIN_WINDOW_MS, now)
    },

    /**
     * The password was right: clears the pair's failures and returns the device token to set in
     * the cookie, now known for this account. A token this server issued before keeps being used
     * (one cookie per device, for every account signed in on it); any other gets a new one.
     */
    async succeeded(
      attempt: Extract<LoginAttempt, { allowed: true }>,
      userId: number,
      token: string | null,
    ): Promise<string> {
      const now = Date.now()
      await db
        .delete(loginThrottles)
        .where(and(eq(loginThrottles.email, attempt.email), eq(loginThrottles.address, attempt.address)))
      let issued = token
      if (issued !== null && !attempt.device) {
        const [known] = await db
          .select({ userId: loginDevices.userId })
          .from(loginDevices)
          .where(eq(loginDevices.tokenHash, deviceTokenHash(issued)))
          .limit(1)
        if (!known) issued = null
      }
      issued ??= newToken()
      const expiresAt = new Date(now + DEVICE_DAYS * DAY)
      await db
        .insert(loginDevices)
        .values({ tokenHash: deviceTokenHash(issued), userId, expiresAt })
        .onConflictDoUpdate({
          target: [loginDevices.tokenHash, loginDevices.userId],
          set: { failures: 0, lastFailedAt: null, lockedUntil: null, expiresAt },
        })
      return issued
    },

    /**
     * After a password reset: whoever locked the account out with guesses no longer keeps its
     * owner out, and devices that knew the old password are known no more.
     */
    async clearAccount(email: string): Promise<void> {
      for (const key of refused.keys()) if (key.startsWith(`pair|${email}|`)) refused.delete(key)
      await db.delete(loginThrottles).where(eq(loginThrottles.email, email))
      await db
        .delete(loginDevices)
        .where(inArray(loginDevices.userId, db.select({ id: users.id }).from(users).where(eq(users.email, email))))
    },
  }
}
