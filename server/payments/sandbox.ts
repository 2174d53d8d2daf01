import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { sandboxConfirmRequest } from '../../src/shared/contract/checkout'
import type { Database } from '../db/client'
import { paymentIntents } from '../db/schema'
import { notFound } from '../lib/http-error'
import type { CreateIntentInput, PaymentProvider, ProviderIntent } from './provider'

/**
 * The test-mode provider used when no Stripe keys are set. Its intents live in the
 * `payment_intents` table (written by payments.ts); this module only answers for them and
 * confirms cards the way Stripe's test cards behave.
 */
export function sandboxProvider(db: Database): PaymentProvider {
  return {
    name: 'sandbox',
    async createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
      // Deterministic per idempotency key, as Stripe returns the same intent for the same key.
      const id = `pi_sandbox_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`
      return {
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        status: 'requires_payment_method',
        amountPence: input.amountPence,
        currency: input.currency,
      }
    },
    async retrieveIntent(id: string): Promise<ProviderIntent | null> {
      const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id))
      if (!row || row.provider !== 'sandbox') return null
      return {
        id: row.id,
        clientSecret: row.clientSecret,
        status: row.status,
        amountPence: row.amountPence,
        currency: row.currency,
      }
    },
  }
}

export interface CardOutcome {
  status: 'succeeded' | 'requires_action' | 'failed'
  error?: { code: string; message: string }
}

/** Luhn checksum: what a real card number passes. */
function luhnValid(number: string): boolean {
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** Stripe's test cards: https://docs.stripe.com/testing — the four the architecture names, plus expiry and Luhn. */
export function sandboxCardOutcome(card: {
  number: string
  expMonth: number
  expYear: number
  authenticated: boolean
  now?: Date
}): CardOutcome {
  const now = card.now ?? new Date()
  if (!luhnValid(card.number))
    return { status: 'failed', error: { code: 'incorrect_number', message: 'Your card number is incorrect.' } }
  const expired =
    card.expYear < now.getFullYear() || (card.expYear === now.getFullYear() && card.expMonth < now.getMonth() + 1)
  if (expired) return { status: 'failed', error: { code: 'expired_card', message: 'Your card has expired.' } }
  switch (card.number) {
    case '4000000000000002':
      return { status: 'failed', error: { code: 'card_declined', message: 'Your card was declined.' } }
    case '4000000000009995':
      return { status: 'failed', error: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' } }
    case '4000002760003184':
      return card.authenticated
        ? { status: 'succeeded' }
        : {
            status: 'requires_action',
            error: { code: 'authentication_required', message: 'Your bank asks you to confirm this payment.' },
          }
    default:
      return { status: 'succeeded' }
  }
}

/**
 * The sandbox's stand-in for Stripe.js confirming a card against an intent. The client secret is
 * the capability, as with Stripe. A declined card leaves the intent open for another card, as
 * Stripe does.
 */
export async function confirmSandboxCard(
  db: Database,
  body: z.output<typeof sandboxConfirmRequest>,
): Promise<CardOutcome> {
  const [intent] = await db.select().from(paymentIntents).where(eq(paymentIntents.clientSecret, body.client_secret))
  if (!intent || intent.provider !== 'sandbox') throw notFound('Payment not found.')
  if (intent.status === 'succeeded') return { status: 'succeeded' as const }

  const outcome = sandboxCardOutcome({
    number: body.card_number,
    expMonth: body.exp_month,
    expYear: body.exp_year,
    authenticated: body.authenticated,
  })
  const status =
    outcome.status === 'succeeded'
      ? 'succeeded'
      : outcome.status === 'requires_action'
        ? 'requires_action'
        : 'requires_payment_method'
  await db
    .update(paymentIntents)
    .set({ status, lastError: outcome.error?.code ?? null })
    .where(eq(paymentIntents.id, intent.id))
  return outcome
}
