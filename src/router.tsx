import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type ParsedLocation, type RouterHistory } from '@tanstack/react-router'
import { RouteError } from '@/components/route-error'
import { PageSpinner } from '@/components/spinner'
import type { Session } from '@/features/auth/data/session'
import { routeTree } from '@/routeTree.gen'

/**
 * Over a page the server painted, the window's scroll belongs to the reader until they go to another
 * page: on a phone they scroll the painted page before the app has started (≈1.3 s), and the
 * router's first render, which sets every new page at its top, threw them back up (and a tap made
 * then landed on whatever came under it). The browser has already put the page where a reload or
 * an address's #fragment says. Its renders of that first address leave the scroll alone; from the
 * first other address on, the router restores and resets as usual (Back to the first page included).
 */
function scrollOncePaintedLeft(): (options: { location: ParsedLocation }) => boolean {
  let firstHref: string | undefined
  let left = false
  return ({ location }) => {
    firstHref ??= location.href
    left ||= location.href !== firstHref
    return left
  }
}

/**
 * One router setup for the browser (start-app.tsx, with the window's history, over a page the server
 * painted or not) and the server's first paint (first-paint/server.tsx, with a memory history).
 */
export function createAppRouter(
  queryClient: QueryClient,
  history: RouterHistory,
  {
    onServer = false,
    overPaintedPage = false,
    paintedSession,
  }: { onServer?: boolean; overPaintedPage?: boolean; paintedSession?: Session } = {},
) {
  return createRouter({
    routeTree,
    context: { queryClient, paintedSession },
    history,
    isServer: onServer,
    defaultPreload: 'intent',
    // Loaders read the query cache, so the router keeps no data of its own.
    defaultPreloadStaleTime: 0,
    // Not on the server: its restoration script would be inline, which the CSP forbids.
    scrollRestoration: onServer ? false : overPaintedPage ? scrollOncePaintedLeft() : true,
    // A new page starts at its top at once; the stylesheet's smooth scrolling is for in-page links.
    scrollRestorationBehavior: 'instant',
    // An address no route matches in full (`/course-detail/1/extra`) is the site's 404 page, not the
    // deepest matching page with its extra segments ignored.
    notFoundMode: 'root',
    defaultPendingComponent: PageSpinner,
    defaultErrorComponent: ({ error, reset }) => <RouteError error={error} reset={reset} />,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /**
     * The server may paint this route before the JavaScript arrives: `true` when what it shows comes
     * from public API reads only (nothing from the browser's storage or the signed-in user);
     * `'signed-in'` when it comes from the API as the session the navigation carries
     * (src/shared/page-session.ts), and nothing from the browser's storage.
     */
    prerender?: boolean | 'signed-in'
  }
}
