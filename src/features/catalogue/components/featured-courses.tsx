import { Link } from '@tanstack/react-router'
import { buttonClass } from '@/components/button'
import { QueryState } from '@/components/states'
import { useFeaturedCourses } from '../api/get-featured-courses'
import { CourseGrid } from './course-card'

/** Featured courses on the home page, with its own loading, error and empty states. */
export function FeaturedCourses() {
  const query = useFeaturedCourses()

  return (
    <section aria-labelledby="featured-heading" className="bg-slate-50 px-4 py-14">
      <div className="mx-auto max-w-6xl">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="featured-heading" className="text-3xl font-bold text-ink">
            Featured courses
          </h2>
          <Link to="/courses" className={buttonClass('secondary')}>
            View all courses
          </Link>
        </div>
        <div className="mt-8">
          <QueryState
            query={query}
            loading="Loading courses…"
            error="Error fetching courses. Please try again later."
            empty="No courses available."
          >
            {(data) => <CourseGrid courses={data} />}
          </QueryState>
        </div>
      </div>
    </section>
  )
}
