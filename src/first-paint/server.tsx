/**
 * The server's first paint (built with `vite build --ssr` into dist-ssr/): renders a public page
 * with its data so that the browser shows it before any JavaScript arrives; start-app.tsx seeds its
 * query cache from the same data and hydrates the markup (client.tsx).
 */
import {
  dehydrate,
  QueryClientProvider,
  skipToken,
  type DehydratedState,
  type Query,
  type QueryClient,
  type QueryObserverOptions,
} from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { JSDOM } from 'jsdom'
import { AppRoot } from '@/app-root'
import { provideDom } from '@/lib/dom'
import { loadSanitiser } from '@/components/html-content'
import { setPaintedSession, type Session } from '@/features/auth/data/session'
import { configureApiClient } from '@/lib/api-client'
import { isMissing } from '@/lib/route-status'
import { createQueryClient } from '@/lib/query-client'
import { createAppRouter } from '@/router'
import { serverRedirect } from './router-internals'

/** What the page's <head> says (from the matched routes' `head`). */
export interface PageHead {
  title: string | undefined
  description: string | undefined
}

export interface PrerenderedPage extends PageHead {
  /** The markup for #root. */
  html: string
  /** The query cache the markup was rendered from, for the browser's app to start with. */
  state: DehydratedState
  /** The matched routes, root first: the server preloads their code (the app hydrates once it has it). */
  routeIds: string[]
}

/** No page at this address (no route, or the API has no such course, blog or category). */
export interface NotFoundPage extends PageHead {
  notFound: true
}

/** This page's canonical address differs: `/courses/`, `?category=4`, a search param that is invalid. */
export interface MovedPage {
  /** A path on this site. */
  location: string
}

/** A signed-in page's session (src/shared/page-session.ts): its token, and its user as `GET /api/me` gave it. */
export interface PaintedAccount {
  token: string
  user: { id: number }
}

const MAX_PASSES = 3

/**
 * Whether the component that asked for this query wants it loaded now. `enabled` is an observer's
 * option, and the server's render subscribes no observers, so `Query.isDisabled()` cannot tell.
 */
function isWanted(query: Query): boolean {
  const { enabled, queryFn } = query.options as QueryObserverOptions
  return queryFn !== skipToken && (typeof enabled === 'function' ? enabled(query) : enabled) !== false
}

/** Resolves when no query is fetching any more (the home page's sections load on their own). */
function whenIdle(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const cache = queryClient.getQueryCache()
    const unsubscribe = cache.subscribe(() => {
      if (queryClient.isFetching() > 0) return
      unsubscribe()
      resolve()
    })
    if (queryClient.isFetching() === 0) {
      unsubscribe()
      resolve()
    }
  })
}

// Parsing and sanitising the API's HTML need a DOM on the server too.
provideDom(new JSDOM('').window)

/**
 * Renders `url` when every matched route allows it and all its data loaded; otherwise null,
 * and the server sends the plain shell (pages that read browser storage or need a session), or
 * a NotFoundPage, which the server answers with a 404 and the not-found page's title (the app then
 * shows its own not-found page).
 * `fetchApi` answers the API calls (the server passes an in-process one). Once `signal` aborts (the
 * server has sent the plain shell instead), no more rendering is done: it would be work for nobody.
 */
export async function prerender(
  url: string,
  fetchApi: typeof fetch,
  signal?: AbortSignal,
  account?: PaintedAccount,
): Promise<PrerenderedPage | NotFoundPage | MovedPage | null> {
  configureApiClient({ fetch: fetchApi })
  // `fetchApi` sends the session's token itself (server/pages/renderer.ts).
  let session: Session | undefined
  if (account) {
    const { user: userSchema } = await import('@/shared/contract/auth')
    const parsed = userSchema.safeParse(account.user)
    if (!parsed.success) return null
    session = { token: account.token, user: parsed.data }
  }
  // The browser loads the sanitiser on demand (html-content.tsx); the server's render cannot wait.
  await loadSanitiser()
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }), {
    onServer: true,
    paintedSession: session,
  })
  // Decide before loading anything: pages that read browser storage, or need a session the render
  // was not given, are not run here.
  const [routes, rawParams, found] = router.getMatchedRoutes(new URL(url, 'http://localhost').pathname)
  // A route matched with segments left over (`/course-detail/1/extra`, `/about/x`) is no page
  // either: the router's own rule for a global not-found.
  const noPage = !found || (found.path !== '/' && rawParams['**'] !== undefined)
  const paints = (allowed: boolean | 'signed-in' | undefined) =>
    allowed === true || (session !== undefined && allowed === 'signed-in')
  if (!noPage && !routes.every((route) => route.isRoot || paints(route.options.staticData?.prerender))) return null
  // A session is only ever painted the signed-in page it came for: not a 404 or another page.
  if (session && (noPage || !routes.some((route) => route.options.staticData?.prerender === 'signed-in'))) return null

  await router.load()
  // On the server the router answers a non-canonical address with a redirect to the canonical one
  // (which the browser's router would otherwise make with a replace, after painting nothing).
  const redirect = serverRedirect(router)
  if (redirect) {
    // Where a session goes instead (a staff member's /team) is the app's to say, with its reason.
    if (session) return null
    const location = router.resolveRedirect(redirect).options.href
    return location ? { location } : null
  }
  // No route, a route that says so (an id that cannot exist, `/blog-detail/abc`), or an API 404.
  if (noPage || router.state.matches.some(isMissing)) return { notFound: true, ...headOf(router) }
  if (router.state.matches.some((match) => match.status !== 'success')) return null

  // Components start some of their own queries (the footer's, the course list): a first pass finds
  // them, they load, and the next pass renders with their data.
  const app = (
    <QueryClientProvider client={queryClient}>
      <AppRoot router={router} />
    </QueryClientProvider>
  )
  let html: string | null = null
  for (let pass = 0; pass < MAX_PASSES && html === null; pass++) {
    await whenIdle(queryClient)
    if (signal?.aborted) return null
    // Synchronous: no other render reads the session meanwhile.
    setPaintedSession(session ?? null)
    let markup: string
    try {
      markup = renderToString(app)
    } finally {
      setPaintedSession(null)
    }
    const unstarted = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isWanted(query))
    if (unstarted.length === 0) html = markup
    else await Promise.allSettled(unstarted.map((query) => query.fetch()))
  }
  // Still finding new queries after the last pass: its markup would not show their data.
  if (html === null) return null
  // Anything missing or failed: the browser shows its own loading and error states instead.
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error' || (query.state.status === 'pending' && isWanted(query)))
  )
    return null

  return {
    html,
    ...headOf(router),
    state: dehydrate(queryClient),
    routeIds: router.state.matches.map((match) => match.routeId),
  }
}

function headOf(router: ReturnType<typeof createAppRouter>): PageHead {
  const meta = router.state.matches.flatMap((match) => match.meta ?? [])
  return {
    title: meta.findLast((tag) => tag?.title)?.title,
    description: meta.findLast((tag) => tag?.name === 'description')?.content,
  }
}
