import { callApi, loadContract } from '../../../lib/api-client'

/** Revokes the session on the server; the caller clears it locally whatever the answer. */
export async function logout() {
  const { authCalls } = await loadContract('auth')
  return callApi(authCalls.logout, {})
}
