import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useIsSubUser } from './features/auth/data/session'
import { OfflineBanner } from './features/offline/components/offline-banner'
import { OfflineReadyNote } from './features/offline/components/offline-ready-note'
import { UpdateToast } from './features/offline/components/update-toast'
import { replayEarlyInput } from './first-paint/replay'
import type { AppRouter } from './router'

/** The tree the server paints and the browser hydrates: both must render exactly this. */
export function AppRoot({ router }: { router: AppRouter }) {
  // Marks the page as the app's, and does again what was done on the painted page before.
  useEffect(() => {
    void replayEarlyInput()
    document.documentElement.dataset.appReady = ''
  }, [])
  return (
    <>
      <OfflineNotice />
      <RouterProvider router={router} />
      <UpdateToast />
      <OfflineReadyNote />
    </>
  )
}

/** The offline notice, in words for who is signed in: a company's staff member has no cart. */
function OfflineNotice() {
  return <OfflineBanner staff={useIsSubUser()} />
}
