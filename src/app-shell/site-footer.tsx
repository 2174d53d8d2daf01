import { Link, useRouter } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { useFooter } from '@/features/content/api/get-footer'
import { useSettings } from '@/features/content/api/get-settings'
import { ContactDetailsList } from '@/features/content/components/contact-details'
import { BRAND } from '@/lib/env'
import { BrandLogo } from './brand-logo'
import { SocialLinks } from './social-links'

const linkClass = 'inline-flex min-h-11 items-center text-brand-50 underline-offset-2 hover:text-white hover:underline'
const headingClass = 'text-sm font-semibold uppercase tracking-wide text-white'

function Retry({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="text-sm text-brand-50">
      <p>{what} could not be loaded.</p>
      <button type="button" onClick={onRetry} className="min-h-11 font-semibold text-white underline">
        Try again
      </button>
    </div>
  )
}

/** Support links come from the API as plain paths or addresses: in-app paths go through the router. */
function SupportLink({ href, label }: { href: string; label: string }) {
  const router = useRouter()
  const internal = href.startsWith('/') && !href.startsWith('//')
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!internal || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    router.history.push(href)
  }
  return (
    <a
      href={href}
      onClick={onClick}
      className={linkClass}
      {...(internal ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {label}
      {internal ? null : <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  )
}

/** Categories (by id), support links, contact details and social links; the current year. */
export function SiteFooter() {
  const footer = useFooter()
  const settings = useSettings()
  const year = new Date().getFullYear()

  return (
    <footer className="mt-auto bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[1.3fr_1fr_1fr_1.3fr]">
        <div className="col-span-2 lg:col-span-1">
          <BrandLogo tone="dark" />
          <p className="mt-4 max-w-xs text-brand-50/90">
            CPD-accredited health and social care e-learning for care workers and care providers across the UK.
          </p>
          <div className="mt-5">{settings.data ? <SocialLinks settings={settings.data} /> : null}</div>
        </div>

        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={headingClass}>
            Categories
          </h2>
          <div className="mt-3">
            {footer.isPending ? (
              <p className="text-sm">Loading…</p>
            ) : footer.isLoadingError ? (
              <Retry what="Categories" onRetry={() => void footer.refetch()} />
            ) : (
              <ul>
                {footer.data.categories.map((category) => (
                  <li key={category.id}>
                    <Link to="/category/course/$id" params={{ id: String(category.id) }} className={linkClass}>
                      {category.category}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </nav>

        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className={headingClass}>
            Support
          </h2>
          <div className="mt-3">
            {footer.isPending ? (
              <p className="text-sm">Loading…</p>
            ) : footer.isLoadingError ? (
              <Retry what="Support links" onRetry={() => void footer.refetch()} />
            ) : (
              <ul>
                {footer.data.support_links.map((link) => (
                  <li key={`${link.href}-${link.label}`}>
                    <SupportLink href={link.href} label={link.label} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </nav>

        <section aria-labelledby="footer-contact" className="col-span-2 lg:col-span-1">
          <h2 id="footer-contact" className={headingClass}>
            Contact us
          </h2>
          <div className="mt-3">
            {settings.isPending ? (
              <p className="text-sm">Loading…</p>
            ) : settings.isLoadingError ? (
              <Retry what="Contact details" onRetry={() => void settings.refetch()} />
            ) : (
              <ContactDetailsList settings={settings.data} tone="dark" />
            )}
          </div>
        </section>
      </div>
      <div className="border-t border-white/15">
        {/* A page painted just before New Year and sent from the page cache just after keeps the
            year it was painted with, like a page opened before midnight, instead of failing to
            hydrate. */}
        <p suppressHydrationWarning className="mx-auto max-w-7xl px-4 py-5 text-sm text-brand-50/90">
          © {year} {BRAND} Learning. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
