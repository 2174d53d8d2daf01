import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A message the user must see (a refused or failed step), announced when it appears. `takeFocus`:
 * focus moves to it when it appears, which also scrolls it into view — on a phone, a card's
 * failure is otherwise shown far above the Pay button that was pressed.
 */
export function AlertMessage({ children, takeFocus = false }: { children: ReactNode; takeFocus?: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (takeFocus) ref.current?.focus()
  }, [takeFocus])
  return (
    <p
      ref={ref}
      role="alert"
      tabIndex={takeFocus ? -1 : undefined}
      className="scroll-mt-40 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800 focus:outline-none"
    >
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
