import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateLimitHits } from '../db/schema'

/** Counters whose window ended this long ago are deleted, by whichever instance sweeps next. */
const SWEEP_EVERY_MS = 60_000

/**
 * Counts one hit of `key` in its fixed window (a new window starts once the last one ended), in
 * one upsert. Returns the hits so far in this window and the time until it ends.
 */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
  now = Date.now(),
): Promise<{ hits: number; waitMs: number }> {
  const startsAt = new Date(now).toISOString()
  const endsAt = new Date(now + windowMs).toISOString()
  const expired = sql`${rateLimitHits.resetAt} <= ${startsAt}::timestamptz`
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetAt: new Date(now + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
        resetAt: sql`CASE WHEN ${expired} THEN ${endsAt}::timestamptz ELSE ${rateLimitHits.resetAt} END`,
      },
    })
    .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
  if (!row) throw new Error('rate limit counter was not written')
  return { hits: row.hits, waitMs: Math.max(0, row.resetAt.getTime() - now) }
}

/** The hits of `key` in its current window and the time until it ends, counting nothing; null outside one. */
export async function currentHits(
  db: Database,
  key: string,
  now = Date.now(),
): Promise<{ hits: number; waitMs: number } | null> {
  const [row] = await db
    .select({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.resetAt, new Date(now))))
  return row ? { hits: row.hits, waitMs: row.resetAt.getTime() - now } : null
}

interface RouteParams {
  groupId?: string
  routeInfo?: { method?: string | string[]; url?: string }
}

/**
 * A `@fastify/rate-limit` store in the database, so that every instance behind a load balancer
 * counts against one limit (per-process counters would allow the limit once per instance). One
 * fixed window per key, moved on by a single upsert per counted request; expired rows are swept.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let nextSweep = 0

  const sweep = (now: number) => {
    if (now < nextSweep) return
    nextSweep = now + SWEEP_EVERY_MS
    db.delete(rateLimitHits)
      .where(lt(rateLimitHits.resetAt, new Date(now)))
      .catch(() => {
        // Best effort: the next sweep takes them.
      })
  }

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly namespace = 'global') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now()
      countHit(db, `${this.namespace}|${key}`, timeWindow, now)
        .then(({ hits, waitMs }) => {
          sweep(now)
          callback(null, { current: hits, ttl: waitMs })
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))))
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const { groupId, routeInfo } = routeOptions as RouteParams
      return new DatabaseStore(groupId ?? `${String(routeInfo?.method ?? '')} ${routeInfo?.url ?? ''}`)
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor
}
