import { useQueryClient } from '@tanstack/react-query'
import type { formatDistanceToNow } from 'date-fns'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { useOnlineStatus } from '@/lib/online-status'
import { useOfflineReady } from '../hooks/use-service-worker'

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

/**
 * date-fns (~3 KB compressed) comes when the notice first shows, from the service worker's copy,
 * rather than with the start code that every first visit waits for before its page answers. Until
 * it has come (or if it cannot), the notice goes without the data's age.
 */
function useFormatDistanceToNow(): typeof formatDistanceToNow | undefined {
  const [format, setFormat] = useState<typeof formatDistanceToNow>()
  useEffect(() => {
    let shown = true
    import('date-fns').then(
      (dateFns) => shown && setFormat(() => dateFns.formatDistanceToNow),
      () => {},
    )
    return () => {
      shown = false
    }
  }, [])
  return format
}

/**
 * What works offline, in one line for who is signed in and what this device holds: before the
 * service worker holds the app (a first visit) only this page and the cart do; a company's
 * staff member has no cart (docs/product-rules.md §6) but has the courses assigned to her.
 */
export function offlineWords({ held, staff }: { held: boolean; staff: boolean }): string {
  if (!held)
    return staff
      ? 'You’re offline. This page still works; other pages need a connection until this device is ready for offline.'
      : 'You’re offline. This page and your cart still work; other pages need a connection until this device is ready for offline.'
  return staff
    ? 'You’re offline. Your courses, saved courses and pages you’ve visited work; starting a course needs a connection.'
    : 'You’re offline. Your cart, saved courses and pages you’ve visited work; paying needs a connection.'
}

/** Says plainly that the app is offline, what still works, and how old the data shown is. */
export function OfflineBanner({ staff }: { staff: boolean }) {
  // Online, nothing is shown: nor is the query cache watched for the age of its data.
  return useOnlineStatus() ? null : <OfflineNotice staff={staff} />
}

function OfflineNotice({ staff }: { staff: boolean }) {
  const oldest = useOldestShownData()
  const formatDistanceToNow = useFormatDistanceToNow()
  const { held } = useOfflineReady()
  return (
    <div role="status" className="bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-950">
      {offlineWords({ held, staff })}
      {oldest > 0 && formatDistanceToNow
        ? ` Showing data last updated ${formatDistanceToNow(oldest, { addSuffix: true })}.`
        : null}
    </div>
  )
}
