import { useEffect, useId, useRef, useState } from 'react'
import { CategoryLinks } from './category-links'
import { Icon } from '@/components/icons'

/** The desktop "Categories" dropdown: a disclosure button and a panel of links. */
export function CategoryMenu() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          buttonRef.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-lg px-2.5 font-medium text-ink hover:bg-brand-50 hover:text-brand-800"
      >
        Categories
        <Icon
          name="chevron-down"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          strokeWidth={2.4}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-2 max-h-[70vh] w-72 overflow-y-auto rounded-xl border border-slate-200 bg-white py-2 shadow-xl"
      >
        <CategoryLinks
          onNavigate={() => setOpen(false)}
          linkClass="flex min-h-11 items-center px-4 py-2 text-ink hover:bg-brand-50 hover:text-brand-800"
        />
      </div>
    </div>
  )
}
