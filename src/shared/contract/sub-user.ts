import type { User } from './auth'

/**
 * A sub-user is an individual account that belongs to a company (docs/product-rules.md §6). Kept apart from the
 * schemas: the browser checks it at start, before zod is loaded.
 */
export function isSubUser(account: Pick<User, 'role' | 'parent'>): boolean {
  return account.role === 'individual' && account.parent !== 0
}

/**
 * A company's own account: what it buys of an online course are seats for its staff (server/team/seats.ts
 * grants them), so the course page, the cart and the payment's success page say seats.
 */
export function buysSeats(account: Pick<User, 'role' | 'parent'>): boolean {
  return account.role === 'company' && account.parent === 0
}

/** What a sub-user is told in place of booking: staff do not buy, their company does. */
export const BOOKING_RESTRICTED = "Access to booking is restricted. Ask your company's account holder to book."
