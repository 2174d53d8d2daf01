import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'

export async function getFeaturedCourses(signal?: AbortSignal) {
  const response = await callApi('catalogue.featuredCourses', { signal })
  return response.data
}

export const featuredCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'featured-courses'],
    queryFn: ({ signal }) => getFeaturedCourses(signal),
  })

/** Not suspense: the home page renders around it while it loads. */
export function useFeaturedCourses() {
  return useQuery(featuredCoursesQueryOptions())
}
