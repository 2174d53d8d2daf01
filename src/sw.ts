/// <reference lib="webworker" />
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration'
import { addRoute, cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precache } from 'workbox-precaching'
import type { RouteHandlerCallbackOptions } from 'workbox-core/types'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'
import {
  CONTENT_CACHE,
  IMAGE_CACHE,
  isPublicApiPath,
  KEPT_IMAGE_CACHE,
  KEPT_PAGES_CACHE_PREFIX,
  keptCopy,
  otherSizes,
} from '@/lib/sw-routes'
import { isSessionPaintedPath } from '@/shared/page-session'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] }

const DAY = 24 * 60 * 60

/** A pale frame with a picture outline, in the shape of the catalogue's images (8:5). */
const IMAGE_PLACEHOLDER = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500"><rect width="800" height="500" fill="#f0fdf4"/><g fill="none" stroke="#86efac" stroke-width="8" stroke-linejoin="round"><rect x="340" y="200" width="120" height="100" rx="12"/><path d="m350 290 35-40 25 25 20-15 30 30"/><circle cx="425" cy="228" r="10"/></g></svg>`

// A first install takes charge of the open page at once, so the first visit already works offline.
// (A later version waits for the user's "Reload"; see the message handler below.)
clientsClaim()

// The app shell: built JS, CSS and index.html, versioned by the build, what a first visit needs
// offline first (firstVisitFirst in scripts/vite-first-paint.ts).
const manifest = self.__WB_MANIFEST
// Workbox precaches one file after another: on a phone's 150 ms round trip, ninety files are
// seconds of round trips alone. The install asks for them a few at a time too, in the same order,
// into the browser's HTTP cache, which then answers Workbox's own requests. Registered first, so
// it starts before them.
self.addEventListener('install', (event) => event.waitUntil(askAhead(manifest)))
precache(manifest)
cleanupOutdatedCaches()

const shellEntry = manifest.find((entry) => typeof entry === 'object' && entry.url === 'index.html')
const KEPT_PAGES = KEPT_PAGES_CACHE_PREFIX + (typeof shellEntry === 'object' ? shellEntry.revision : '')
const keptPages = new CacheExpiration(KEPT_PAGES, { maxEntries: 30 })
const shell = createHandlerBoundToURL('index.html')

/** Fetches each entry's file, `CONNECTIONS` at a time in the manifest's order, reading it to its end. */
async function askAhead(entries: typeof manifest): Promise<void> {
  const urls = entries.map((entry) => (typeof entry === 'string' ? entry : entry.url))
  let next = 0
  const connection = async () => {
    while (next < urls.length) {
      const url = urls[next++]!
      // A file that fails here is asked for again by Workbox, which reports the failure.
      await fetch(url, { credentials: 'same-origin' }).then(
        (response) => response.arrayBuffer(),
        () => {},
      )
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, connection))
}

/** A browser's connections to one host over HTTP/1.1. */
const CONNECTIONS = 6

/** Fetches the server's painted copy of a page, and keeps it if it is one (lib/sw-routes.ts). */
async function keepPaintedCopy(url: string): Promise<void> {
  try {
    const response = await fetch(url, { headers: { Accept: 'text/html' } })
    // A redirect or a "not found" page is not what this address shows next time.
    if (response.status !== 200 || response.redirected) return
    const shellHtml = await (await matchPrecache('index.html'))?.text()
    const copy = shellHtml === undefined ? null : keptCopy(await response.text(), shellHtml)
    if (copy === null) return
    const cache = await caches.open(KEPT_PAGES)
    await cache.put(url, new Response(copy, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }))
    await keptPages.updateTimestamp(url)
    await keptPages.expireEntries()
  } catch {
    // Offline, or the server is down: the copy kept before stays.
  }
}

/**
 * A signed-in page the server paints for the session its navigation carries
 * (src/shared/page-session.ts) comes from the network while it answers in time: painted, it is on
 * screen before the app has started. Never kept. Offline, or too slow, it opens from the shell as
 * any page does, and the app asks for its data itself.
 */
async function signedInPage(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const response = await fetch(options.request, { signal: AbortSignal.timeout(SIGNED_IN_PAGE_TIMEOUT_MS) })
    if (response.status === 200 && !response.redirected) return response
  } catch {
    // Offline, or no answer in time.
  }
  return shell(options)
}

/** Past this, the shell: what the app then shows comes no later than from a page that never came. */
const SIGNED_IN_PAGE_TIMEOUT_MS = 3_000

// Every client route opens offline: from the page as the server last painted it when one is kept,
// else from the shell; either way the painted copy is fetched again behind it, for the next launch.
// The API and the server-rendered profile page never open from here.
registerRoute(
  new NavigationRoute(
    async (options) => {
      const { request, event } = options
      if (isSessionPaintedPath(options.url.pathname)) return signedInPage(options)
      event.waitUntil(keepPaintedCopy(request.url))
      return (await caches.match(request.url, { cacheName: KEPT_PAGES })) ?? shell(options)
    },
    { denylist: [/^\/api\//, /^\/user_dashboard/] },
  ),
)
// The precached files are answered after navigations: the precache would answer `/` itself, with the
// bare shell (its directory index).
addRoute()

// A new worker's pages name its own build's files: the older builds' kept pages go with their files.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(KEPT_PAGES_CACHE_PREFIX) && name !== KEPT_PAGES)
            .map((name) => caches.delete(name)),
        ),
      ),
  )
})

// Catalogue and content reads: answer from cache at once, refresh behind, and tell the page when
// the refreshed copy differs. Auth, cart, coupon, payment and booking calls never match this.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && isPublicApiPath(url.pathname),
  new StaleWhileRevalidate({
    cacheName: CONTENT_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new BroadcastUpdatePlugin({ headersToCheck: ['etag', 'content-length'] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
)

// Images: the sizes this device asked for, from cache once seen (image URLs never change what they
// show). Photographs weigh 20–150 KB at a phone's sizes, so fewer are kept than the catalogue has,
// for a month; pictures saved on purpose (lib/image-cache.ts) are answered first and never expire.
const seenImages = new CacheFirst({
  cacheName: IMAGE_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    // Offline, a size this device never fetched is the same photograph at a size it holds (online
    // the browser may have shown a larger one it had); a picture it never saw is a placeholder, not
    // the browser's broken-image icon.
    {
      handlerDidError: async ({ request }) => {
        for (const other of otherSizes(new URL(request.url).pathname)) {
          const held = await caches.match(other, { ignoreVary: true })
          if (held) return held
        }
        return new Response(IMAGE_PLACEHOLDER, {
          headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
        })
      },
    },
  ],
})
registerRoute(
  ({ url, request }) => request.destination === 'image' && url.origin === self.location.origin,
  async (options) =>
    (await caches.match(options.request, { cacheName: KEPT_IMAGE_CACHE })) ?? seenImages.handle(options),
)

// The page asks the waiting worker to take over only when the user clicks "Reload".
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
