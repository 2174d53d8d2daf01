import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { loginRequest } from '@/shared/contract/auth'
import { Button } from '@/components/button'
import { useLogin } from '../api/login'
import { completeSignIn } from '../data/complete-sign-in'
import { readItem, writeItem } from '@/lib/local-storage'
import { STORAGE_KEYS } from '../data/storage-keys'
import { AUTH_TEXT, serverMessageOr } from '../data/messages'
import { afresh, controlProps, Field, FormOutcome, inputClass } from '@/components/form-field'
import { ForgotPasswordDialog } from './forgot-password-dialog'

type LoginFields = z.input<typeof loginRequest>

/** The login form (docs/product-rules.md §2, §4, §8), with the forgot-password modal and the link to register. */
export function LoginForm({ from }: { from?: string }) {
  const id = useId()
  const login = useLogin()
  const [forgotOpen, setForgotOpen] = useState(false)
  // Left by the forgot-password modal before it reloaded the page: shown once.
  const [forgotMessage] = useState(() => readItem(STORAGE_KEYS.forgotSuccessMessage))
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFields, unknown, z.output<typeof loginRequest>>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '', remember: false },
  })

  useEffect(() => {
    writeItem(STORAGE_KEYS.forgotSuccessMessage, null)
  }, [])

  const submit = handleSubmit(async (values) => {
    try {
      const session = await login.mutateAsync(values)
      completeSignIn(session, from)
      setOutcome({ ok: true, text: AUTH_TEXT.loginSuccess })
    } catch (error) {
      setOutcome({ ok: false, text: serverMessageOr(error, AUTH_TEXT.loginFailed) })
    }
  })
  const onSubmit = afresh(() => setOutcome(null), submit)

  const emailId = `${id}-email`
  const passwordId = `${id}-password`
  const done = outcome?.ok === true
  return (
    <>
      {forgotMessage ? (
        <p
          role="status"
          className="mb-5 rounded-lg bg-brand-50 px-4 py-3 font-medium text-brand-800 ring-1 ring-brand-200"
        >
          {forgotMessage}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <Field id={emailId} label="Email" error={errors.email?.message}>
          <input
            type="email"
            autoComplete="email"
            className={inputClass}
            {...controlProps(emailId, errors.email?.message)}
            {...register('email')}
          />
        </Field>
        <Field id={passwordId} label="Password" error={errors.password?.message}>
          <input
            type="password"
            autoComplete="current-password"
            className={inputClass}
            {...controlProps(passwordId, errors.password?.message)}
            {...register('password')}
          />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 font-medium text-ink">
            <input type="checkbox" className="size-5 accent-brand-700" {...register('remember')} />
            Remember me
          </label>
          <button
            type="button"
            onClick={() => setForgotOpen(true)}
            className="min-h-11 rounded-lg px-1 font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            Forgot password?
          </button>
        </div>
        <FormOutcome outcome={outcome} />
        <Button type="submit" disabled={isSubmitting || done} className="w-full">
          {isSubmitting ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
      <p className="mt-6 text-center text-slate-700">
        New to us?{' '}
        <Link
          to="/register"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          Create an account
        </Link>
      </p>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </>
  )
}
