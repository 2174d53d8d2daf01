import type { QueryClient } from '@tanstack/react-query'
import { getSession, subscribeToSession } from './session'

/**
 * An account's private data (queries under `account`) never outlives its session in this tab: a
 * logout, or another account signing in here or in another tab, drops it, whatever its `gcTime`.
 * (Signing in from signed out drops nothing: an invitation's page goes on showing its invitation.)
 */
export function forgetAccountDataOnSwitch(queryClient: QueryClient): void {
  let account = getSession()?.user.id
  subscribeToSession(() => {
    const before = account
    account = getSession()?.user.id
    if (before !== undefined && before !== account) queryClient.removeQueries({ queryKey: ['account'] })
  })
}
