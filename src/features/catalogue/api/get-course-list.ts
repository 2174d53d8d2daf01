import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'
import { withKeptCourses } from '@/lib/cached-courses'

export interface CourseListFilters {
  /** Part of a course name. */
  name?: string
  /** Category ids; none means all categories. */
  categories?: number[]
}

/** One canonical form, so equal filters share one cache entry whatever order the ids came in. */
function normalise(filters: CourseListFilters): { name: string; categories: number[] } {
  return {
    name: filters.name?.trim() ?? '',
    categories: [...new Set(filters.categories ?? [])].sort((a, b) => a - b),
  }
}

export async function getCourseList(filters: CourseListFilters, signal?: AbortSignal) {
  const { name, categories } = normalise(filters)
  const response = await callApi('catalogue.courseList', {
    signal,
    query: {
      name: name || undefined,
      category: categories.length > 0 ? categories.join(',') : undefined,
    },
  })
  return response.data
}

export const courseListQueryOptions = (filters: CourseListFilters) => {
  const normalised = normalise(filters)
  return queryOptions({
    queryKey: queryKey('catalogue.courseList', normalised),
    // Offline, the filter runs over the whole list kept on this device.
    ...withKeptCourses(normalised, (signal) => getCourseList(normalised, signal)),
  })
}

/** Not suspense: the list keeps the filter sidebar on screen while it loads. */
export function useCourseList(filters: CourseListFilters) {
  return useQuery(courseListQueryOptions(filters))
}
