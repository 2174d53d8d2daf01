import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Spinner } from '@/components/spinner'
import { removeSavedDocuments } from '@/features/auth/data/saved-documents'
import { clearSession, readToken } from '@/features/auth/data/session'
import { useLogout } from '@/features/auth/hooks/use-logout'
import { removeAllDrafts } from '@/features/booking/data/draft-store'
import { flushDraftCopies } from '@/features/booking/data/draft-sync'
import { clearAppliedCoupon } from '@/features/cart/data/coupon-storage'
import { flushSavedCourseCopies } from '@/features/catalogue/data/saved-courses'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'

export const Route = createFileRoute('/logout')({
  head: () => ({
    meta: [
      { title: pageTitle('Logging out') },
      { name: 'description', content: `Logging out of your ${BRAND} account.` },
    ],
  }),
  component: LogoutPage,
})

let loggingOut: Promise<void> | null = null

/** How long logging out waits to hand the account's last changes to the server. */
const LAST_CHANGES_MS = 3000

/**
 * What this device changed in the account's drafts and saved list, sent while the session still
 * works (they come back at the next login, on any device); without a connection, or after
 * LAST_CHANGES_MS, logging out goes on.
 */
function sendLastChanges(): Promise<unknown> {
  const sent = Promise.allSettled([flushDraftCopies(), flushSavedCourseCopies()])
  return Promise.race([sent, new Promise((resolve) => setTimeout(resolve, LAST_CHANGES_MS))])
}

/**
 * Revokes the session on the server (best effort), removes token and user, and goes to login. What
 * was this account's on the device goes too: the next person to use it must not see a booking's
 * personal details, open its invoices, or have a coupon only a logged-in buyer could apply. (The
 * cart stays, as a visitor's does; billing details are kept per account and tab.)
 */
function signOut(revoke: () => Promise<unknown>): Promise<void> {
  loggingOut ??= sendLastChanges()
    .then(() => Promise.allSettled([readToken() ? revoke() : null, removeAllDrafts(), removeSavedDocuments()]))
    .then(() => {
      clearAppliedCoupon()
      clearSession()
      // A full load, so nothing of the account stays in memory.
      window.location.replace('/login')
    })
  return loggingOut
}

function LogoutPage() {
  const { mutateAsync: revoke } = useLogout()
  useEffect(() => {
    void signOut(revoke)
  }, [revoke])
  return <Spinner className="min-h-[40vh]" label="Logging out…" />
}
