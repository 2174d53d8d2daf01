import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { NotFoundState } from '@/components/not-found-state'
import { RouteError } from '@/components/route-error'
import { useCategoryCourses } from '../api/get-category-courses'
import { COURSES_ERROR, CourseResults } from './course-results'

/** `/category/course/$id`: the courses of one category (id or slug). */
export function CategoryCourses({ idOrSlug }: { idOrSlug: string }) {
  const { data } = useCategoryCourses(idOrSlug)
  const name = data.category?.category ?? 'Courses'

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link to="/courses" className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900">
          All courses
        </Link>
        <span aria-hidden="true"> / </span>
        <span>{name}</span>
      </nav>
      <h1 className="mt-3 text-3xl font-bold text-ink sm:text-4xl">{name}</h1>
      <div className="mt-8">
        <CourseResults courses={data.data} />
      </div>
    </div>
  )
}

export function CategoryNotFound() {
  return (
    <NotFoundState
      title="Category not found"
      hint="We couldn’t find that category. It may have been renamed or removed."
      back={{ to: '/courses', label: 'Browse all courses' }}
    />
  )
}

/** A failed category load: an unknown category is a not-found page, anything else can be retried. */
/** `errorComponent` of a category's page: an unknown category is not found; anything else can be retried. */
export function CategoryCoursesError({ error, reset }: ErrorComponentProps) {
  return <RouteError error={error} reset={reset} message={COURSES_ERROR} notFound={<CategoryNotFound />} spaced />
}
