/** The app: started by main.tsx as soon as its code has arrived. */
import {
  type DehydratedState,
  hydrate,
  onlineManager,
  type QueryClient,
  QueryClientProvider,
  replaceEqualDeep,
} from '@tanstack/react-query'
import { persistQueryClient, persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { type AnyRoute, createBrowserHistory } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { config as configureZod } from 'zod/mini'
import { AppRoot } from '@/app-root'
import {
  getSession,
  prepareSession,
  readToken,
  setPaintedSession,
  syncPageSessionCookie,
} from '@/features/auth/data/session'
import { forgetAccountDataOnSwitch } from '@/features/auth/data/account-data'
import { refreshDraftCopies, startDraftSync } from '@/features/booking/data/draft-sync'
import { refreshSavedCourseCopies } from '@/features/catalogue/data/saved-courses'
import { startContactOutbox } from '@/features/contact/data/outbox'
import { dropStaleRedirectTarget } from '@/features/auth/data/redirect'
import { handleUnauthorized } from '@/features/auth/data/guards'
import { hydrateApp, renderApp } from '@/first-paint/client'
import { configureApiClient } from '@/lib/api-client'
import { configureSignedInAccount } from '@/lib/signed-in-account'
import { openDbIfStored, whenDbLoaded } from '@/lib/local-data'
import { checkReachability, isOnline, onOnlineChange } from '@/lib/online-status'
import { ACCOUNT_ANSWER_MS, createQueryClient } from '@/lib/query-client'
import { persistOptions } from '@/lib/query-persistence'
import { nextStep } from '@/lib/start-framework'
import { isKeptCopy } from '@/lib/sw-routes'
import { isOddPath, NO_PAGE_PATH } from '@/shared/contract/url'
import { PAINTED_FOR_ATTRIBUTE } from '@/shared/page-session'
import { type AppRouter, createAppRouter } from '@/router'

// No top-level await in this module: lazy chunks import from the chunk it lives in, and would wait
// for it to finish evaluating — for ever, if it were waiting for them.
async function start(
  root: HTMLElement,
  queryClient: QueryClient,
  router: AppRouter,
  firstPaintData: string | undefined,
  paintedFor: string | undefined,
): Promise<void> {
  await nextStep()
  const persistence = persistOptions(queryClient)
  // The routes' <HeadContent> writes the page's description from now on; the shell's (or the
  // server's copy of it) would stay as a second one, ahead of it.
  document.head.querySelector('meta[name="description"]')?.remove()
  // A stored session is checked with the contract's schema before anything reads it.
  await prepareSession()
  syncPageSessionCookie()
  forgetAccountDataOnSwitch(queryClient)
  // A page painted for a session (src/shared/page-session.ts) is taken over only by that account;
  // its data is no one else's to hold.
  const session = getSession()
  const forThisAccount = paintedFor === undefined || paintedFor === String(session?.user.id)
  if (paintedFor !== undefined && forThisAccount) setPaintedSession(session)
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppRoot router={router} />
      </QueryClientProvider>
    </StrictMode>
  )
  const painted =
    firstPaintData === undefined || !forThisAccount ? undefined : (JSON.parse(firstPaintData) as DehydratedState)
  // Painted at an earlier visit and kept by the service worker (src/sw.ts), not sent by the server now.
  const kept = isKeptCopy()
  if (painted && !kept) {
    // The server painted this page (server/pages/renderer.ts) from this data. An account's is kept
    // no longer than its own queries keep it, not the app's default week.
    const keep = paintedFor === undefined ? undefined : { defaultOptions: { queries: { gcTime: ACCOUNT_ANSWER_MS } } }
    hydrate(queryClient, painted, keep)
    // The persisted cache restores behind the page (only what this page did not bring) and then
    // saves this page's data too. Not PersistQueryClientProvider: its "restoring" phase would
    // re-render the whole hydrated page once more when it ends.
    const [, restored] = persistQueryClient({ queryClient, ...persistence })
    void restored.then(() => persistQueryClientSave({ queryClient, ...persistence }))
  } else {
    // The offline shell, a page that reads this browser's storage, or a kept copy: the persisted
    // cache is restored first. The router's loaders find it instead of fetching (offline, a fetch
    // that fails would turn the stored copy into an error), and a kept copy's data replaces it only
    // where newer (TanStack compares their times).
    const [, restored] = persistQueryClient({ queryClient, ...persistence })
    await restored
    if (painted) hydrate(queryClient, painted)
    // The page may have no network while the browser still says "online" (a dead Wi-Fi, a captive
    // portal): one question to the server shows the offline notice, and starts watching for the
    // connection's return.
    void checkReachability()
  }
  if (!painted) {
    // (Over a page painted for another account, this replaces it.)
    renderApp(root, app)
    return
  }
  // With the data a page was painted from and its route loaded, React adopts the markup instead of
  // rebuilding it. A kept copy whose data the stored copy changed is rendered afresh over it.
  const cache = queryClient.getQueryCache()
  const adopt = painted.queries.every(({ queryHash, state }) => {
    const shown = cache.get(queryHash)?.state.data
    return replaceEqualDeep(shown, state.data) === shown
  })
  await nextStep()
  await router.load()
  await nextStep()
  hydrateApp(root, app, router, adopt)
}

export async function startApp(): Promise<void> {
  // Zod must not probe for `new Function` (its JIT): the Content-Security-Policy forbids eval, and
  // the probe alone is reported as a violation. Set before the router checks the first URL; the
  // setting is shared by zod/mini and the contract's zod.
  configureZod({ jitless: true })
  const firstPaintElement = document.getElementById('first-paint-data')
  const firstPaintData = firstPaintElement?.textContent ?? undefined
  const paintedFor = firstPaintElement?.getAttribute(PAINTED_FOR_ATTRIBUTE) ?? undefined
  // An account's data, read once: it does not stay in the page for whoever signs in next in this tab.
  if (paintedFor !== undefined) firstPaintElement?.remove()
  await nextStep()

  // The session lives in the auth feature: it supplies the bearer token, and a 401 sends the user to log in.
  configureApiClient({ getToken: readToken, onUnauthorized: () => handleUnauthorized() })
  // Features that keep a signed-in account's work on the server read who that is through lib.
  configureSignedInAccount(() => getSession()?.user.id ?? null)

  // TanStack Query assumes it starts online, so a page opened offline never saw the connection
  // return (nothing refetched). It follows the app's own status instead, which also checks that the
  // server answers.
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline())
    return onOnlineChange(setOnline)
  })

  const queryClient = createQueryClient()
  // The window's history is set up in a task of its own: it stamps the current entry with a key
  // (a replaceState, which took 0.3–7.5 ms here) before the router's own ~10 ms of set-up.
  // An odd path (`//courses`, isOddPath) names no page, and the server answered it with the 404 page
  // it paints for NO_PAGE_PATH; the router would read it as `/courses`. The app takes that address.
  if (isOddPath(location.pathname))
    window.history.replaceState(window.history.state, '', NO_PAGE_PATH + location.search + location.hash)
  const history = createBrowserHistory()
  await nextStep()
  const router = createAppRouter(queryClient, history, { overPaintedPage: firstPaintData !== undefined })
  router.subscribe('onResolved', ({ toLocation }) => dropStaleRedirectTarget(toLocation.pathname))
  await nextStep()

  // This page's route code is fetched now, alongside the session check and the cache restore, not
  // once the router reaches it: the longest wait of a start from the offline shell. (A failure is
  // the router's to show when it loads the route.)
  for (const { routeId } of router.matchRoutes(router.latestLocation)) {
    const route: AnyRoute | undefined = router.routesById[routeId as keyof typeof router.routesById]
    if (route) router.loadRouteChunk(route)?.catch(() => {})
  }

  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  void start(root, queryClient, router, firstPaintData, paintedFor)

  // Work left from an earlier visit or made offline goes out at launch (once the page is up, out of
  // the way of its first render) and whenever the connection returns. Both live in the database:
  // they start with it, and a first visit has none.
  whenDbLoaded(() => {
    startContactOutbox()
    startDraftSync()
  })
  // A signed-in account's booking drafts and saved list are also kept on the server (Safari may
  // wipe this device's storage): its copies are taken in, then, also on a device that holds none,
  // once the stored session can be read (its schema may still be loading).
  const openStoredDb = () =>
    void openDbIfStored()
      .catch(() => undefined)
      .then(prepareSession)
      .then(() => {
        refreshDraftCopies()
        refreshSavedCourseCopies()
      })
  // Safari has no requestIdleCallback.
  if ('requestIdleCallback' in window) requestIdleCallback(openStoredDb, { timeout: 2000 })
  else setTimeout(openStoredDb, 1000)
}
