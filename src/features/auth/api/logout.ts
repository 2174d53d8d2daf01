import { authCalls } from '../../../api/contract/auth'
import { callApi } from '../../../lib/api-client'

/** Revokes the session on the server; the caller clears it locally whatever the answer. */
export function logout() {
  return callApi(authCalls.logout, {})
}
