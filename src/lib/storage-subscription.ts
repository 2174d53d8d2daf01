/**
 * Change notifications for a group of localStorage keys, for `useSyncExternalStore`: `notify`
 * after writing in this tab; other tabs' writes arrive as `storage` events (key null when a tab
 * cleared all storage).
 */
export function storageSubscription(keys: readonly string[]) {
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) notify()
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    if (listeners.size === 1) window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) window.removeEventListener('storage', onStorage)
    }
  }
  return { notify, subscribe }
}
