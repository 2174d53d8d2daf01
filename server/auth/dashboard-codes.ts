import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Database } from '../db/client'
import { dashboardCodes } from '../db/schema'
import { hashToken, looksLikeToken, newToken } from './tokens'

export const DASHBOARD_CODE_SECONDS = 60
/** How long the dashboard page stays open from its cookie after the code was redeemed. */
export const DASHBOARD_VIEW_SECONDS = 15 * 60

/**
 * The cookie's token is stored in the same table, hashed with a prefix, so a view token can never
 * be redeemed as a code and a code never opens the page without being redeemed first.
 */
const viewHash = (token: string) => hashToken(`dashboard-view:${token}`)

export async function mintDashboardCode(db: Database, userId: number): Promise<string> {
  const now = Date.now()
  await db.delete(dashboardCodes).where(lt(dashboardCodes.expiresAt, new Date(now)))
  const code = newToken()
  await db
    .insert(dashboardCodes)
    .values({ codeHash: hashToken(code), userId, expiresAt: new Date(now + DASHBOARD_CODE_SECONDS * 1000) })
  return code
}

/** Consumes a code (once, within 60 s) and returns a fresh token for the page's cookie, or null. */
export async function redeemDashboardCode(db: Database, code: string): Promise<string | null> {
  if (!looksLikeToken(code)) return null
  const now = new Date()
  const [redeemed] = await db
    .update(dashboardCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(dashboardCodes.codeHash, hashToken(code)),
        isNull(dashboardCodes.usedAt),
        gt(dashboardCodes.expiresAt, now),
      ),
    )
    .returning({ userId: dashboardCodes.userId })
  if (!redeemed) return null
  const token = newToken()
  await db.insert(dashboardCodes).values({
    codeHash: viewHash(token),
    userId: redeemed.userId,
    expiresAt: new Date(now.getTime() + DASHBOARD_VIEW_SECONDS * 1000),
    usedAt: now,
  })
  return token
}

export async function userIdForDashboardView(db: Database, token: string): Promise<number | null> {
  if (!looksLikeToken(token)) return null
  const [row] = await db
    .select({ userId: dashboardCodes.userId })
    .from(dashboardCodes)
    .where(and(eq(dashboardCodes.codeHash, viewHash(token)), gt(dashboardCodes.expiresAt, new Date())))
  return row?.userId ?? null
}

/** On logout and password reset: every open profile page and unused code of the account. */
export async function revokeDashboardAccess(db: Database, userId: number): Promise<void> {
  await db.delete(dashboardCodes).where(eq(dashboardCodes.userId, userId))
}
