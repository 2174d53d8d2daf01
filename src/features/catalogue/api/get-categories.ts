import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'

export async function getCategories(signal?: AbortSignal) {
  const response = await callApi('catalogue.categories', { signal })
  return response.data
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('catalogue.categories'),
    queryFn: ({ signal }) => getCategories(signal),
  })
