/**
 * Recent answers by key, each kept for `ttlMs`; at most `maxEntries`, oldest out first, so odd
 * URLs cannot grow it.
 */
export function createTtlCache<T>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { expires: number; value: T }>()
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key)
      if (entry && entry.expires > Date.now()) return entry.value
      entries.delete(key)
      return undefined
    },
    delete(key: string): void {
      entries.delete(key)
    },
    set(key: string, value: T): void {
      // A key set again moves to the newest place instead of pushing another one out.
      entries.delete(key)
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? '')
      entries.set(key, { expires: Date.now() + ttlMs, value })
    },
  }
}

export type TtlCache<T> = ReturnType<typeof createTtlCache<T>>
