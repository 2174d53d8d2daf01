import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query'
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { BUILD_ID } from './env'
import { localStore } from './local-storage'
import { isPersistedKey } from './query-keys'

export const QUERY_CACHE_KEY = 'carewise-query-cache'
const SEVEN_DAYS = 7 * 24 * 60 * 60 * 1000

/** Only public catalogue and content data is kept across launches; nothing about a user or a payment. */
export function isPersistedQuery(query: Pick<Query, 'queryKey'>): boolean {
  return isPersistedKey(query.queryKey)
}

/**
 * Persistence for `queryClient`. A restore only adds what the client has no data for: a stored copy
 * that looks newer (by this browser's clock) must not replace the data a server-painted page was
 * rendered from. With storage blocked, nothing is kept.
 */
export function persistOptions(queryClient: QueryClient): Omit<PersistQueryClientOptions, 'queryClient'> {
  const persister = createSyncStoragePersister({ storage: localStore(), key: QUERY_CACHE_KEY, throttleTime: 1000 })
  return {
    persister: {
      ...persister,
      restoreClient: async () => {
        const stored = await persister.restoreClient()
        if (stored) {
          stored.clientState.queries = stored.clientState.queries.filter(
            ({ queryHash }) => queryClient.getQueryCache().get(queryHash)?.state.data === undefined,
          )
        }
        return stored
      },
    },
    maxAge: SEVEN_DAYS,
    // A new build may change the shape of what it caches: it starts from an empty cache.
    buster: BUILD_ID,
    dehydrateOptions: {
      // With its data, a query whose refresh failed (offline) is kept too: TanStack counts it as an
      // error, and dropping it would lose the only copy a page painted by the server had.
      shouldDehydrateQuery: (query) =>
        (defaultShouldDehydrateQuery(query) || query.state.data !== undefined) && isPersistedQuery(query),
    },
  }
}
