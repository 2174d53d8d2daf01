import { useId, useState } from 'react'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { Button } from '@/components/button'
import { afresh, controlProps, Field, FormOutcome, inputClass } from '@/components/form-field'
import { inviteRequest, TEAM_MESSAGES, type InviteRequest } from '@/shared/contract/team'
import { useInviteStaff } from '../api/invite-staff'
import { failureText } from '../data/messages'

/** The contract's own schema checks the form, as the server checks the request. */
const resolver: Resolver<InviteRequest> = async (values) => {
  const parsed = inviteRequest.safeParse(values)
  if (parsed.success) return { values: parsed.data, errors: {} }
  const errors: FieldErrors<InviteRequest> = {}
  for (const issue of parsed.error.issues) {
    const name = issue.path[0]
    if (name === 'name' || name === 'email') errors[name] ??= { type: issue.code, message: issue.message }
  }
  return { values: {}, errors }
}

/** "Invite staff": a name and an email; the person gets a mail inviting them to join (at most one a day). */
export function InviteForm() {
  const id = useId()
  const invite = useInviteStaff()
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteRequest>({ resolver, defaultValues: { name: '', email: '' } })

  const submit = handleSubmit(async (values) => {
    try {
      const result = await invite.mutateAsync(values)
      setOutcome({
        ok: true,
        text: `${result.message} ${result.name} (${result.email}) will get an email inviting them to join your team. ${TEAM_MESSAGES.inviteNextStep}`,
      })
      reset()
    } catch (error) {
      setOutcome({ ok: false, text: failureText(error) })
    }
  })

  const nameId = `${id}-name`
  const emailId = `${id}-email`
  return (
    <form onSubmit={afresh(() => setOutcome(null), submit)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={nameId} label="Name" error={errors.name?.message}>
          <input
            type="text"
            autoComplete="off"
            className={inputClass}
            {...controlProps(nameId, errors.name?.message)}
            {...register('name')}
          />
        </Field>
        <Field id={emailId} label="Email" error={errors.email?.message}>
          <input
            type="email"
            autoComplete="off"
            className={inputClass}
            {...controlProps(emailId, errors.email?.message)}
            {...register('email')}
          />
        </Field>
      </div>
      <FormOutcome outcome={outcome} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send invitation'}
      </Button>
    </form>
  )
}
