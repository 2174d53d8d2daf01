import type { Database } from '../db/client'
import { coupons } from '../db/schema'

/** The demo coupons the README documents. */
const SEED_COUPONS: (typeof coupons.$inferInsert)[] = [
  { code: 'CARE10', kind: 'percent', value: 10 },
  { code: 'WELCOME5', kind: 'fixed', value: 500, minSpendPence: 2000 },
  { code: 'EXPIRED20', kind: 'percent', value: 20, expiresAt: new Date('2024-01-01T00:00:00Z') },
]

/** Adds the demo coupons that are missing; safe to run on every start (existing rows are left alone). */
export async function seedCoupons(db: Database): Promise<void> {
  await db.insert(coupons).values(SEED_COUPONS).onConflictDoNothing({ target: coupons.code })
}
