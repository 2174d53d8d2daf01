import type { ReactNode } from 'react'

/** Text inputs across the app's forms: 44 px tall, visible focus, red border when invalid. */
export const inputClass =
  'mt-1 block min-h-11 w-full scroll-mt-40 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-700'

const errorId = (id: string) => `${id}-error`
const hintId = (id: string) => `${id}-hint`

/** A labelled control with its hint and error under it (the control takes `controlProps`). */
export function Field({
  id,
  label,
  error,
  required = true,
  hint,
  className = '',
  children,
}: {
  id: string
  label: string
  error?: string
  required?: boolean
  hint?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-muted"> (optional)</span>
        )}
      </label>
      {children}
      {hint ? (
        <p id={hintId(id)} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} message={error} />
    </div>
  )
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={errorId(id)} className="mt-1 text-sm font-medium text-red-700" data-field-error>
      {message}
    </p>
  ) : null
}

/** `id`, `aria-invalid` and `aria-describedby` (hint and error) for a control. */
export function controlProps(
  id: string,
  error: string | undefined,
  options: { required?: boolean; hint?: boolean } = {},
) {
  const describedBy = [options.hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ')
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': (options.required ?? true) || undefined,
  }
}

/** A form's outcome: green for success, red for failure; announced to screen readers. */
export function FormOutcome({ outcome }: { outcome: { ok: boolean; text: string } | null }) {
  return (
    <div role="status" aria-live="polite">
      {outcome ? (
        <p
          className={`rounded-lg px-4 py-3 font-medium ${outcome.ok ? 'bg-brand-50 text-brand-800 ring-1 ring-brand-200' : 'bg-red-50 text-red-700 ring-1 ring-red-200'}`}
          data-outcome={outcome.ok ? 'success' : 'error'}
        >
          {outcome.text}
        </p>
      ) : null}
    </div>
  )
}

/**
 * A form's submit handler that first takes the last answer away (FormOutcome's, or the form's own):
 * it was about what was sent then — also when this attempt is refused before it is sent.
 */
export function afresh<Event>(clearAnswer: () => void, submit: (event?: Event) => Promise<void>) {
  return (event?: Event) => {
    clearAnswer()
    return submit(event)
  }
}
