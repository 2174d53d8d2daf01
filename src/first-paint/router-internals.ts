/**
 * The only file that reads or sets the frameworks' private fields. Each is pinned by
 * tests/unit/client/router-internals.test.ts, which fails loudly when an upgrade changes one.
 */
import type { AnyRedirect, AnyRouter } from '@tanstack/react-router'

/**
 * The redirect the router chose while loading on the server (`router._serverResult`): on the server
 * it answers a non-canonical address with a redirect instead of making it in history.
 */
export function serverRedirect(router: AnyRouter): AnyRedirect | undefined {
  const served = router._serverResult
  return served?.type === 'redirect' ? served.redirect : undefined
}

/**
 * Whether a match is the one showing the not-found page: a route that threw `notFound()` has
 * status `notFound`; the route chosen to show a global not-found (no route matched) is marked
 * with `_notFound` instead, with status `success`.
 */
export function showsNotFound(match: { status: string; _notFound?: boolean }): boolean {
  return match.status === 'notFound' || match._notFound === true
}

/**
 * What TanStack's own SSR client sets before hydrating (`router.ssr`): the matches render without
 * the Suspense wrappers the server's render left out, so that the server's and the browser's trees
 * line up.
 */
export function renderLikeTheServer(router: AnyRouter): void {
  router.ssr = { manifest: undefined }
}

/**
 * Whether React has hydrated (or rendered) this element: it keeps the element's props on it under
 * a key of its own (`__reactProps$<random>`, stable since React 17).
 */
export function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'))
}
