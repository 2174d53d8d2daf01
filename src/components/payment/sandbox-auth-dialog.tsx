import { useId } from 'react'
import { formatPounds, fromPence } from '../../shared/money'
import { Button } from '../button'
import { Modal } from '../modal'

/**
 * The sandbox's stand-in for the bank's 3-D Secure page (test card 4000 0027 6000 3184): the
 * user approves or refuses the payment. Shown while it is mounted; Escape counts as refusing.
 */
export function SandboxAuthDialog({
  amountPence,
  onDecide,
}: {
  amountPence: number
  onDecide: (approved: boolean) => void
}) {
  const headingId = useId()
  // Opening moves focus to the first button, "Complete authentication".
  return (
    <Modal open onClose={() => onDecide(false)} labelledBy={headingId} className="max-w-sm">
      <div className="border-b border-amber-200 bg-amber-50 px-6 py-2 text-center text-sm font-semibold text-amber-900">
        Test mode — no real payment
      </div>
      <div className="p-6">
        <div className="mx-auto grid size-12 place-items-center rounded-full bg-brand-100 text-brand-800">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z" />
            <path d="M9 12l2 2 4-4" />
          </svg>
        </div>
        <h2 id={headingId} className="mt-4 text-center text-xl font-bold">
          Confirm your payment
        </h2>
        <p className="mt-2 text-center text-slate-700">
          Your bank asks you to confirm this payment of{' '}
          <strong className="text-ink">{formatPounds(fromPence(amountPence))}</strong>. In test mode you choose the
          outcome.
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <Button onClick={() => onDecide(true)}>Complete authentication</Button>
          <Button variant="secondary" onClick={() => onDecide(false)}>
            Fail authentication
          </Button>
        </div>
      </div>
    </Modal>
  )
}
