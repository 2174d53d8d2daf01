import { useOnlineStatus } from '../lib/online-status'

/** A small pill while the browser is offline; saved pages and the cart keep working. */
export function OfflineBadge() {
  const online = useOnlineStatus()
  return (
    <span role="status" className="contents">
      {online ? null : (
        <span
          className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300"
          title="You are offline. Saved pages and your cart still work."
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-amber-600" />
          Offline
        </span>
      )}
    </span>
  )
}
