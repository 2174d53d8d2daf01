import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useIsSubUser } from '@/features/auth/data/session'
import { OfflineBanner } from '@/features/offline/components/offline-banner'
import { OfflineReadyNote } from '@/features/offline/components/offline-ready-note'
import { UpdateToast } from '@/features/offline/components/update-toast'
import { replayEarlyInput, takeEarlyInput } from '@/first-paint/replay'
import { whenPageSettled } from '@/first-paint/settled'
import type { AppRouter } from '@/router'

/** The tree the server paints and the browser hydrates: both must render exactly this. */
export function AppRoot({ router }: { router: AppRouter }) {
  // Once the page is the app's (hydrated, with this device's data read: first-paint/settled.ts),
  // marks it ready, takes input over from the early-input script and does again what was done before.
  useEffect(() => {
    // The root's first commit: the start path's end (what the page's code starts with is asked by now).
    performance.mark('app-rendered')
    void whenPageSettled().then(() => {
      takeEarlyInput()
      document.documentElement.dataset.appReady = ''
      // The same moment on the page's clock, read alike in every engine (the bench's engines section).
      performance.mark('app-ready')
      return replayEarlyInput()
    })
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
