import { readItem, writeItem } from '@/lib/local-storage'
import { STORAGE_KEYS } from './storage-keys'

/** Pages that make no sense to come back to after logging in. */
const AUTH_PAGES = /^\/(login|logout|register|reset-password)(?:[/?#]|$)/

/**
 * A same-origin path (`/…`) to go to after login, or null. Anything else — another origin,
 * a protocol-relative `//host` or `/\host`, a `javascript:` URL — is refused, so that a crafted
 * `?from=` cannot send the user to another site.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  try {
    const url = new URL(value, window.location.origin)
    if (url.origin !== window.location.origin) return null
    const path = `${url.pathname}${url.search}${url.hash}`
    return AUTH_PAGES.test(path) ? null : path
  } catch {
    return null
  }
}

/** Remembers where to return after login (docs/product-rules.md §3 `redirectAfterLogin`). */
export function storeRedirectTarget(path: string): void {
  const safe = safeRedirectPath(path)
  if (safe) writeItem(STORAGE_KEYS.redirectAfterLogin, safe)
}

/**
 * Called on every page change: the stored target is for the login it sent the user to. Once they
 * go anywhere but the login and sign-up pages, a later login (from the header, say, or as someone
 * else) must not land on a payment page they left behind.
 */
export function dropStaleRedirectTarget(pathname: string): void {
  if (!AUTH_PAGES.test(pathname)) writeItem(STORAGE_KEYS.redirectAfterLogin, null)
}

/** Reads and removes the stored target. */
export function takeRedirectTarget(): string | null {
  const stored = readItem(STORAGE_KEYS.redirectAfterLogin)
  writeItem(STORAGE_KEYS.redirectAfterLogin, null)
  return safeRedirectPath(stored)
}

/** docs/product-rules.md §4: the stored redirect target, else the route's `from`, else home. */
export function afterLoginTarget(from: unknown): string {
  return takeRedirectTarget() ?? safeRedirectPath(from) ?? '/'
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`
}
