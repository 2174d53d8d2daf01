import { PAGE_SESSION_COOKIE, PAGE_SESSION_PATH } from '../../src/shared/page-session'

/**
 * The cookie the app writes with its session (src/features/auth/data/session.ts), for a browser
 * context at `origin`: what a test or the bench gives a browser that is to be signed in as the app
 * signs it in.
 */
export function pageSessionCookie(origin: string, token: string) {
  return {
    name: PAGE_SESSION_COOKIE,
    value: token,
    domain: new URL(origin).hostname,
    path: PAGE_SESSION_PATH,
    sameSite: 'Strict' as const,
  }
}
