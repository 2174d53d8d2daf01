import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form'
import { controlProps, Field, inputClass } from './form-field'

/** A form's values for choosing a password: the password, and the same again. */
export interface NewPasswordValues {
  password: string
  password_confirmation: string
}

/**
 * Choosing a password: the password with its rule as a hint, then the same again ("Confirm …"),
 * both marked as a new password, so that the browser offers to make one up and keep it.
 * `describeHint` also names the hint in the password's description, for a screen reader.
 */
export function NewPasswordFields({
  id,
  register,
  errors,
  label = 'Password',
  hint,
  describeHint = false,
}: {
  id: string
  /** The form's `register`: its values hold these two, and maybe more. */
  register: (name: keyof NewPasswordValues) => UseFormRegisterReturn
  errors: FieldErrors<NewPasswordValues>
  label?: string
  hint: string
  describeHint?: boolean
}) {
  const passwordId = `${id}-password`
  const confirmationId = `${id}-confirmation`
  return (
    <>
      <Field id={passwordId} label={label} error={errors.password?.message} hint={hint}>
        <input
          type="password"
          autoComplete="new-password"
          className={inputClass}
          {...controlProps(passwordId, errors.password?.message, { hint: describeHint })}
          {...register('password')}
        />
      </Field>
      <Field id={confirmationId} label={`Confirm ${label.toLowerCase()}`} error={errors.password_confirmation?.message}>
        <input
          type="password"
          autoComplete="new-password"
          className={inputClass}
          {...controlProps(confirmationId, errors.password_confirmation?.message)}
          {...register('password_confirmation')}
        />
      </Field>
    </>
  )
}
