import { createFileRoute } from '@tanstack/react-router'
import { idOrSlug } from '@/shared/contract/url'
import { LoadingState } from '@/components/states'
import { categoryCoursesQueryOptions } from '@/features/catalogue/api/get-category-courses'
import {
  CategoryCourses,
  CategoryCoursesError,
  CategoryNotFound,
} from '@/features/catalogue/components/category-courses'
import { BRAND } from '@/lib/env'
import { pageTitle } from '@/lib/page-title'
import { isMissing } from '@/lib/route-status'
import { parseParam } from '@/lib/route-params'

export const Route = createFileRoute('/category/course/$id')({
  staticData: { prerender: true },
  loader: ({ context, params }) => {
    return context.queryClient.ensureQueryData(categoryCoursesQueryOptions(parseParam(idOrSlug, params.id)))
  },
  head: ({ loaderData, match }) => {
    const name = loaderData?.category?.category
    const title = name ? `${name} courses` : isMissing(match) ? 'Category not found' : 'Courses by category'
    return {
      meta: [
        { title: pageTitle(title) },
        {
          name: 'description',
          content: name
            ? `Accredited ${name} training for health and social care staff from ${BRAND}.`
            : `Accredited health and social care courses by category from ${BRAND}.`,
        },
      ],
    }
  },
  pendingComponent: () => <LoadingState label="Loading courses…" />,
  errorComponent: CategoryCoursesError,
  notFoundComponent: CategoryNotFound,
  component: CategoryPage,
})

function CategoryPage() {
  const { id } = Route.useParams()
  return <CategoryCourses idOrSlug={id} />
}
