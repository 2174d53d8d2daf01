import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import * as z from 'zod/mini'
import { optionalParam, searchParams, textParam } from '@/shared/contract/url'
import { categoriesQueryOptions } from '@/features/catalogue/api/get-categories'
import { CourseCatalogue, type FiltersChange } from '@/features/catalogue/components/course-catalogue'
import { pageTitle } from '@/lib/page-title'

/** `?category=[1,3]` (the router's JSON form) or a hand-written `?category=1,3`; anything invalid is dropped. */
const categoryIds = () =>
  z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'number' || typeof value === 'string' ? String(value).split(',') : value,
    ),
    z.array(z.pipe(z.coerce.number(), z.int().check(z.positive()))).check(z.maxLength(50)),
  )

const coursesSearch = searchParams(() => ({ q: textParam(100), category: optionalParam(categoryIds()) }))

export const Route = createFileRoute('/courses')({
  staticData: { prerender: true },
  validateSearch: coursesSearch,
  // The list loads in the page (it has its own minimum spinner); the sidebar's categories can start now.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(categoriesQueryOptions())
  },
  head: () => ({
    meta: [
      { title: pageTitle('All courses') },
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
