import type { UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import { createPaymentIntentRequest } from '@/shared/contract/checkout'
import { controlProps, Field, inputClass } from '@/components/form-field'

/** The billing fields of create-payment-intent, with the contract's own messages. */
export const billingSchema = createPaymentIntentRequest.pick({ name: true, email: true, phone: true, address: true })
export type BillingValues = z.infer<typeof billingSchema>

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
          <Field
            key={field.name}
            id={id}
            label={field.label}
            error={error}
            className={field.wide ? 'sm:col-span-2' : undefined}
          >
            <input
              type={field.type}
              autoComplete={field.autoComplete}
              readOnly={readOnly}
              className={inputClass}
              {...controlProps(id, error)}
              {...register(field.name)}
            />
          </Field>
        )
      })}
    </div>
  )
}
