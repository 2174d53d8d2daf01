import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'
import type { Blog } from '@/shared/contract/content'
import type { BlogDate } from '../data/format-blog-date'

/** A blog with its date written out (see get-blogs.ts: the formatter comes with the data). */
export type BlogPost = Blog & { date: BlogDate | null }

export async function getBlog(id: string, signal?: AbortSignal): Promise<BlogPost> {
  const [response, { formatBlogDate }] = await Promise.all([
    callApi('content.blog', { params: { id }, signal }),
    import('../data/format-blog-date'),
  ])
  return { ...response.data, date: formatBlogDate(response.data.created_at) }
}

export const blogQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKey('content.blog', id),
    queryFn: ({ signal }) => getBlog(id, signal),
  })

export function useBlog(id: string) {
  return useSuspenseQuery(blogQueryOptions(id))
}
