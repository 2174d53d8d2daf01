import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { contactRequest, type ContactRequest } from '@/shared/contract/content'
import { Button } from '@/components/button'
import { afresh, controlProps, Field, FormOutcome, inputClass } from '@/components/form-field'
import { sendOrQueue, useOutbox } from '../data/outbox'

export const CONTACT_FAILED = 'Failed to send message. Please try again.'
export const CONTACT_QUEUED =
  'You’re offline, so your message is queued. It will be sent as soon as you’re back online.'
export const CONTACT_SENT_LATER = 'Your message has been sent. We will get back to you within one working day.'

type Outcome = { ok: boolean; text: string } | { queuedId: string }

type ContactFields = Omit<ContactRequest, 'client_id'>
const contactFields = contactRequest.omit({ client_id: true })

/** The contact form (docs/product-rules.md §5: every field required), validated by the same schema as the server. */
export function ContactForm() {
  const id = useId()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const outbox = useOutbox()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFields>({
    resolver: zodResolver(contactFields),
    defaultValues: { name: '', email: '', phone: '', message: '' },
  })

  const submit = handleSubmit(async (values) => {
    const result = await sendOrQueue(values)
    if (result.kind === 'failed') {
      setOutcome({ ok: false, text: result.wait ?? CONTACT_FAILED })
      return
    }
    setOutcome(result.kind === 'sent' ? { ok: true, text: result.reply } : { queuedId: result.clientId })
    reset()
  })
  const onSubmit = afresh(() => setOutcome(null), submit)

  const fieldProps = (name: keyof ContactFields) => ({
    ...controlProps(`${id}-${name}`, errors[name]?.message),
    ...register(name),
  })

  // A queued message reads as queued until the outbox has sent it.
  const shown =
    outcome && 'queuedId' in outcome
      ? {
          ok: true,
          text: outbox?.some((m) => m.clientId === outcome.queuedId) === false ? CONTACT_SENT_LATER : CONTACT_QUEUED,
        }
      : outcome

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-ink">
        Send us a message
      </h2>
      <p className="text-sm text-muted">All fields are required.</p>
      {/* In the order of docs/product-rules.md §5: name, email, phone, message. */}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Name" error={errors.name?.message}>
          <input type="text" autoComplete="name" className={inputClass} {...fieldProps('name')} />
        </Field>
        <Field id={`${id}-email`} label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="email" className={inputClass} {...fieldProps('email')} />
        </Field>
      </div>
      <Field id={`${id}-phone`} label="Phone" error={errors.phone?.message}>
        <input type="tel" autoComplete="tel" inputMode="tel" className={inputClass} {...fieldProps('phone')} />
      </Field>
      <Field id={`${id}-message`} label="Message" error={errors.message?.message}>
        <textarea rows={6} className={inputClass} {...fieldProps('message')} />
      </Field>
      <FormOutcome outcome={shown} />
      {/* Messages queued earlier (e.g. before a reload) that this form did not just queue. */}
      <QueuedNotice
        count={
          outbox?.filter((m) => !(outcome && 'queuedId' in outcome && m.clientId === outcome.queuedId)).length ?? 0
        }
      />
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  )
}

/** Messages waiting in the outbox, so the sender knows they are kept. */
function QueuedNotice({ count }: { count: number }) {
  if (count === 0) return null
  return (
    <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950">
      {count === 1 ? '1 message' : `${count} messages`} queued — sent automatically when you’re back online.
    </p>
  )
}
