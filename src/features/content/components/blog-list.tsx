import { EmptyState } from '../../../components/states'
import { useBlogs } from '../api/get-blogs'
import { BlogCard } from './blog-card'
import { newestFirst } from './newest-first'

/** Every blog, newest first; the route shows loading and error states around it. */
export function BlogList() {
  const { data } = useBlogs()
  if (data.length === 0) return <EmptyState message="No blogs available." />
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {newestFirst(data).map((blog) => (
        <li key={blog.id}>
          <BlogCard blog={blog} />
        </li>
      ))}
    </ul>
  )
}
