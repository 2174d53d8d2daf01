import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { queryKey } from '../../../lib/query-keys'

export async function getBlog(id: string, signal?: AbortSignal) {
  const response = await callApi('content.blog', { params: { id }, signal })
  return response.data
}

export const blogQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKey('content.blog', id),
    queryFn: ({ signal }) => getBlog(id, signal),
  })

export function useBlog(id: string) {
  return useSuspenseQuery(blogQueryOptions(id))
}
