import type { Blog } from '../../../shared/contract/content'

/** Newest blog first (undated last), whatever order the provider sent. */
export function newestFirst(blogs: Blog[]): Blog[] {
  const time = (blog: Blog) => (blog.created_at ? Date.parse(blog.created_at) || 0 : 0)
  return [...blogs].sort((a, b) => time(b) - time(a) || b.id - a.id)
}
