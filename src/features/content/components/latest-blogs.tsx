import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { buttonClass } from '@/components/button'
import { QueryState } from '@/components/states'
import { blogsQueryOptions } from '../api/get-blogs'
import { BlogCard } from './blog-card'
import { newestFirst } from './newest-first'

/** The three newest blogs on the home page. */
export function LatestBlogs() {
  const query = useQuery(blogsQueryOptions())

  return (
    <section aria-labelledby="latest-blogs-heading" className="px-4 py-14">
      <div className="mx-auto max-w-6xl">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="latest-blogs-heading" className="text-3xl font-bold text-ink">
            Latest from our blog
          </h2>
          <Link to="/blogs" className={buttonClass('secondary')}>
            Read all blogs
          </Link>
        </div>
        <div className="mt-8">
          <QueryState
            query={query}
            loading="Loading blogs…"
            error="Error fetching blogs. Please try again later."
            empty="No blogs available."
          >
            {(data) => (
              <ul className="grid gap-6 md:grid-cols-3">
                {newestFirst(data)
                  .slice(0, 3)
                  .map((blog) => (
                    <li key={blog.id}>
                      <BlogCard blog={blog} headingLevel="h3" />
                    </li>
                  ))}
              </ul>
            )}
          </QueryState>
        </div>
      </div>
    </section>
  )
}
