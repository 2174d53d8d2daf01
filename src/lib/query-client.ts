import { QueryClient } from '@tanstack/react-query'
import { isApiError } from './api-client'
import { isOnline } from './online-status'

const MINUTE = 60_000

/**
 * A company's data, asked for afresh at each visit of its page: an answer is fresh, and kept while
 * no component shows it, this long. Enough for the page that asked to render it (its route's loader
 * asks before the page's components exist; a page the server painted brings the answer it was
 * painted from, src/shared/page-session.ts), not for a later visit. A logout, or another account
 * signing in, drops it at once (src/features/auth/data/account-data.ts).
 */
export const ACCOUNT_ANSWER_MS = 10_000

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
