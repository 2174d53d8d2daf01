import { apiUrl, callApi, loadContract } from '../../../lib/api-client'

export async function createDashboardCode() {
  const { authCalls } = await loadContract('auth')
  return callApi(authCalls.dashboardCode, {})
}

/**
 * The profile link: `/user_dashboard?auth=CODE` on the API host (docs/product-rules.md §7), with a single-use
 * code minted just now — no session token ever goes into a URL.
 */
export async function profileDashboardUrl(): Promise<string> {
  const { code } = await createDashboardCode()
  const apiOrigin = new URL(apiUrl('/'), window.location.origin).origin
  return `${apiOrigin}/user_dashboard?${new URLSearchParams({ auth: code })}`
}
