import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

export async function getFeaturedCourses(signal?: AbortSignal) {
  const response = await callApi('catalogue.featuredCourses', { signal })
  return response.data
}

export const featuredCoursesQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('catalogue.featuredCourses'),
    queryFn: ({ signal }) => getFeaturedCourses(signal),
  })

/** Not suspense: the home page renders around it while it loads. */
export function useFeaturedCourses() {
  return useQuery(featuredCoursesQueryOptions())
}
