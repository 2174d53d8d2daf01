import { Link } from '@tanstack/react-router'
import { AccountMenu } from '@/features/auth/components/account-menu'
import { InstallButton } from '@/features/offline/components/install-button'
import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { BrandLogo } from './brand-logo'
import { CategoryLinks } from './category-links'
import { NAV_LINKS } from './nav-links'
import { Icon } from '@/components/icons'

/**
 * The phone and tablet menu (under 1024 px): a native modal <dialog>, so focus stays inside,
 * Escape closes it and the page behind is inert.
 */
export function OffcanvasMenu() {
  const dialogRef = useRef<HTMLDialogElement>(null)
  // The menu's contents exist only while it is open: every page's HTML (and first layout) is lighter.
  const [open, setOpen] = useState(false)
  const close = () => dialogRef.current?.close()
  const show = () => {
    // Rendered before showModal(), which moves focus into what the dialog holds.
    flushSync(() => setOpen(true))
    dialogRef.current?.showModal()
  }

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={show}
        className="grid size-11 place-items-center rounded-lg text-ink hover:bg-brand-50 lg:hidden"
      >
        <Icon name="menu" className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        aria-label="Menu"
        onClose={() => setOpen(false)}
        // A click on the backdrop lands on the dialog itself: close.
        onClick={(event) => {
          if (event.target === event.currentTarget) close()
        }}
        className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 text-ink shadow-2xl backdrop:bg-slate-900/50 open:flex open:flex-col"
      >
        {open ? (
          <>
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <div onClickCapture={close}>
                <BrandLogo />
              </div>
              <button
                type="button"
                onClick={close}
                aria-label="Close menu"
                className="grid size-11 place-items-center rounded-lg hover:bg-brand-50"
              >
                <Icon name="close" className="size-6" />
              </button>
            </div>
            <nav aria-label="Menu" className="flex-1 overflow-y-auto px-2 py-3">
              <ul>
                {NAV_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      onClick={close}
                      activeOptions={{ exact: true }}
                      activeProps={{ className: 'bg-brand-50 text-brand-800' }}
                      className="flex min-h-11 items-center rounded-lg px-3 font-medium hover:bg-brand-50"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <h2 className="mt-4 px-3 text-sm font-semibold uppercase tracking-wide text-muted">Categories</h2>
              <div className="mt-1">
                <CategoryLinks
                  onNavigate={close}
                  linkClass="flex min-h-11 items-center rounded-lg px-3 hover:bg-brand-50"
                />
              </div>
            </nav>
            <div className="border-t border-slate-200 p-4">
              <div onClick={close}>
                <AccountMenu className="flex-wrap" />
              </div>
              <InstallButton className="mt-3 w-full" />
            </div>
          </>
        ) : null}
      </dialog>
    </>
  )
}
