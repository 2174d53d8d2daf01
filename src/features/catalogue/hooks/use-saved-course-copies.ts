import { useEffect } from 'react'
import { refreshSavedCourseCopies } from '../data/saved-courses'

/** /saved takes in the signed-in account's list from the server, which another device may have changed. */
export function useSavedCourseCopies(): void {
  useEffect(() => refreshSavedCourseCopies(), [])
}
