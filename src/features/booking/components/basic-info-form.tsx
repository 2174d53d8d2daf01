import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { bookingBasicInfo, isoToday } from '@/shared/contract/booking'
import { Button } from '@/components/button'
import { useOnlineStatus } from '@/lib/online-status'
import {
  EMPTY_BASIC_INFO,
  queueBasicInfo,
  saveBasicInfoFields,
  setStep,
  type BookingBasicInfoDraft,
  type BookingDraft,
  type DraftCourse,
} from '../data/draft-store'
import { DRAFT_IN_ACCOUNT, DRAFT_ON_DEVICE_ONLY } from '../data/draft-messages'
import { sendDraft } from '../data/draft-sync'
import { controlProps, Field, inputClass } from '@/components/form-field'
import { AlertMessage } from '@/components/notices'

/** docs/product-rules.md §5 booking form rules, from the contract the server checks too; course_id comes from the page. */
const formSchema = bookingBasicInfo.omit({ course_id: true })
type FormInput = z.input<typeof formSchema>
type FormOutput = z.output<typeof formSchema>

const FIELDS = [
  'name',
  'email',
  'address',
  'postal_code',
  'notes',
  'company_name',
  'training_date',
  'no_of_users',
] as const

/** What a signed-in account already says about its holder, to start step 1 from. */
export type BookingPrefill = Partial<Pick<BookingBasicInfoDraft, 'name' | 'email' | 'address' | 'company_name'>>

/**
 * Step 1, in the Book Now modal. Every keystroke is kept in the draft; submitting queues the step
 * and sends it — offline it stays queued and the booking moves on to the questions. Without a
 * draft it starts from `prefill`; a draft is always shown as the user left it.
 */
export function BasicInfoForm({
  course,
  draft,
  signedIn,
  prefill,
  onSaved,
}: {
  course: DraftCourse
  draft: BookingDraft | null
  signedIn: boolean
  prefill?: BookingPrefill
  onSaved: () => void
}) {
  const online = useOnlineStatus()
  const [refused, setRefused] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    subscribe,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: draft?.basicInfo ?? { ...EMPTY_BASIC_INFO, ...prefill },
    // Checked on submit, then as the user corrects: a message appearing when a field loses focus
    // moves the button below it away from a click already under way, which is then lost.
    mode: 'onSubmit',
  })

  // Saved as the user types, so closing the app or losing signal loses nothing.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => void saveBasicInfoFields(course, values as Partial<typeof EMPTY_BASIC_INFO>),
      }),
    [subscribe, course],
  )

  const onSubmit = handleSubmit(async (values) => {
    setRefused(null)
    await queueBasicInfo(course, { ...values, course_id: course.id })
    const outcome = await sendDraft(course.id)
    if (outcome.status === 'refused') {
      setRefused(outcome.message)
      for (const [field, messages] of Object.entries(outcome.fieldErrors)) {
        const name = FIELDS.find((known) => known === field)
        if (name && messages[0]) setError(name, { message: messages[0] })
      }
      return
    }
    await setStep(course.id, 2)
    onSaved()
  })

  const message = refused ?? draft?.error ?? null
  const field = (name: (typeof FIELDS)[number]) => errors[name]?.message

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      {message ? (
        <div className="sm:col-span-2">
          <AlertMessage>{message}</AlertMessage>
        </div>
      ) : null}

      <Field id="booking-name" label="Full name" error={field('name')}>
        <input
          {...register('name')}
          {...controlProps('booking-name', field('name'))}
          autoComplete="name"
          className={inputClass}
        />
      </Field>
      <Field id="booking-email" label="Email address" error={field('email')}>
        <input
          {...register('email')}
          {...controlProps('booking-email', field('email'))}
          type="email"
          autoComplete="email"
          inputMode="email"
          className={inputClass}
        />
      </Field>
      <Field
        id="booking-address"
        label="Training address"
        hint="Where the trainer will deliver the course."
        error={field('address')}
        className="sm:col-span-2"
      >
        <input
          {...register('address')}
          {...controlProps('booking-address', field('address'), { hint: true })}
          autoComplete="street-address"
          className={inputClass}
        />
      </Field>
      <Field id="booking-postal-code" label="Postal code" error={field('postal_code')}>
        <input
          {...register('postal_code')}
          {...controlProps('booking-postal-code', field('postal_code'))}
          autoComplete="postal-code"
          autoCapitalize="characters"
          className={inputClass}
        />
      </Field>
      <Field
        id="booking-training-date"
        label="Training date"
        hint="The day the training starts."
        error={field('training_date')}
      >
        <input
          {...register('training_date')}
          {...controlProps('booking-training-date', field('training_date'), { hint: true })}
          type="date"
          min={isoToday()}
          className={inputClass}
        />
      </Field>
      <Field
        id="booking-users"
        label="Number of delegates"
        hint="How many people will attend."
        error={field('no_of_users')}
      >
        <input
          {...register('no_of_users', { valueAsNumber: true })}
          {...controlProps('booking-users', field('no_of_users'), { hint: true })}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          className={inputClass}
        />
      </Field>
      <Field id="booking-company" label="Company name" required={false} error={field('company_name')}>
        <input
          {...register('company_name')}
          {...controlProps('booking-company', field('company_name'), { required: false })}
          autoComplete="organization"
          className={inputClass}
        />
      </Field>
      <Field id="booking-notes" label="Notes" required={false} error={field('notes')} className="sm:col-span-2">
        <textarea
          {...register('notes')}
          {...controlProps('booking-notes', field('notes'), { required: false })}
          rows={3}
          className={inputClass}
        />
      </Field>

      <div className="flex flex-col gap-3 sm:col-span-2">
        <p className="text-sm text-muted">{signedIn ? DRAFT_IN_ACCOUNT : DRAFT_ON_DEVICE_ONLY}</p>
        {online ? null : (
          <p className="text-sm text-muted">
            You’re offline. Your details are saved on this device and will be sent as soon as you’re back online.
          </p>
        )}
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:self-end">
          {isSubmitting ? 'Saving…' : 'Continue to questions'}
        </Button>
      </div>
    </form>
  )
}
