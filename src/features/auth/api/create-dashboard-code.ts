import { callApi } from '@/lib/api-client'
import { apiUrl } from '@/lib/api-url'

export async function createDashboardCode() {
  return callApi('auth.dashboardCode', {})
}

/**
 * The learning platform's link: `/user_dashboard?auth=CODE` on the API host (docs/product-rules.md
 * §7), with a single-use code minted just now — no session token ever goes into a URL — and, to
 * open one course there, its slug.
 */
export async function profileDashboardUrl(courseSlug?: string): Promise<string> {
  const { code } = await createDashboardCode()
  const apiOrigin = new URL(apiUrl('/'), window.location.origin).origin
  return `${apiOrigin}/user_dashboard?${new URLSearchParams({ auth: code, ...(courseSlug ? { course: courseSlug } : {}) })}`
}
