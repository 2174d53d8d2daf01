import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { COUNTRIES, registerRequest, type Role } from '@/shared/contract/auth'
import { Button } from '@/components/button'
import { isApiError } from '@/lib/api-client'
import { useRegister } from '../api/register'
import { completeSignIn } from '../data/complete-sign-in'
import { AUTH_TEXT, serverMessageOr } from '../data/messages'
import { afresh, controlProps, Field, FieldError, FormOutcome, inputClass } from '@/components/form-field'
import { NewPasswordFields } from '@/components/new-password-fields'

/** The form's own values: as the request, except that the terms box is a boolean. */
export interface RegisterFields {
  role: Role
  name: string
  phone: string
  email: string
  password: string
  password_confirmation: string
  city: string
  country: (typeof COUNTRIES)[number]
  company_name: string
  termsAccepted: boolean
}
type RegisterBody = z.output<typeof registerRequest>

const FIELD_NAMES = new Set<string>([
  'role',
  'name',
  'phone',
  'email',
  'password',
  'password_confirmation',
  'city',
  'country',
  'company_name',
  'termsAccepted',
])

function toRequest(values: RegisterFields): z.input<typeof registerRequest> {
  return {
    ...values,
    company_name: values.role === 'company' ? values.company_name : '',
    termsAccepted: values.termsAccepted ? 1 : 0,
  }
}

/** The contract's own schema checks the form, so the order of docs/product-rules.md §5 is the server's order too. */
const resolver: Resolver<RegisterFields, unknown, RegisterBody> = async (values) => {
  const parsed = registerRequest.safeParse(toRequest(values))
  if (parsed.success) return { values: parsed.data, errors: {} }
  const errors: FieldErrors<RegisterFields> = {}
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0]) as keyof RegisterFields
    if (FIELD_NAMES.has(name)) errors[name] ??= { type: issue.code, message: issue.message }
  }
  return { values: {}, errors }
}

const DEFAULTS: RegisterFields = {
  role: 'individual',
  name: '',
  phone: '',
  email: '',
  password: '',
  password_confirmation: '',
  city: '',
  country: 'United Kingdom',
  company_name: '',
  termsAccepted: false,
}

/** Registration as an individual or a company (docs/product-rules.md §2, §5, §8). */
export function RegisterForm({ from }: { from?: string }) {
  const id = useId()
  const registerCall = useRegister()
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFields, unknown, RegisterBody>({ resolver, defaultValues: DEFAULTS })
  const isCompany = useWatch({ control, name: 'role' }) === 'company'

  const submit = handleSubmit(async (body) => {
    try {
      const session = await registerCall.mutateAsync(body)
      completeSignIn(session, from)
      setOutcome({ ok: true, text: session.message })
    } catch (error) {
      // Field errors go under their fields; anything else is said once above the button.
      const fieldErrors = Object.entries(isApiError(error) ? error.fieldErrors : {})
      const shown = fieldErrors.filter(([name, messages]) => FIELD_NAMES.has(name) && messages[0])
      for (const [name, messages] of shown) {
        setError(name as keyof RegisterFields, { type: 'server', message: messages[0] }, { shouldFocus: true })
      }
      if (shown.length === 0) setOutcome({ ok: false, text: serverMessageOr(error, AUTH_TEXT.registrationFailed) })
    }
  })
  const onSubmit = afresh(() => setOutcome(null), submit)

  const field = (name: keyof RegisterFields) => {
    const fieldId = `${id}-${name}`
    return {
      fieldId,
      error: errors[name]?.message,
      props: { ...controlProps(fieldId, errors[name]?.message), ...register(name) },
    }
  }
  const name = field('name')
  const phone = field('phone')
  const email = field('email')
  const city = field('city')
  const country = field('country')
  const company = field('company_name')
  const terms = field('termsAccepted')
  const done = outcome?.ok === true

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <fieldset>
          <legend className="font-medium text-ink">Register as</legend>
          <div className="mt-2 grid grid-cols-2 gap-3">
            {(['individual', 'company'] as const).map((role) => (
              <label
                key={role}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 font-medium sm:gap-3 sm:px-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
              >
                <input type="radio" value={role} className="size-5 accent-brand-700" {...register('role')} />
                {role === 'individual' ? 'Individual' : 'Company'}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={name.fieldId} label="Full name" error={name.error}>
            <input type="text" autoComplete="name" className={inputClass} {...name.props} />
          </Field>
          <Field id={phone.fieldId} label="Phone" error={phone.error} hint="10 digits, numbers only">
            <input type="tel" inputMode="numeric" autoComplete="tel-national" className={inputClass} {...phone.props} />
          </Field>
        </div>
        {isCompany ? (
          <Field id={company.fieldId} label="Company name" error={company.error}>
            <input type="text" autoComplete="organization" className={inputClass} {...company.props} />
          </Field>
        ) : null}
        <Field id={email.fieldId} label="Email" error={email.error}>
          <input type="email" autoComplete="email" className={inputClass} {...email.props} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <NewPasswordFields id={id} register={register} errors={errors} hint="At least 8 characters" />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={city.fieldId} label="City" error={city.error}>
            <input type="text" autoComplete="address-level2" className={inputClass} {...city.props} />
          </Field>
          <Field id={country.fieldId} label="Country" error={country.error}>
            <select className={inputClass} {...country.props}>
              {COUNTRIES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </Field>
        </div>

        <div>
          <label htmlFor={terms.fieldId} className="flex min-h-11 cursor-pointer items-start gap-3 py-2 text-ink">
            <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-700" {...terms.props} />
            <span>
              I accept the{' '}
              <a
                href="/terms"
                target="_blank"
                rel="noopener"
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                Terms and Conditions
              </a>
              <span aria-hidden="true" className="text-red-700">
                {' '}
                *
              </span>
            </span>
          </label>
          <FieldError id={terms.fieldId} message={terms.error} />
        </div>

        <FormOutcome outcome={outcome} />
        <Button type="submit" disabled={isSubmitting || done} className="w-full">
          {isSubmitting ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-slate-700">
        Already have an account?{' '}
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          Log in
        </Link>
      </p>
    </>
  )
}
