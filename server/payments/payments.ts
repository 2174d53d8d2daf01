import { createHash } from 'node:crypto'
import { and, count, desc, eq, like } from 'drizzle-orm'
import type { Database } from '../db/client'
import { paymentIntents } from '../db/schema'
import { HttpError } from '../lib/http-error'
import type { PaymentProvider } from './provider'

export type IntentRow = typeof paymentIntents.$inferSelect
export type Purpose = IntentRow['purpose']

/**
 * Opens (or reopens) the intent for one checkout. The idempotency key is derived from who pays,
 * for what and how much, so a double-clicked Pay — even two requests at once — gets the same
 * intent; once such an intent has succeeded, the same purchase later gets a new one — unless
 * `isRecorded` says that payment was never recorded (e.g. the tab closed after paying): then the
 * paid intent is handed back, so pressing Pay again records it instead of charging twice.
 */
export async function openIntent(
  db: Database,
  provider: PaymentProvider,
  input: {
    userId: number
    purpose: Purpose
    amountPence: number
    details: Record<string, unknown>
    receiptEmail?: string
    isRecorded?: (intentId: string) => Promise<boolean>
  },
): Promise<IntentRow> {
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([input.userId, input.purpose, input.amountPence, input.details]))
    .digest('hex')
  if (input.isRecorded) {
    const [lastPaid] = await db
      .select()
      .from(paymentIntents)
      .where(and(like(paymentIntents.idempotencyKey, `${fingerprint}:%`), eq(paymentIntents.status, 'succeeded')))
      .orderBy(desc(paymentIntents.createdAt))
      .limit(1)
    if (lastPaid && !(await input.isRecorded(lastPaid.id))) return lastPaid
  }
  const [paid] = await db
    .select({ n: count() })
    .from(paymentIntents)
    .where(and(like(paymentIntents.idempotencyKey, `${fingerprint}:%`), eq(paymentIntents.status, 'succeeded')))
  const idempotencyKey = `${fingerprint}:${paid?.n ?? 0}`

  const existing = await findByKey(db, idempotencyKey)
  if (existing) return existing

  const intent = await provider.createIntent({
    amountPence: input.amountPence,
    currency: 'gbp',
    idempotencyKey,
    metadata: { purpose: input.purpose, user_id: String(input.userId) },
    receiptEmail: input.receiptEmail,
  })
  await db
    .insert(paymentIntents)
    .values({
      id: intent.id,
      userId: input.userId,
      purpose: input.purpose,
      provider: provider.name,
      amountPence: input.amountPence,
      currency: 'gbp',
      clientSecret: intent.clientSecret,
      idempotencyKey,
      details: input.details,
    })
    .onConflictDoNothing()
  const row = await findByKey(db, idempotencyKey)
  if (!row) throw new Error('payment intent was not recorded')
  return row
}

async function findByKey(db: Database, idempotencyKey: string): Promise<IntentRow | undefined> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.idempotencyKey, idempotencyKey))
  return row
}

/**
 * The server's own check that a payment really happened: the intent is this user's, for this
 * purpose, and the provider itself says it succeeded for the amount the server computed.
 * Throws 404 for an unknown intent and 402 'Payment was not completed.' otherwise.
 */
export async function requireSucceededIntent(
  db: Database,
  provider: PaymentProvider,
  input: { intentId: string; userId: number; purpose: Purpose },
): Promise<IntentRow> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.id, input.intentId),
        eq(paymentIntents.userId, input.userId),
        eq(paymentIntents.purpose, input.purpose),
      ),
    )
  if (!row) throw new HttpError(404, 'Payment not found.')
  if (row.status === 'succeeded') return row
  const remote = await provider.retrieveIntent(row.id)
  if (!remote || remote.status !== 'succeeded' || remote.amountPence !== row.amountPence) {
    throw new HttpError(402, 'Payment was not completed.')
  }
  await db.update(paymentIntents).set({ status: 'succeeded' }).where(eq(paymentIntents.id, row.id))
  return { ...row, status: 'succeeded' }
}
