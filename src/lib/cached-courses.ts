import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query'
import type { Category, CourseSummary } from '@/shared/contract/catalogue'
import { isNoAnswer } from './online-status'
import { queryKey } from './query-keys'

/** The whole course list's query key: features/catalogue's courseListQueryOptions with no filter. */
export const ALL_COURSES_KEY = queryKey('catalogue.courseList', { name: '', categories: [] })
/** The category list's query key: features/catalogue's categoriesQueryOptions. */
export const CATEGORIES_KEY = queryKey('catalogue.categories')

/**
 * Offline, a course filter or search runs over the whole list this device keeps (the persisted
 * query cache). It matches part of a name or summary: the part of the server's matching that a
 * list of summaries allows (the server also reads descriptions and forgives typos). Undefined when
 * the device has no whole list to search.
 */
function matchCachedCourses(
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

/**
 * The query function and reconnect rule of a course filter or search (spread into its query
 * options): `fetchCourses` asks the server; with no answer, the kept list is searched instead (at
 * most `limit` matches), and the server's answer replaces that as soon as the connection returns.
 */
export function withKeptCourses(
  filters: { name?: string; categories?: number[] },
  fetchCourses: (signal: AbortSignal) => Promise<CourseSummary[]>,
  limit = Infinity,
) {
  return {
    queryFn: async ({ signal, client }: QueryFunctionContext): Promise<CourseSummary[]> => {
      try {
        return await fetchCourses(signal)
      } catch (error) {
        const kept = isNoAnswer(error) ? matchCachedCourses(client, filters) : undefined
        if (kept) return kept.slice(0, limit)
        throw error
      }
    },
    refetchOnReconnect: 'always' as const,
  }
}

interface CategoryCourses {
  data: CourseSummary[]
  category?: Category
}

/**
 * The query function and reconnect rule of one category's page (`idOrSlug` as in its URL): offline,
 * the category is looked up in the kept category list and its courses in the kept course list, so a
 * category opened from a kept page works without the network once both lists were seen online.
 */
export function withKeptCategory(idOrSlug: string, fetchCategory: (signal: AbortSignal) => Promise<CategoryCourses>) {
  return {
    queryFn: async ({ signal, client }: QueryFunctionContext): Promise<CategoryCourses> => {
      try {
        return await fetchCategory(signal)
      } catch (error) {
        if (!isNoAnswer(error)) throw error
        const category = client
          .getQueryData<Category[]>(CATEGORIES_KEY)
          ?.find((kept) => String(kept.id) === idOrSlug || kept.slug === idOrSlug.toLowerCase())
        const courses = category ? matchCachedCourses(client, { categories: [category.id] }) : undefined
        if (!category || !courses) throw error
        return { data: courses, category }
      }
    },
    refetchOnReconnect: 'always' as const,
  }
}
