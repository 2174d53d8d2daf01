import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { queryKey } from '../../../lib/query-keys'

export async function getBlogs(signal?: AbortSignal) {
  const response = await callApi('content.blogs', { signal })
  return response.data
}

export const blogsQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('content.blogs'),
    queryFn: ({ signal }) => getBlogs(signal),
  })

export function useBlogs() {
  return useSuspenseQuery(blogsQueryOptions())
}
