import { QueryClient } from '@tanstack/react-query'
import { isApiError } from './api-client'
import { isOnline } from './online-status'

const MINUTE = 60_000

/**
 * Retries only what may succeed on a second try: not a 4xx, not a cancelled call, and nothing while
 * offline (a retry would wait for the connection, leaving a page without a saved copy on its
 * spinner; its error screen tries again when the connection returns).
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.kind === 'aborted' || error.kind === 'parse' || error.fromServer)) return false
  return failureCount < 2 && isOnline()
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Serve what we have (cache, persisted or from the service worker) and refresh behind it.
        networkMode: 'offlineFirst',
        staleTime: 5 * MINUTE,
        gcTime: 7 * 24 * 60 * MINUTE,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  })
}
