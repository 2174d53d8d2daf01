import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Spinner } from '../components/spinner'
import { logout } from '../features/auth/api/logout'
import { clearSession, readToken } from '../features/auth/data/session'
import { BRAND } from '../lib/env'
import { pageTitle } from '../lib/page-title'

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

/** Revokes the session on the server (best effort), removes token and user, and goes to login. */
function signOut(): Promise<void> {
  loggingOut ??= (readToken() ? logout().then(() => undefined) : Promise.resolve())
    .catch(() => undefined)
    .finally(() => {
      clearSession()
      // A full load, so nothing of the account stays in memory.
      window.location.replace('/login')
    })
  return loggingOut
}

function LogoutPage() {
  useEffect(() => {
    void signOut()
  }, [])
  return <Spinner className="min-h-[40vh]" label="Logging out…" />
}
