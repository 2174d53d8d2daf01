import { redirect } from '@tanstack/react-router'
import { PAYMENT_MESSAGES } from '@/shared/contract/checkout-messages'
import { isSubUser } from '@/shared/contract/sub-user'
import { currentPath, safeRedirectPath, storeRedirectTarget } from './redirect'
import { clearSession, getSession, type Session } from './session'

export const CART_RESTRICTED = PAYMENT_MESSAGES.cartRestricted

/** What a route's `beforeLoad` receives that matters here: hover preloads must not alert or store anything. */
interface GuardContext {
  preload?: boolean
}

/**
 * For the /cart route's `beforeLoad` (docs/product-rules.md §6): a sub-user is told the cart is restricted and
 * sent home. `beforeLoad: ({ preload }) => blockSubUsersFromCart({ preload })`.
 */
export function blockSubUsersFromCart({ preload = false }: GuardContext = {}): void {
  const session = getSession()
  if (!session || !isSubUser(session.user)) return
  if (!preload) window.alert(CART_RESTRICTED)
  throw redirect({ to: '/' })
}

/**
 * For routes that need a token (the dashboard): without one, the page is stored as the redirect
 * target and the user goes to /login. Returns the session otherwise.
 */
export function requireSession({ preload = false, href }: GuardContext & { href: string }): Session {
  const session = getSession()
  if (session) return session
  if (!preload) storeRedirectTarget(href)
  throw redirect({ to: '/login', search: { from: href } })
}

/**
 * The API client's `onUnauthorized`: the session is no longer valid on the server, so it is
 * cleared here too and the user logs in again, coming back to this page afterwards.
 */
export function handleUnauthorized(go: (url: string) => void = (url) => window.location.assign(url)): void {
  clearSession()
  const here = currentPath()
  // On the auth pages themselves (e.g. /logout with an already revoked token) there is nowhere to send them.
  if (safeRedirectPath(here) === null) return
  storeRedirectTarget(here)
  go(`/login?${new URLSearchParams({ from: here })}`)
}
