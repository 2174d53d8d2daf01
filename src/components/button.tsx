import type { ComponentProps } from 'react'

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger'

// Hover colours only while available; `aria-disabled` styles stand for `disabled` (see PlainButton).
const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white not-aria-disabled:hover:bg-brand-800 aria-disabled:bg-slate-400',
  secondary:
    'border border-brand-700 text-brand-800 bg-white not-aria-disabled:hover:bg-brand-50 aria-disabled:opacity-60',
  ghost: 'text-brand-800 not-aria-disabled:hover:bg-brand-50 aria-disabled:opacity-60',
  danger: 'bg-red-700 text-white not-aria-disabled:hover:bg-red-800 aria-disabled:bg-slate-400',
}

/** Class names for anything that should look like a button (also used on links). */
export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold transition-colors aria-disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`
}

/** The − and + buttons beside a quantity. */
export const stepButtonClass =
  'grid size-11 place-items-center rounded-lg border border-slate-400 text-xl font-bold text-ink not-aria-disabled:hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:border-slate-200 aria-disabled:text-slate-400'

/**
 * A button whose `disabled` keeps it in the tab order (`aria-disabled`; clicks and form submits do
 * nothing meanwhile): one disabled while it has focus — a request under way, a quantity at its
 * limit — would otherwise drop keyboard focus to the start of the page. Style it with `aria-disabled:`.
 */
export function PlainButton({ type = 'button', disabled, onClick, ...props }: ComponentProps<'button'>) {
  return (
    <button
      {...props}
      type={type}
      aria-disabled={disabled || undefined}
      onClick={(event) => {
        if (disabled) event.preventDefault()
        else onClick?.(event)
      }}
    />
  )
}

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ComponentProps<'button'> & { variant?: Variant }) {
  return <PlainButton className={buttonClass(variant, className)} {...props} />
}
