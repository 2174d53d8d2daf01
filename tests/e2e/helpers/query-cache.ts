import { isDeepStrictEqual } from 'node:util'
import { expect, type Page } from '@playwright/test'
import { queryKey } from '../../../src/lib/query-keys'

/** Where the app keeps its query cache on the device (src/lib/query-persistence.ts). */
export const QUERY_CACHE_KEY = 'carewise-query-cache'

/** The whole course list's and the category list's query keys, as src/lib/cached-courses.ts makes them. */
export const ALL_COURSES_KEY = queryKey('catalogue.courseList', { name: '', categories: [] })
export const CATEGORIES_KEY = queryKey('catalogue.categories')

/** A query as the app keeps it: TanStack's dehydrated form. */
export interface KeptQuery {
  queryKey: unknown[]
  state: { data?: unknown; dataUpdatedAt: number; errorUpdatedAt: number }
}

/** The query cache the app keeps on the device, as TanStack's persister writes it. */
export interface KeptQueryCache {
  buster: string
  timestamp: number
  clientState: { queries: KeptQuery[] }
}

/** The query cache as the app last wrote it to localStorage; null before its first write. */
export function keptQueryCache(page: Page): Promise<KeptQueryCache | null> {
  return page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as KeptQueryCache | null,
    QUERY_CACHE_KEY,
  )
}

/**
 * Until the query cache the app keeps on the device holds data for each of `keys` (a whole query
 * key, or its first parts). The app writes that copy at most once a second after a change, so a test
 * about what opens offline waits for what it will read there, not for a fixed time.
 */
export async function untilKept(page: Page, ...keys: readonly (readonly unknown[])[]): Promise<void> {
  const missing = async () => {
    const kept = await keptQueryCache(page)
    return keys.filter((key) => !holdsData(kept, key)).map((key) => JSON.stringify(key))
  }
  await expect.poll(missing, { message: 'queries not yet kept on the device' }).toEqual([])
}

/** Whether a kept query cache has data for `key` (a whole query key, or its first parts). */
export function holdsData(kept: KeptQueryCache | null, key: readonly unknown[]): boolean {
  return (kept?.clientState.queries ?? []).some(
    (query) =>
      query.state.data !== undefined && key.every((part, index) => isDeepStrictEqual(part, query.queryKey[index])),
  )
}
