import { and, eq, gt, lt } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { user as userSchema } from '../../src/shared/contract/auth'
import type { Database } from '../db/client'
import { sessions, users } from '../db/schema'
import { DAY, hashToken, looksLikeToken, newToken } from './tokens'

/** The signed-in account as handlers see it: the user row without its password hash. */
export const authUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  address: users.address,
  city: users.city,
  country: users.country,
  companyName: users.companyName,
  role: users.role,
  parent: users.parent,
}
export type AuthUser = Omit<typeof users.$inferSelect, 'passwordHash' | 'createdAt'>

declare module 'fastify' {
  interface FastifyInstance {
    /** The account of the request's bearer session, or null when there is none or it is invalid or expired. */
    authenticate(request: FastifyRequest): Promise<AuthUser | null>
  }
}

const SESSION_DAYS = { standard: 1, remember: 30 } as const

/** The user as the contract sends it. */
export function publicUser(account: AuthUser): z.input<typeof userSchema> {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    phone: account.phone,
    address: account.address,
    city: account.city,
    country: account.country,
    company_name: account.companyName,
    role: account.role,
    parent: account.parent,
  }
}

export async function createSession(db: Database, userId: number, remember: boolean): Promise<string> {
  const token = newToken()
  const days = remember ? SESSION_DAYS.remember : SESSION_DAYS.standard
  await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + days * DAY) })
  return token
}

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
  const token = match?.[1]
  return token && looksLikeToken(token) ? token : null
}

async function userForToken(db: Database, token: string): Promise<AuthUser | null> {
  const [row] = await db
    .select(authUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
  return row ?? null
}

export async function revokeSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}

export async function pruneExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()))
}

/** Lets `route()` resolve the bearer session of any call whose contract declares `auth`. */
export function registerSessionAuth(app: FastifyInstance, db: Database): void {
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request)
    return token ? userForToken(db, token) : null
  })
}
