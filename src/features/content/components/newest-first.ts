type Dated = { id: number; created_at: string | null }

/** Newest blog first (undated last), whatever order the provider sent. */
export function newestFirst<T extends Dated>(blogs: T[]): T[] {
  const time = (blog: Dated) => (blog.created_at ? Date.parse(blog.created_at) || 0 : 0)
  return [...blogs].sort((a, b) => time(b) - time(a) || b.id - a.id)
}
