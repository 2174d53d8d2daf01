import type { QueryClient } from '@tanstack/react-query'
import type { CourseSummary } from '../api/contract/catalogue'

/** The whole course list's query key: features/catalogue's courseListQueryOptions with no filter. */
export const ALL_COURSES_KEY = ['catalogue', 'courses', { name: '', categories: [] }] as const

/**
 * Offline, a course filter or search runs over the whole list this device keeps (the persisted
 * query cache). It matches part of a name or summary: the part of the server's matching that a
 * list of summaries allows (the server also reads descriptions and forgives typos). Undefined when
 * the device has no whole list to search.
 */
export function matchCachedCourses(
  client: QueryClient,
  { name = '', categories = [] }: { name?: string; categories?: number[] },
): CourseSummary[] | undefined {
  const all = client.getQueryData<CourseSummary[]>(ALL_COURSES_KEY)
  if (!all) return undefined
  const needle = name.trim().toLowerCase()
  return all.filter(
    (course) =>
      (categories.length === 0 || (course.category_id !== null && categories.includes(course.category_id))) &&
      (needle === '' ||
        course.name.toLowerCase().includes(needle) ||
        course.short_description.toLowerCase().includes(needle)),
  )
}
