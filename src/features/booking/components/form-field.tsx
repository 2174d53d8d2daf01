import type { ReactNode } from 'react'

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-700'

const errorId = (id: string) => `${id}-error`
const hintId = (id: string) => `${id}-hint`

/** A labelled control with its hint and error under it. */
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
  hint?: string
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
      {error ? (
        <p id={errorId(id)} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
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

/** A message the user must see (a refused or failed step), announced when it appears. */
export function AlertMessage({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
      {children}
    </p>
  )
}

/** Calm status for steps kept on the device (offline, sending). */
export function StatusNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
      {children}
    </p>
  )
}
