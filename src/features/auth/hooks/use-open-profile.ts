import { useState, type MouseEvent } from 'react'
import { profileDashboardUrl } from '../api/create-dashboard-code'

/**
 * The profile link's click: the profile page lives on the API host and needs a fresh single-use
 * code; without one (e.g. offline) the in-app dashboard is the next best thing. A click that opens
 * a new tab or window follows the link's own address.
 */
export function useOpenProfile() {
  const [opening, setOpening] = useState(false)

  const openProfile = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (opening) return
    setOpening(true)
    try {
      window.location.assign(await profileDashboardUrl())
    } catch {
      window.location.assign('/dashboard')
    } finally {
      setOpening(false)
    }
  }

  return { opening, openProfile }
}
