import { useQueryClient } from '@tanstack/react-query'
import { formatDistanceToNow } from 'date-fns'
import { useCallback, useSyncExternalStore } from 'react'
import { useOnlineStatus } from '../../../lib/online-status'

/** When the oldest data on screen was fetched (0 when nothing is shown from the cache). */
function useOldestShownData(): number {
  const queryCache = useQueryClient().getQueryCache()
  const subscribe = useCallback((onChange: () => void) => queryCache.subscribe(onChange), [queryCache])
  const oldest = useCallback(() => {
    const times = queryCache
      .findAll({ type: 'active' })
      .map((query) => query.state.dataUpdatedAt)
      .filter((time) => time > 0)
    return times.length > 0 ? Math.min(...times) : 0
  }, [queryCache])
  return useSyncExternalStore(subscribe, oldest, () => 0)
}

/** Says plainly that the app is offline, what still works, and how old the data shown is. */
export function OfflineBanner() {
  // Online, nothing is shown: nor is the query cache watched for the age of its data.
  return useOnlineStatus() ? null : <OfflineNotice />
}

function OfflineNotice() {
  const oldest = useOldestShownData()
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
      You’re offline. Saved courses, your cart and pages you’ve visited still work; payments wait for a connection.
      {oldest > 0 ? ` Showing data last updated ${formatDistanceToNow(oldest, { addSuffix: true })}.` : null}
    </div>
  )
}
