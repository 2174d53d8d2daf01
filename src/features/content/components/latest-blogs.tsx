import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { buttonClass } from '../../../components/button'
import { EmptyState, ErrorState, LoadingState } from '../../../components/states'
import { blogsQueryOptions } from '../api/get-blogs'
import { BlogCard } from './blog-card'
import { newestFirst } from './newest-first'

/** The three newest blogs on the home page. */
export function LatestBlogs() {
  const { data, isPending, isError, refetch } = useQuery(blogsQueryOptions())

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
          {isPending ? (
            <LoadingState label="Loading blogs…" />
          ) : isError ? (
            <ErrorState message="Error fetching blogs. Please try again later." onRetry={() => void refetch()} />
          ) : data.length === 0 ? (
            <EmptyState message="No blogs available." />
          ) : (
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
        </div>
      </div>
    </section>
  )
}
