import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Link, Outlet } from '@tanstack/react-router'
import { buttonClass } from '../components/button'
import { BRAND } from '../lib/env'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { title: `${BRAND} Learning — accredited health and social care training` },
      {
        name: 'description',
        content: `CPD-accredited health and social care e-learning from ${BRAND}: browse, save for offline and book training.`,
      },
    ],
  }),
  component: RootLayout,
  notFoundComponent: NotFound,
})

function RootLayout() {
  return (
    <>
      <HeadContent />
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-3">
        Skip to content
      </a>
      <main id="main" className="min-h-[60vh]">
        <Outlet />
      </main>
    </>
  )
}

function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-3 text-muted">We couldn’t find that page. It may have moved, or the link may be mistyped.</p>
      <Link to="/" className={buttonClass('primary', 'mt-6')}>
        Back to the home page
      </Link>
    </section>
  )
}
