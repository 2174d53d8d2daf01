import { createHash, randomBytes } from 'node:crypto'

/** 32 random bytes, base64url: session tokens, reset tokens and profile-link codes. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored only as this hash, so a copy of the database lets no one sign in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A value that could be one of our tokens; anything else is refused before touching the database. */
export function looksLikeToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value)
}

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
