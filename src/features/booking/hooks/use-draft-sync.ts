import { useEffect } from 'react'
import { startDraftSync } from '../data/draft-sync'

/** Booking screens start the sending of queued steps (once per page, however many screens mount). */
export function useDraftSync(): void {
  useEffect(() => startDraftSync(), [])
}
