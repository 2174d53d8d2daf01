import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query'
import type { PersistedClient, PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { BUILD_ID } from './env'
import { localStore, writeItem } from './local-storage'
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
  // The persister writes at most once a second; a page left within that second (a reload, a closed
  // tab, a phone putting the browser away) would lose the last change, so what is not yet written
  // is written as the page is hidden.
  let unsaved: PersistedClient | undefined
  const store = localStore()
  const storage = store && {
    getItem: (key: string) => store.getItem(key),
    removeItem: (key: string) => store.removeItem(key),
    setItem: (key: string, value: string) => {
      store.setItem(key, value)
      unsaved = undefined
    },
  }
  const persister = createSyncStoragePersister({ storage, key: QUERY_CACHE_KEY, throttleTime: 1000 })
  const saveNow = () => {
    if (unsaved) writeItem(QUERY_CACHE_KEY, JSON.stringify(unsaved))
    unsaved = undefined
  }
  if (typeof document !== 'undefined') {
    addEventListener('pagehide', saveNow)
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && saveNow())
  }
  return {
    persister: {
      ...persister,
      persistClient: (client) => {
        unsaved = client
        return persister.persistClient(client)
      },
      removeClient: () => {
        unsaved = undefined
        return persister.removeClient()
      },
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
