import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { queryKey } from '@/lib/query-keys'
import { htmlToText, truncate } from '@/lib/text'
import type { Blog } from '@/shared/contract/content'
import type { BlogDate } from '../data/format-blog-date'

/**
 * A blog as the lists show it: its text cut to the card's 100 characters and its date written out.
 * The whole HTML of every blog (≈ 33 KB for nine) stays out of the list's cache, and so out of the
 * data a painted `/` or `/blogs` carries to the browser and of what the phone keeps offline; the
 * blog's own page fetches its text.
 */
export type BlogSummary = Omit<Blog, 'description'> & { excerpt: string; date: BlogDate | null }

export async function getBlogs(signal?: AbortSignal): Promise<BlogSummary[]> {
  // The date formatter (date-fns, ≈ 7 KB brotli) comes with the data that needs it, so a painted
  // page, whose data arrives written out, starts without it.
  const [response, { formatBlogDate }] = await Promise.all([
    callApi('content.blogs', { signal }),
    import('../data/format-blog-date'),
  ])
  return response.data.map(({ description, ...blog }) => ({
    ...blog,
    excerpt: truncate(htmlToText(description)),
    date: formatBlogDate(blog.created_at),
  }))
}

export const blogsQueryOptions = () =>
  queryOptions({
    queryKey: queryKey('content.blogs'),
    queryFn: ({ signal }) => getBlogs(signal),
  })

export function useBlogs() {
  return useSuspenseQuery(blogsQueryOptions())
}
