import { Link } from '@tanstack/react-router'
import { useLayoutEffect } from 'react'
import { AccountMenu } from '@/features/auth/components/account-menu'
import { useIsSubUser, useSession } from '@/features/auth/data/session'
import { InstallButton } from '@/features/offline/components/install-button'
import { HeaderSearch } from '@/features/search/components/header-search'
import { useBrowserValue } from '@/lib/browser-value'
import { isKeptCopy, KEPT_COPY_ATTRIBUTE } from '@/lib/sw-routes'
import { BrandLogo } from './brand-logo'
import { CartLink } from './cart-link'
import { CategoryMenu } from './category-menu'
import { NAV_LINKS } from './nav-links'
import { OffcanvasMenu } from './offcanvas-menu'
import { OfflineBadge } from './offline-badge'
import { SavedLink } from './saved-link'
import { useScrolled } from './use-scrolled'

/**
 * Once this browser's own state is rendered (not while React adopts a painted page), a page the
 * service worker kept shows its user links (styles.css). Any other page shows them already: there
 * the value is the same while hydrating, which spares the header a second render straight after.
 */
function useShowUserLinks(): void {
  const ownState = useBrowserValue(() => true, !isKeptCopy())
  useLayoutEffect(() => {
    if (ownState) document.documentElement.removeAttribute(KEPT_COPY_ATTRIBUTE)
  }, [ownState])
}

/** The sticky header: compact with a shadow once the page has scrolled past 50 px. */
export function SiteHeader() {
  const scrolled = useScrolled()
  // docs/product-rules.md §6: a sub-user has no cart.
  const subUser = useIsSubUser()
  const signedIn = useSession() !== null
  useShowUserLinks()

  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b bg-white/95 backdrop-blur transition-[box-shadow,padding] motion-reduce:transition-none ${
        scrolled ? 'border-slate-200 shadow-md' : 'border-transparent'
      }`}
    >
      <div
        className={`mx-auto flex max-w-7xl items-center gap-2 px-3 transition-[padding] sm:px-4 ${scrolled ? 'py-1.5' : 'py-3'}`}
      >
        <OffcanvasMenu />
        <BrandLogo compact={scrolled} />
        <nav aria-label="Main" className="ml-2 hidden items-center lg:flex 2xl:ml-4 2xl:gap-1">
          {NAV_LINKS.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              activeOptions={{ exact: true }}
              activeProps={{ className: 'text-brand-800 bg-brand-50' }}
              className="inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-2.5 font-medium text-ink hover:bg-brand-50 hover:text-brand-800"
            >
              {link.label}
            </Link>
          ))}
          <CategoryMenu />
        </nav>
        {/* Short: in the row it is about 200 px wide for a signed-in manager with the install
            button (the account shows its avatar only, and the install button its icon, to leave
            it that much), which would cut "Search courses…". */}
        <HeaderSearch className="ml-auto hidden min-w-0 max-w-sm flex-1 xl:block" placeholder="Search…" />
        <div data-user-links className="ml-auto flex items-center gap-1 xl:ml-2">
          {/* Signed in, the account menu beside it says "Offline" already (from 640 px). */}
          <OfflineBadge className={signedIn ? 'sm:hidden' : ''} />
          {/* Below 1024 px it is in the phone menu; here an icon, to leave room for the links and the search. */}
          <InstallButton compact className="hidden lg:inline-flex" />
          <SavedLink />
          {subUser ? null : <CartLink />}
          <div className="ml-1 hidden sm:block">
            <AccountMenu />
          </div>
        </div>
      </div>
      {/* Below 1280 px the search takes its own full-width row. */}
      <div className={`mx-auto max-w-7xl px-3 sm:px-4 xl:hidden ${scrolled ? 'pb-2' : 'pb-3'}`}>
        <HeaderSearch />
      </div>
    </header>
  )
}
