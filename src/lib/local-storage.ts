/** localStorage, or nothing when the browser refuses it (private modes, blocked storage) or on the server. */
export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** sessionStorage (this tab only), or nothing when the browser refuses it or on the server. */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/** A stored value, or null when there is none or storage is unavailable. */
export function readItem(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Stores a value (null removes it); when storage is blocked or full it lasts for this page only. */
export function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) localStore()?.removeItem(key)
    else localStore()?.setItem(key, value)
  } catch {
    // Nothing to do: the caller's state in memory still holds it.
  }
}
