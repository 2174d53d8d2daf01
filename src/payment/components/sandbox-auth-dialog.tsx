import { useId } from 'react'
import { formatPounds, fromPence } from '@/shared/money'
import { Button } from '@/components/button'
import { Modal } from '@/components/modal'
import { Icon } from '@/components/icons'

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
          <Icon name="shield-check" className="size-6" />
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
