import { useState } from 'react'
import type { z } from 'zod'
import type { sandboxConfirmRequest } from '@/shared/contract/checkout'
import { PAYMENT_MESSAGES } from '@/shared/contract/checkout-messages'
import { callApi } from '@/lib/api-client'
import { digitsOnly, parseExpiry, type CardInput } from '../data/card-fields'
import type { CardConfirmation, PaymentIntent } from '../data/payment-gateway'

type SandboxConfirmBody = z.input<typeof sandboxConfirmRequest>

/** POST /sandbox/confirm: the server answers as Stripe would for its test cards. */
async function confirmSandboxCard(body: SandboxConfirmBody) {
  return callApi('checkout.sandboxConfirm', { body })
}

/**
 * The sandbox card's confirmation: the server decides, and a card that asks for the extra
 * authentication step waits for the user's choice in the dialog (`authenticate` is set meanwhile)
 * before it is confirmed again as authenticated.
 */
export function useSandboxConfirm() {
  // Set while the sandbox asks for the extra authentication step; resolves with the user's choice.
  const [authenticate, setAuthenticate] = useState<((approved: boolean) => void) | null>(null)

  const confirm = async (card: CardInput, intent: PaymentIntent): Promise<CardConfirmation> => {
    const expiry = parseExpiry(card.expiry)
    if (!expiry) return { status: 'failed', failure: { kind: 'declined', reason: PAYMENT_MESSAGES.incompleteCard } }
    const body = {
      client_secret: intent.clientSecret,
      card_number: digitsOnly(card.number),
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvc: card.cvc,
    }
    let outcome = await confirmSandboxCard({ ...body, authenticated: false })
    if (outcome.status === 'requires_action') {
      const approved = await new Promise<boolean>((resolve) => setAuthenticate(() => resolve))
      setAuthenticate(null)
      if (!approved) return { status: 'failed', failure: { kind: 'not-completed' } }
      outcome = await confirmSandboxCard({ ...body, authenticated: true })
    }
    if (outcome.status === 'succeeded') return { status: 'succeeded' }
    if (outcome.status === 'failed')
      return {
        status: 'failed',
        failure: { kind: 'declined', reason: outcome.error?.message ?? 'Your card was declined.' },
      }
    return { status: 'failed', failure: { kind: 'not-completed' } }
  }

  return { confirm, authenticate }
}
