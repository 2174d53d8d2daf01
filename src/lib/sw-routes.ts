/** Cache names shared by the service worker and the page (saving a course puts its images here). */
export const CONTENT_CACHE = 'carewise-content'
export const IMAGE_CACHE = 'carewise-images'

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
