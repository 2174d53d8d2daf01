import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { ErrorState } from './components/states'
import { PageSpinner } from './components/spinner'
import { routeTree } from './routeTree.gen'

/**
 * One router setup for the browser (start-app.tsx, with the window's history) and the server's
 * first paint (first-paint/server.tsx, with a memory history).
 */
export function createAppRouter(queryClient: QueryClient, history: RouterHistory, onServer = false) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history,
    isServer: onServer,
    defaultPreload: 'intent',
    // Loaders read the query cache, so the router keeps no data of its own.
    defaultPreloadStaleTime: 0,
    // Not on the server: its restoration script would be inline, which the CSP forbids.
    scrollRestoration: !onServer,
    // A new page starts at its top at once; the stylesheet's smooth scrolling is for in-page links.
    scrollRestorationBehavior: 'instant',
    // An address no route matches in full (`/course-detail/1/extra`) is the site's 404 page, not the
    // deepest matching page with its extra segments ignored.
    notFoundMode: 'root',
    defaultPendingComponent: PageSpinner,
    defaultErrorComponent: ({ error, reset }) => <ErrorState error={error} onRetry={reset} />,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /**
     * The server may paint this route before the JavaScript arrives: what it shows comes from
     * public API reads only (nothing from the browser's storage or the signed-in user).
     */
    prerender?: boolean
  }
}
