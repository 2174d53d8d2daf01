import { useEffect, useState } from 'react'
import { useOfflineReady } from '../hooks/use-service-worker'

/** Long enough to read twice; the note is a courtesy, not something to act on. */
const SHOWN_FOR_MS = 8000

/**
 * Says once, quietly, that the app and the pages visited so far now open without a connection: the
 * moment a first visit's service worker has taken charge, so that a care worker knows
 * before going underground. A later visit, where the worker was already in charge, says nothing.
 */
export function OfflineReadyNote() {
  const { justNow } = useOfflineReady()
  const [shown, setShown] = useState(true)
  useEffect(() => {
    if (!justNow) return
    const timer = setTimeout(() => setShown(false), SHOWN_FOR_MS)
    return () => clearTimeout(timer)
  }, [justNow])
  if (!justNow || !shown) return null
  return (
    <p
      role="status"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-md rounded-xl bg-brand-800 px-4 py-3 text-center text-sm font-medium text-white shadow-lg"
    >
      Ready for offline: this app and the pages you’ve visited now open without a connection.
    </p>
  )
}
