import type { ReactNode } from 'react'

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-700'

export const errorId = (id: string) => `${id}-error`

/** A labelled control with its error under it (the control gets `aria-describedby` from `controlProps`). */
export function Field({
  id,
  label,
  error,
  required = true,
  hint,
  children,
}: {
  id: string
  label: string
  error?: string
  required?: boolean
  hint?: ReactNode
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
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

/** `id`, `aria-invalid` and `aria-describedby` for a control with an optional error. */
export function controlProps(id: string, error: string | undefined, required = true) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(id) : undefined,
    'aria-required': required || undefined,
  }
}

/** The form's outcome: green for success, red for failure; announced to screen readers. */
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

/** The card the account pages sit in. */
export function AuthCard({ title, intro, wide = false, children }: { title: string; intro?: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-14">
      <div className={`mx-auto ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8`}>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  )
}
