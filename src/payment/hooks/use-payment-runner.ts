import { useEffect, useRef, useState, type ReactNode } from 'react'
import { PAYMENT_MESSAGES } from '@/shared/contract/checkout-messages'
import { checkReachability, isNoAnswer, isOnline } from '@/lib/online-status'
import type { Billing, CardConfirmation, CardPaymentProps, PaymentIntent } from '../data/payment-gateway'

/** What a card-entry implementation (sandbox form or Stripe Elements) gives the shared Pay flow. */
export interface Gateway {
  provider: PaymentIntent['provider']
  /** Why the card cannot be charged yet ('Please enter complete card details.', 'Stripe has not loaded yet.'), or null. */
  notReady(): string | null
  /** Confirms the card against the intent; the extra authentication step happens inside. */
  confirm(intent: PaymentIntent): Promise<CardConfirmation>
}

/** What CardPayment hands to a gateway's form. */
export interface GatewayFormProps {
  amountPence: number
  billing: Billing
  /** True while a payment runs: the fields are read-only. */
  busy: boolean
  /** The shared Pay button, wired to this gateway. */
  renderPayButton: (gateway: Gateway) => ReactNode
}

export type RunnerPhase = 'idle' | 'paying' | 'waiting' | 'succeeded'

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong.'

/**
 * The Pay flow shared by both gateways: check the card, create the intent, confirm the card and
 * report the outcome — once at a time (a second press while one runs does nothing). Without a
 * connection the payment waits and continues by itself when the connection is back; retrying is
 * safe because the server returns the same intent for the same checkout.
 */
export function usePaymentRunner(props: CardPaymentProps, online: boolean) {
  const [phase, setPhase] = useState<RunnerPhase>('idle')
  const [message, setMessage] = useState<string | null>(null)
  const running = useRef(false)
  const waiting = useRef<Gateway | null>(null)

  // A payment waiting for the connection is not running: Pay (or the connection's return) starts it again.
  const wait = (gateway: Gateway) => {
    running.current = false
    waiting.current = gateway
    setPhase('waiting')
    // The browser may still claim to be online; ask the server, which also watches for its return.
    void checkReachability()
  }

  const pay = async (gateway: Gateway) => {
    if (running.current || props.disabled) return
    running.current = true
    const notReady = gateway.notReady()
    setMessage(notReady)
    const detailsComplete = (await props.checkDetails?.()) ?? true
    if (notReady || !detailsComplete) {
      running.current = false
      return
    }
    if (!isOnline()) {
      wait(gateway)
      return
    }
    waiting.current = null
    setPhase('paying')

    const fail = (failure: Parameters<CardPaymentProps['onFailed']>[0]) => {
      running.current = false
      setPhase('idle')
      props.onFailed(failure)
    }

    let intent: PaymentIntent
    try {
      intent = await props.createIntent()
    } catch (error) {
      if (isNoAnswer(error)) {
        wait(gateway)
        return
      }
      fail({ kind: 'intent-failed', error })
      return
    }
    if (!intent.clientSecret) {
      fail({ kind: 'intent-failed', error: new Error(PAYMENT_MESSAGES.noClientSecret) })
      return
    }
    if (intent.provider !== gateway.provider) {
      fail({
        kind: 'error',
        message: `the server uses the ${intent.provider} payment provider, but this app is set up for ${gateway.provider}.`,
      })
      return
    }

    let result: CardConfirmation
    try {
      result = await gateway.confirm(intent)
    } catch (error) {
      if (isNoAnswer(error)) {
        // Confirming again is safe: an intent that already succeeded just says so.
        wait(gateway)
        return
      }
      result = { status: 'failed', failure: { kind: 'error', message: messageOf(error) } }
    }
    if (result.status === 'failed') {
      fail(result.failure)
      return
    }
    // Charged: the button stays disabled for good, whatever the feature does next.
    setPhase('succeeded')
    await props.onSucceeded(intent)
  }

  // Back online with a payment waiting: continue it.
  useEffect(() => {
    const gateway = waiting.current
    if (!online || phase !== 'waiting' || !gateway) return
    waiting.current = null
    void pay(gateway)
  })

  const cancelWaiting = () => {
    waiting.current = null
    setPhase('idle')
  }

  return { phase, message, pay, cancelWaiting }
}
