import { callApi } from '@/lib/api-client'

/** Revokes the session on the server; the caller clears it locally whatever the answer. */
export async function logout() {
  return callApi('auth.logout', {})
}
