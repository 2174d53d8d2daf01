import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { RESET_MESSAGES } from '@/shared/contract/auth'
import { Button } from '@/components/button'
import { useResetPassword } from '../api/reset-password'
import { AUTH_TEXT, serverMessageOr } from '../data/messages'
import { afresh, FormOutcome } from '@/components/form-field'
import { NewPasswordFields, type NewPasswordValues } from '@/components/new-password-fields'

/** docs/product-rules.md §9: the reset page moves on to login this long after success. */
export const RESET_REDIRECT_MS = 2000

/** docs/product-rules.md §5: the passwords must match, then be at least 6 characters. */
const resolver: Resolver<NewPasswordValues> = async (values) => {
  const errors: FieldErrors<NewPasswordValues> = {}
  if (values.password !== values.password_confirmation) {
    errors.password_confirmation = { type: 'match', message: RESET_MESSAGES.passwordMatch }
  } else if (values.password.length < 6) {
    errors.password = { type: 'length', message: RESET_MESSAGES.passwordLength }
  } else {
    return { values, errors: {} }
  }
  return { values: {}, errors }
}

/** Sets a new password from the emailed link's email and token. */
export function ResetPasswordForm({ email, token }: { email?: string; token?: string }) {
  const id = useId()
  const navigate = useNavigate()
  const reset = useResetPassword()
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ resolver, defaultValues: { password: '', password_confirmation: '' } })
  const done = outcome?.ok === true

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => void navigate({ to: '/login' }), RESET_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [done, navigate])

  if (!email || !token) {
    return (
      <div className="space-y-5">
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 font-medium text-red-700 ring-1 ring-red-200">
          This password reset link is incomplete. Please open the link from your email again, or ask for a new one.
        </p>
        <Link
          to="/login"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          Back to login
        </Link>
      </div>
    )
  }

  const submit = handleSubmit(async ({ password }) => {
    try {
      const answer = await reset.mutateAsync({ email, token, password })
      setOutcome({ ok: true, text: answer.message })
    } catch (error) {
      setOutcome({ ok: false, text: serverMessageOr(error, AUTH_TEXT.resetFailed) })
    }
  })
  const onSubmit = afresh(() => setOutcome(null), submit)

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-slate-700">
        For <strong className="break-all font-semibold text-ink">{email}</strong>
      </p>
      <NewPasswordFields
        id={id}
        register={register}
        errors={errors}
        label="New password"
        hint="At least 6 characters"
      />
      <FormOutcome outcome={outcome} />
      <Button type="submit" disabled={isSubmitting || done} className="w-full">
        {isSubmitting ? 'Saving…' : 'Reset password'}
      </Button>
    </form>
  )
}
