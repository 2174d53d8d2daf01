import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { defaultShouldDehydrateQuery, type Query } from '@tanstack/react-query'
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { BUILD_ID } from './env'
import { localStore } from './local-storage'

export const QUERY_CACHE_KEY = 'carewise-query-cache'
const SEVEN_DAYS = 7 * 24 * 60 * 60 * 1000

/** Only public catalogue and content data is kept across launches; nothing about a user or a payment. */
export function isPersistedQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [scope] = query.queryKey
  return scope === 'catalogue' || scope === 'content'
}

/** With storage blocked, nothing is kept (and the app still starts). */
export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({ storage: localStore(), key: QUERY_CACHE_KEY, throttleTime: 1000 }),
    maxAge: SEVEN_DAYS,
    // A new build may change the shape of what it caches: it starts from an empty cache.
    buster: BUILD_ID,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && isPersistedQuery(query),
    },
  }
}
