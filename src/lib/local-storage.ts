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

type Store = () => Storage | null

/** A stored value, or null when there is none or storage is unavailable. `store`: sessionStore for this tab's. */
export function readItem(key: string, store: Store = localStore): string | null {
  try {
    return store()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** A stored JSON value (for a schema to check), or null when there is none or it is not JSON. */
export function readJson(key: string, store: Store = localStore): unknown {
  const raw = readItem(key, store)
  try {
    return raw === null ? null : (JSON.parse(raw) as unknown)
  } catch {
    return null
  }
}

/** Stores a value (null removes it); when storage is blocked or full it lasts for this page only. */
export function writeItem(key: string, value: string | null, store: Store = localStore): void {
  try {
    if (value === null) store()?.removeItem(key)
    else store()?.setItem(key, value)
  } catch {
    // Nothing to do: the caller's state in memory still holds it.
  }
}
