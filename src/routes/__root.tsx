import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Link, Outlet, useRouter } from '@tanstack/react-router'
import { Suspense } from 'react'
import { RouteAnnouncer } from '@/app-shell/route-announcer'
import { showsNotFound } from '@/first-paint/router-internals'
import { SiteFooter } from '@/app-shell/site-footer'
import { SiteHeader } from '@/app-shell/site-header'
import type { Session } from '@/features/auth/data/session'
import { buttonClass } from '@/components/button'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'

export interface RouterContext {
  queryClient: QueryClient
  /** On the server, painting a signed-in page: the session it is painted for. */
  paintedSession?: Session
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ matches }) => {
    // No route matched (or one threw notFound): the 404 gets its own title.
    const notFound = matches.some(showsNotFound)
    return {
      meta: notFound
        ? [
            { title: pageTitle('Page not found') },
            { name: 'description', content: 'The page you asked for does not exist.' },
          ]
        : [
            { title: `${BRAND} Learning — accredited health and social care training` },
            {
              name: 'description',
              content: `CPD-accredited health and social care e-learning from ${BRAND}: browse, save for offline and book training.`,
            },
          ],
    }
  },
  component: RootLayout,
  notFoundComponent: NotFound,
})

function RootLayout() {
  // The server writes the title and description into the shell's <head> itself (server/pages/renderer.ts).
  const { isServer } = useRouter()
  return (
    <>
      {isServer ? null : <HeadContent />}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-3 focus:shadow-lg"
      >
        Skip to content
      </a>
      {/* The header and the footer are hydrated after the app has started, like the page's content
          (the router wraps each route in a boundary): React adopts a boundary's painted markup after
          the first commit, in short slices, and a tap on one not yet adopted adopts it first and is
          then handled. The start no longer waits for ~200 ms (phone, CPU × 4) of shell. Nothing in
          them suspends, so a page React renders afresh shows them at once. */}
      <div className="flex min-h-dvh flex-col">
        <Suspense fallback={null}>
          <SiteHeader />
        </Suspense>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      </div>
      <RouteAnnouncer />
    </>
  )
}

function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">Page not found</h1>
      <p className="mt-3 text-muted">We couldn’t find that page. It may have moved, or the link may be mistyped.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          Back to the home page
        </Link>
        <Link to="/courses" className={buttonClass('secondary')}>
          Explore Courses
        </Link>
      </div>
    </section>
  )
}
