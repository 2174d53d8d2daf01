import type { QueryClient } from '@tanstack/react-query'
import { getSession, subscribeToSession } from './session'

/**
 * An account's private data (queries under `account`) never outlives its session in this tab: a
 * logout, or another account signing in here or in another tab, drops it, whatever its `gcTime`.
 * Reset, not only removed: a page on screen keeps showing what a removed query held (its observers
 * are not told), so it asks again, as the account now signed in (or none: then the login page).
 * (Signing in from signed out drops nothing: an invitation's page goes on showing its invitation.)
 */
export function forgetAccountDataOnSwitch(queryClient: QueryClient): void {
  let account = getSession()?.user.id
  subscribeToSession(() => {
    const before = account
    account = getSession()?.user.id
    if (before !== undefined && before !== account) void queryClient.resetQueries({ queryKey: ['account'] })
  })
}
