import { useSyncExternalStore } from 'react'
import { readItem, writeItem } from '@/lib/local-storage'
import { storageSubscription } from '@/lib/storage-subscription'
import type { User, user } from '@/shared/contract/auth'
import { buysSeats, isSubUser } from '@/shared/contract/sub-user'
import { PAGE_SESSION_COOKIE, PAGE_SESSION_MAX_AGE_S, PAGE_SESSION_PATH } from '@/shared/page-session'
import { STORAGE_KEYS } from './storage-keys'


export interface Session {
  token: string
  user: User
}

// useSyncExternalStore needs the same object while nothing changed, so the parsed session is
// cached against the raw strings it came from.
let cache: { token: string | null; rawUser: string | null; session: Session | null } = { token: null, rawUser: null, session: null }

// The stored user is checked with the contract's schema, whose module (and zod) is loaded only
// when a session is stored: a visitor who never signed in does not download it.
let userSchema: typeof user | undefined
let loadingSchema: Promise<void> | undefined

/** Loads what reading a stored session needs; the app waits for it before its first render. */
export function prepareSession(): Promise<void> {
  if (userSchema || !readItem(STORAGE_KEYS.token)) return Promise.resolve()
  loadingSchema ??= import('@/shared/contract/auth').then(
    (module) => {
      userSchema = module.user
      cache = { token: null, rawUser: null, session: null }
    },
    () => {
      // Not loadable now (offline before it was cached): signed out for the moment, asked again later.
      loadingSchema = undefined
    },
  )
  return loadingSchema
}

export function getSession(): Session | null {
  const token = readItem(STORAGE_KEYS.token)
  const rawUser = readItem(STORAGE_KEYS.user)
  if (token === cache.token && rawUser === cache.rawUser) return cache.session
  if (token && rawUser && !userSchema) {
    // Another tab signed in: read it once the schema is here.
    void prepareSession().then(() => {
      if (userSchema) notify()
    })
    return null
  }
  let session: Session | null = null
  if (token && rawUser && userSchema) {
    try {
      const parsed = userSchema.safeParse(JSON.parse(rawUser))
      if (parsed.success) session = { token, user: parsed.data }
    } catch {
      // A user entry we cannot read counts as signed out.
    }
  }
  cache = { token, rawUser, session }
  return session
}

/** The bearer token for the API client; none unless the stored user is readable too. */
export function readToken(): string | null {
  return getSession()?.token ?? null
}

const { notify, subscribe } = storageSubscription([STORAGE_KEYS.token, STORAGE_KEYS.user])

/** Calls `listener` at each login and logout, in this tab and in others. */
export const subscribeToSession = subscribe

/**
 * The navigation's copy of the token (src/shared/page-session.ts), written and deleted with the
 * stored session. `Secure` where the page is: browsers refuse it on plain http.
 */
function writePageSessionCookie(token: string | null): void {
  if (typeof document === 'undefined') return
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  const age = token === null ? 0 : PAGE_SESSION_MAX_AGE_S
  document.cookie = `${PAGE_SESSION_COOKIE}=${token ?? ''}; Path=${PAGE_SESSION_PATH}; Max-Age=${age}; SameSite=Strict${secure}`
}

/**
 * At every start: the cookie says what localStorage says, whatever happened since it was written
 * (its time ran out, the browser dropped it, a session was stored before the cookie existed).
 */
export function syncPageSessionCookie(): void {
  writePageSessionCookie(getSession()?.token ?? null)
}

export function saveSession(token: string, account: User): void {
  const rawUser = JSON.stringify(account)
  writeItem(STORAGE_KEYS.token, token)
  writeItem(STORAGE_KEYS.user, rawUser)
  writePageSessionCookie(token)
  // The account was parsed with the contract when the server sent it.
  cache = { token, rawUser, session: { token, user: account } }
  notify()
}

export function clearSession(): void {
  writeItem(STORAGE_KEYS.token, null)
  writeItem(STORAGE_KEYS.user, null)
  writePageSessionCookie(null)
  notify()
}

/**
 * The session a signed-in page was painted for (src/shared/page-session.ts): what the server's
 * render reads, and the browser's hydration of that page, so the markup matches. Null for every
 * other page: public pages are painted signed out.
 */
let paintedSession: Session | null = null
const readPaintedSession = () => paintedSession

/** The server sets it around each (synchronous) render; the browser once, over a page painted for its session. */
export function setPaintedSession(session: Session | null): void {
  paintedSession = session
}

/** The signed-in token and user, or null; follows logins and logouts in this tab and in others. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, readPaintedSession)
}

/** docs/product-rules.md §6: a sub-user (an individual belonging to a company) has no cart. */
export function useIsSubUser(): boolean {
  const session = useSession()
  return session ? isSubUser(session.user) : false
}

/** A company's own account, whose purchases are seats for its staff. */
export function useBuysSeats(): boolean {
  const session = useSession()
  return session ? buysSeats(session.user) : false
}
