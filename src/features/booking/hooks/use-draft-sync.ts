import { useEffect } from 'react'
import { refreshDraftCopies, startDraftSync } from '../data/draft-sync'

/**
 * Booking screens start the sending of queued steps (once per page, however many screens mount),
 * and take in the signed-in account's drafts from the server, which another device may have changed.
 */
export function useDraftSync(): void {
  useEffect(() => {
    startDraftSync()
    refreshDraftCopies()
  }, [])
}
