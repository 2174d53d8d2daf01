import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import { OfflineBanner } from './features/offline/components/offline-banner'
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
      <OfflineBanner />
      <RouterProvider router={router} />
      <UpdateToast />
    </>
  )
}
