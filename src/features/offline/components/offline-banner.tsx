import { useOnlineStatus } from '../../../lib/online-status'

/** Says plainly that the app is offline and what still works. */
export function OfflineBanner() {
  const online = useOnlineStatus()
  if (online) return null
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
      You’re offline. Saved courses, your cart and pages you’ve visited still work; payments wait for a connection.
    </div>
  )
}
