import { cardPlace } from '@/components/responsive-image'
import { EmptyState } from '@/components/states'
import { useBlogs } from '../api/get-blogs'
import { BlogCard } from './blog-card'
import { newestFirst } from './newest-first'

/** Cards in the first row on the widest layout. */
const FIRST_ROW = 3

/** Every blog, newest first; the route shows loading and error states around it. */
export function BlogList() {
  const { data } = useBlogs()
  if (data.length === 0) return <EmptyState message="No blogs available." />
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {newestFirst(data).map((blog, index) => (
        <li key={blog.id}>
          <BlogCard blog={blog} place={cardPlace(index, FIRST_ROW)} />
        </li>
      ))}
    </ul>
  )
}
