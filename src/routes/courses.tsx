import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { z } from 'zod'
import { categoriesQueryOptions } from '../features/catalogue/api/get-categories'
import { CourseCatalogue, type FiltersChange } from '../features/catalogue/components/course-catalogue'
import { BRAND } from '../lib/env'

/** `?category=[1,3]` (the router's JSON form) or a hand-written `?category=1,3`; anything invalid is dropped. */
const categoryIds = z.preprocess(
  (value) => (typeof value === 'number' || typeof value === 'string' ? String(value).split(',') : value),
  z.array(z.coerce.number().int().positive()).max(50),
)

const coursesSearch = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  category: categoryIds.optional().catch(undefined),
})

export const Route = createFileRoute('/courses')({
  staticData: { prerender: true },
  validateSearch: coursesSearch,
  // The list loads in the page (it has its own minimum spinner); the sidebar's categories can start now.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(categoriesQueryOptions())
  },
  head: () => ({
    meta: [
      { title: `All courses | ${BRAND} Learning` },
      {
        name: 'description',
        content: 'Browse every accredited health and social care course: search by name and filter by category.',
      },
    ],
  }),
  component: CoursesPage,
})

function CoursesPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onFiltersChange = useCallback<FiltersChange>(
    (next, { replace }) =>
      void navigate({
        search: { q: next.q || undefined, category: next.category?.length ? next.category : undefined },
        replace,
      }),
    [navigate],
  )
  return <CourseCatalogue filters={search} onFiltersChange={onFiltersChange} />
}
