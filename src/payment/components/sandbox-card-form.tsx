import { useId, useState } from 'react'
import { PAYMENT_MESSAGES } from '@/shared/contract/checkout-messages'
import { digitsOnly, formatCardNumber, formatExpiry, isCardComplete, type CardInput } from '../data/card-fields'
import { SandboxAuthDialog } from './sandbox-auth-dialog'
import type { Gateway, GatewayFormProps } from '../hooks/use-payment-runner'
import { useSandboxConfirm } from '../hooks/use-sandbox-confirm'
import { Icon } from '@/components/icons'

const TEST_CARDS = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['4000 0027 6000 3184', 'asks you to confirm (3-D Secure)'],
  ['4000 0000 0000 0002', 'is declined'],
  ['4000 0000 0000 9995', 'has insufficient funds'],
] as const

const input =
  'h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base tracking-wide text-ink placeholder:text-slate-500 focus:border-brand-700 read-only:bg-slate-50'

/**
 * The sandbox provider's card entry, used when no Stripe key is set. It behaves like Stripe's test
 * cards (the server decides through POST /sandbox/confirm) and is clearly marked as test mode.
 */
export function SandboxCardForm({ amountPence, busy, renderPayButton }: GatewayFormProps) {
  const id = useId()
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' })
  const sandbox = useSandboxConfirm()

  const gateway: Gateway = {
    provider: 'sandbox',
    notReady: () => (isCardComplete(card) ? null : PAYMENT_MESSAGES.incompleteCard),
    confirm: (intent) => sandbox.confirm(card, intent),
  }

  return (
    // A form so that Enter in a field presses Pay, as in any form (the browser clicks its submit
    // button); the button itself does the paying.
    <form noValidate className="space-y-4" onSubmit={(event) => event.preventDefault()}>
      <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <p className="flex items-center gap-2 font-semibold">
          <Icon name="warning" className="size-5 shrink-0" />
          Test mode — no real payment
        </p>
        <details className="mt-1 text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium underline underline-offset-2">
            Test card numbers
          </summary>
          <ul className="mt-1 space-y-1">
            {TEST_CARDS.map(([number, outcome]) => (
              <li key={number}>
                <span className="font-mono font-semibold">{number}</span> {outcome}
              </li>
            ))}
          </ul>
          <p className="mt-1">Use any future expiry date and any 3-digit CVC.</p>
        </details>
      </div>

      <div className="grid grid-cols-2 gap-3">
        <div className="col-span-2">
          <label htmlFor={`${id}-number`} className="mb-1 block font-medium text-ink">
            Card number
          </label>
          <input
            id={`${id}-number`}
            name="cardnumber"
            className={input}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            readOnly={busy}
            value={card.number}
            onChange={(event) => setCard((current) => ({ ...current, number: formatCardNumber(event.target.value) }))}
          />
        </div>
        <div>
          <label htmlFor={`${id}-expiry`} className="mb-1 block font-medium text-ink">
            Expiry date
          </label>
          <input
            id={`${id}-expiry`}
            name="exp-date"
            className={input}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            readOnly={busy}
            value={card.expiry}
            onChange={(event) => setCard((current) => ({ ...current, expiry: formatExpiry(event.target.value) }))}
          />
        </div>
        <div>
          <label htmlFor={`${id}-cvc`} className="mb-1 block font-medium text-ink">
            Security code
          </label>
          <input
            id={`${id}-cvc`}
            name="cvc"
            className={input}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            readOnly={busy}
            value={card.cvc}
            onChange={(event) =>
              setCard((current) => ({ ...current, cvc: digitsOnly(event.target.value).slice(0, 4) }))
            }
          />
        </div>
      </div>

      {renderPayButton(gateway)}

      {sandbox.authenticate ? <SandboxAuthDialog amountPence={amountPence} onDecide={sandbox.authenticate} /> : null}
    </form>
  )
}
