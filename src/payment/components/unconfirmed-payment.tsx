import { Button } from '@/components/button'
import { Spinner } from '@/components/spinner'

/**
 * In place of the card form once a charged payment's confirmation is lost (usePaymentConfirmation):
 * what happened, that nothing is charged twice, and a button to confirm now.
 */
export function UnconfirmedPayment({
  what,
  confirming,
  online,
  onConfirm,
}: {
  /** "order" or "booking", as the button and the note name it. */
  what: 'order' | 'booking'
  confirming: boolean
  online: boolean
  onConfirm: () => void
}) {
  if (confirming) return <Spinner label="Confirming your payment…" />
  return (
    <div role="status" className="space-y-3 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sky-950">
      <p>
        Your payment went through, but we could not confirm your {what} yet. It is kept on this page and confirmed as
        soon as we can reach the server: you will not be charged twice.
      </p>
      <Button onClick={onConfirm} disabled={!online}>
        Confirm my {what}
      </Button>
    </div>
  )
}
