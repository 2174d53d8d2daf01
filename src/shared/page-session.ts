/**
 * The session as a page's navigation carries it, so that the server can paint a signed-in page
 * before the app has started (server/pages/renderer.ts). The app keeps its session in localStorage
 * and sends it as a bearer token; it also writes that token into this cookie, and deletes it with
 * the session (src/features/auth/data/session.ts), so the two never disagree, offline logouts
 * included — which is why the cookie is the page's to write, and not HttpOnly: the token is no
 * more readable than it already is in localStorage.
 *
 * The API never reads it (it takes the bearer header only), so no other site can act with it; it
 * goes only with navigations to the pages below (`Path`), from this site only (`SameSite=Strict`).
 */
export const PAGE_SESSION_COOKIE = 'carewise-page-session'

/** The signed-in pages the server may paint; the cookie's `Path`. */
export const PAGE_SESSION_PATH = '/team'

/** Renewed at every start of the app; past it, the page is painted in the browser as before. */
export const PAGE_SESSION_MAX_AGE_S = 30 * 24 * 60 * 60

/** Whether the server may paint `pathname` for the session a navigation carries. */
export function isSessionPaintedPath(pathname: string): boolean {
  return pathname === PAGE_SESSION_PATH
}

/**
 * On the painted page's data (`#first-paint-data`): the id of the account it was painted for. The
 * app takes the page over only for that same account (src/start-app.tsx).
 */
export const PAINTED_FOR_ATTRIBUTE = 'data-painted-for'
