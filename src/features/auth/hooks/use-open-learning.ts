import { useMutation } from '@tanstack/react-query'
import { profileDashboardUrl } from '../api/create-dashboard-code'

/**
 * A learner opens a course on the learning platform through the same hand-over as the header's
 * profile link: a fresh single-use code, then the platform's page for that course on the API host.
 * A failure rejects, for the course list to show beside the course.
 */
export function useOpenLearning(): (courseSlug: string) => Promise<void> {
  const { mutateAsync: dashboardUrl } = useMutation({ mutationFn: profileDashboardUrl })
  return async (courseSlug) => window.location.assign(await dashboardUrl(courseSlug))
}
