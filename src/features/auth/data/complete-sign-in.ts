import type { User } from '@/shared/contract/auth'
import { afterLoginTarget } from './redirect'
import { saveSession } from './session'
import { SUCCESS_PAUSE_MS } from './messages'

/**
 * docs/product-rules.md §4, after a login or a registration: the session is stored, then (once the success
 * message has been read) on to the stored target, else `from`, else home — as a full load, which
 * is the reload.
 */
export function completeSignIn(session: { token: string; user: User }, from: unknown): void {
  saveSession(session.token, session.user)
  setTimeout(() => window.location.assign(afterLoginTarget(from)), SUCCESS_PAUSE_MS)
}
