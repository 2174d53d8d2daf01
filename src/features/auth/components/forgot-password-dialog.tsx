import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { forgotPasswordRequest } from '@/shared/contract/auth'
import { Button } from '@/components/button'
import { Modal } from '@/components/modal'
import { useForgotPassword } from '../api/forgot-password'
import { writeItem } from '@/lib/local-storage'
import { STORAGE_KEYS } from '../data/storage-keys'
import { AUTH_TEXT, serverMessageOr } from '../data/messages'
import { afresh, controlProps, Field, FormOutcome, inputClass } from '@/components/form-field'

/**
 * The forgot-password modal: focus starts in the email field, stays inside, and returns to the
 * link that opened it. Its form exists only while it is open, so it starts empty each time.
 */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId()
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      className="max-w-md"
      initialFocus='input[type="email"]'
    >
      <ForgotPasswordForm titleId={`${id}-title`} onClose={onClose} />
    </Modal>
  )
}

/** On success the server's message is stored and the page reloads to show it (docs/product-rules.md §4). */
function ForgotPasswordForm({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const id = useId()
  const forgot = useForgotPassword()
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ resolver: zodResolver(forgotPasswordRequest), defaultValues: { email: '' } })

  const submit = handleSubmit(async ({ email }) => {
    try {
      const answer = await forgot.mutateAsync(email)
      writeItem(STORAGE_KEYS.forgotSuccessMessage, answer.message)
      window.location.reload()
    } catch (error) {
      setFailure(serverMessageOr(error, AUTH_TEXT.forgotFailed))
    }
  })
  const onSubmit = afresh(() => setFailure(null), submit)

  const emailId = `${id}-email`
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 p-6 sm:p-8">
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-xl font-bold">
          Forgot your password?
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-2xl leading-none text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="text-slate-700">
        Enter the email you registered with and we will send you a link to choose a new password.
      </p>
      <Field id={emailId} label="Email" error={errors.email?.message}>
        <input
          type="email"
          autoComplete="email"
          className={inputClass}
          {...controlProps(emailId, errors.email?.message)}
          {...register('email')}
        />
      </Field>
      <FormOutcome outcome={failure ? { ok: false, text: failure } : null} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send reset link'}
        </Button>
      </div>
    </form>
  )
}
