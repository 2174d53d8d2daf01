import { apiUrl, callApi } from '../../../lib/api-client'

export async function createDashboardCode() {
  return callApi('auth.dashboardCode', {})
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
