import { useOnlineStatus } from '@/lib/online-status'

/**
 * A small pill while the browser is offline; saved pages and the cart keep working. On a phone it
 * is the dot alone (the banner above the header says it in words): the word pushed the cart off a
 * 360 px screen.
 */
export function OfflineBadge({ className = '' }: { className?: string }) {
  const online = useOnlineStatus()
  return (
    <span role="status" className="contents">
      {online ? null : (
        <span
          className={`inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-1.5 py-1.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 sm:px-2.5 sm:py-1 ${className}`}
          title="You are offline. Saved pages and your cart still work."
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-amber-600" />
          <span className="max-sm:sr-only">Offline</span>
        </span>
      )}
    </span>
  )
}
