import type { UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { createPaymentIntentRequest } from '../../../api/contract/checkout'

/** The billing fields of create-payment-intent, with the contract's own messages. */
export const billingSchema = createPaymentIntentRequest.pick({ name: true, email: true, phone: true, address: true })
export type BillingValues = z.infer<typeof billingSchema>

const input =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus:border-brand-700 aria-[invalid=true]:border-red-700'

const FIELDS = [
  { name: 'name', label: 'Full name', autoComplete: 'name', type: 'text', wide: false },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', wide: false },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel', wide: false },
  { name: 'address', label: 'Billing address', autoComplete: 'street-address', type: 'text', wide: true },
] as const

/** Name, email, phone and address, prefilled from the signed-in user; validated when Pay is pressed. */
export function BillingForm({ form, readOnly }: { form: UseFormReturn<BillingValues>; readOnly: boolean }) {
  const { register, formState } = form
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => {
        const error = formState.errors[field.name]?.message
        const id = `billing-${field.name}`
        return (
          <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
            <label htmlFor={id} className="block font-medium text-ink">
              {field.label}
              <span aria-hidden="true" className="text-red-700">
                {' '}
                *
              </span>
            </label>
            <input
              id={id}
              type={field.type}
              autoComplete={field.autoComplete}
              readOnly={readOnly}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={input}
              {...register(field.name)}
            />
            {error ? (
              <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
    </div>
  )
}
