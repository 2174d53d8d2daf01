import { useMutation } from '@tanstack/react-query'
import { profileDashboardUrl } from '../api/create-dashboard-code'

/**
 * A staff member opens an assigned course through the same profile hand-over as the header's link:
 * a fresh single-use code, then the profile page on the API host. A failure rejects, for the
 * course list to show beside the course.
 */
export function useOpenLearning(): () => Promise<void> {
  const { mutateAsync: dashboardUrl } = useMutation({ mutationFn: profileDashboardUrl })
  return async () => window.location.assign(await dashboardUrl())
}
