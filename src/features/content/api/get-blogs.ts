import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { callApi, loadContract } from '../../../lib/api-client'

export async function getBlogs(signal?: AbortSignal) {
  const { contentCalls } = await loadContract('content')
  const response = await callApi(contentCalls.blogs, { signal })
  return response.data
}

export const blogsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'blogs'],
    queryFn: ({ signal }) => getBlogs(signal),
  })

export function useBlogs() {
  return useSuspenseQuery(blogsQueryOptions())
}
