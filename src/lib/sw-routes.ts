/** Cache names shared by the service worker and the page (saving a course puts its images here). */
export const CONTENT_CACHE = 'carewise-content'
export const IMAGE_CACHE = 'carewise-images'
/**
 * Pictures kept on purpose (a course saved for offline, the cart's lines), apart from the images
 * cache whose oldest entries expire as others are seen: browsing never pushes them out.
 */
export const KEPT_IMAGE_CACHE = 'carewise-kept-images'

/**
 * Public catalogue and content reads, safe to serve stale offline. Anything else under /api —
 * auth, cart, coupon, payment, booking, health — always goes to the network.
 */
const PUBLIC_API = [
  /^\/api\/feature\/course\/list$/,
  /^\/api\/category\/list$/,
  /^\/api\/category\/course\/list\/[^/]+$/,
  /^\/api\/courselist$/,
  /^\/api\/course\/search$/,
  /^\/api\/course\/descriptive\/[^/]+$/,
  /^\/api\/course\/[^/]+$/,
  /^\/api\/coursefaq\/[^/]+$/,
  /^\/api\/courses\/[^/]+\/faq$/,
  /^\/api\/blog\/list$/,
  /^\/api\/blog\/[^/]+$/,
  /^\/api\/faq$/,
  /^\/api\/cms\/[123]$/,
  /^\/api\/setting$/,
  /^\/api\/home-data$/,
  /^\/api\/partner$/,
  /^\/api\/footer$/,
]

export function isPublicApiPath(pathname: string): boolean {
  return PUBLIC_API.some((pattern) => pattern.test(pathname))
}

/**
 * Pages the server painted, kept by the worker for the next launch (offline too): the page is on
 * screen as soon as its HTML is parsed, before the app runs. One cache per shell: a page names the
 * build's asset files, and a newer worker's precache no longer has the older build's.
 */
export const KEPT_PAGES_CACHE_PREFIX = 'carewise-pages-'

/** Set on <html> by the worker on a kept page, and removed by the app once it shows its own state. */
export const KEPT_COPY_ATTRIBUTE = 'data-kept-copy'

/** Whether the page in this browser is a kept copy the app has not taken over yet (never on the server). */
export function isKeptCopy(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(KEPT_COPY_ATTRIBUTE)
}

/**
 * The page as the worker keeps it, marked as a kept copy: only a page the server painted (it holds
 * its data), for the same build as `shell` (the worker's own index.html). Anything else is null.
 */
export function keptCopy(page: string, shell: string): string | null {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(shell)?.[1]
  if (
    !entry ||
    !page.includes(` src="${entry}"`) ||
    !page.includes('<script type="application/json" id="first-paint-data">')
  )
    return null
  return page.replace(/<html\b/, `<html ${KEPT_COPY_ATTRIBUTE}`)
}
