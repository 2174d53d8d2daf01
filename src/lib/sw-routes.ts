import { PAINTED_FOR_ATTRIBUTE } from '@/shared/page-session'
import { IMAGE_FORMATS, IMAGE_ROUTE_PREFIX, IMAGE_WIDTHS, imageUrl, parseImageRequest } from '@/shared/images'

/** Cache names shared by the service worker and the page (saving a course puts its images here). */
export const CONTENT_CACHE = 'carewise-content'
export const IMAGE_CACHE = 'carewise-images'
/**
 * Pictures kept on purpose (a course saved for offline, the cart's lines), apart from the images
 * cache whose oldest entries expire as others are seen: browsing never pushes them out.
 */
export const KEPT_IMAGE_CACHE = 'carewise-kept-images'

/**
 * The same photograph's other files, the likeliest held first: the nearest larger width (which
 * looks as sharp), then the nearest smaller, each in the asked-for format first. Empty for an
 * address that is not a catalogue photograph.
 */
export function otherSizes(pathname: string): string[] {
  const asked = pathname.startsWith(IMAGE_ROUTE_PREFIX)
    ? parseImageRequest(pathname.slice(IMAGE_ROUTE_PREFIX.length))
    : null
  if (!asked?.ok) return []
  const larger = IMAGE_WIDTHS.filter((width) => width > asked.width)
  const smaller = IMAGE_WIDTHS.filter((width) => width < asked.width).reverse()
  const formats = [asked.format, ...IMAGE_FORMATS.filter((format) => format !== asked.format)]
  return [...larger, ...smaller].flatMap((width) =>
    formats.map((format) => imageUrl(asked.key, width, format, asked.version)),
  )
}

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
    !page.includes('<script type="application/json" id="first-paint-data">') ||
    // Painted for one session: the device keeps no company's staff list, and the next launch may
    // be someone else's.
    page.includes(PAINTED_FOR_ATTRIBUTE)
  )
    return null
  return page.replace(/<html\b/, `<html ${KEPT_COPY_ATTRIBUTE}`)
}
