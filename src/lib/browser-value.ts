import { useSyncExternalStore } from 'react'

const noChanges = () => () => {}

/**
 * A value only the browser knows (the URL's hash, a media query, this site's origin): `fallback`
 * in the server's paint and while hydrating, so the markup matches, then the browser's own.
 * `subscribe` tells when it changes; without it the value is read once.
 */
export function useBrowserValue<T>(
  read: () => T,
  fallback: T,
  subscribe: (onChange: () => void) => () => void = noChanges,
): T {
  return useSyncExternalStore(subscribe, read, () => fallback)
}
