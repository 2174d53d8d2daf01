import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal on the native `<dialog>`: `showModal()` makes the page behind inert and closes on Escape;
 * we also keep Tab cycling inside and hand focus back to the opener when it closes.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  className = 'max-w-lg',
  initialFocus,
  children,
}: {
  open: boolean
  onClose: () => void
  labelledBy: string
  /** Width and scrolling; the default suits a short dialog. */
  className?: string
  /** What gets focus on opening (a selector); otherwise the browser's choice, the first control. */
  initialFocus?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open, initialFocus])

  // Taken away while still open (its owner unmounted it): no close event comes, so focus goes back here.
  useEffect(() => {
    const dialog = ref.current
    return () => {
      if (dialog?.open) opener.current?.focus()
    }
  }, [])

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={labelledBy}
      onKeyDown={trapTab}
      onClose={() => {
        onClose()
        opener.current?.focus()
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/60 ${className}`}
    >
      {open ? children : null}
    </dialog>
  )
}
