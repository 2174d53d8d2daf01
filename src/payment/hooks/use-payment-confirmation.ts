import { useCallback, useEffect, useRef, useState } from 'react'
import { useOnlineStatus } from '@/lib/online-status'
import { confirmPayment, isLostAnswer, type ChargedPayment } from '../data/confirm-payment'

/**
 * The one way checkout and booking record a payment the card has gone through with, and recover
 * when its confirmation is lost: payment-success is asked again after 1 s and 3 s; if the answer
 * is still lost, the charged payment is kept and shown as waiting (`lost`), is confirmed again by
 * itself each time the connection returns, and `retry` (the page's Confirm button) tries at once.
 * A payment charged before the page was last closed (`pending`, from the feature's own storage)
 * is confirmed the same way as soon as there is a connection. A refusal from the server goes to
 * `onRefused`. One confirmation runs at a time.
 */
export function usePaymentConfirmation<Result>({
  record,
  onConfirmed,
  onRefused,
  pending = null,
}: {
  record: (payment: ChargedPayment) => Promise<Result>
  onConfirmed: (result: Result, payment: ChargedPayment) => void | Promise<void>
  onRefused: (error: unknown, payment: ChargedPayment) => void
  pending?: ChargedPayment | null
}) {
  const online = useOnlineStatus()
  const [confirming, setConfirming] = useState(false)
  const [lost, setLost] = useState<ChargedPayment | null>(null)
  const running = useRef(false)
  // Whether a confirmation was tried since the connection last came back.
  const triedWhileOnline = useRef(false)

  const confirm = useCallback(
    async (payment: ChargedPayment) => {
      if (running.current) return
      running.current = true
      triedWhileOnline.current = true
      setConfirming(true)
      try {
        const result = await confirmPayment(() => record(payment))
        setLost(null)
        await onConfirmed(result, payment)
      } catch (error) {
        if (isLostAnswer(error)) setLost(payment)
        else {
          setLost(null)
          onRefused(error, payment)
        }
      } finally {
        running.current = false
        setConfirming(false)
      }
    },
    [record, onConfirmed, onRefused],
  )

  // Once per return of the connection: a payment still waiting is confirmed again by itself.
  const waiting = lost ?? pending
  useEffect(() => {
    if (!online) {
      triedWhileOnline.current = false
      return
    }
    if (!waiting || triedWhileOnline.current) return
    triedWhileOnline.current = true
    void confirm(waiting)
  }, [online, waiting, confirm])

  return {
    online,
    confirming,
    /** A charged payment whose confirmation is still lost (after the retries), or null. */
    lost,
    confirm,
    /** The page's Confirm button: the waiting payment, confirmed again now. */
    retry: () => {
      if (waiting) void confirm(waiting)
    },
  }
}
