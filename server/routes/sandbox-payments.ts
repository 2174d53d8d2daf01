import type { FastifyInstance } from 'fastify'
import { checkoutCalls } from '../../src/shared/contract/checkout'
import type { Database } from '../db/client'
import { route } from '../lib/route'
import { confirmSandboxCard } from '../payments/sandbox'

/**
 * POST /sandbox/confirm: the sandbox's stand-in for Stripe.js confirming a card (registered only
 * when no Stripe keys are set; server/payments/sandbox.ts).
 */
export function sandboxPaymentRoutes(app: FastifyInstance, db: Database): void {
  route(app, checkoutCalls.sandboxConfirm, async ({ body }) => confirmSandboxCard(db, body))
}
