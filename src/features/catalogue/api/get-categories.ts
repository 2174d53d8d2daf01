import { queryOptions } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { CATEGORIES_KEY } from '../../../lib/cached-courses'

export async function getCategories(signal?: AbortSignal) {
  const response = await callApi('catalogue.categories', { signal })
  return response.data
}

/** Keys under `catalogue` and `content` are public data, persisted for offline use. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: CATEGORIES_KEY,
    queryFn: ({ signal }) => getCategories(signal),
  })
