import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Category, CourseSummary } from '@/shared/contract/catalogue'
import { categoriesQueryOptions } from '@/features/catalogue/api/get-categories'
import { categoryCoursesQueryOptions } from '@/features/catalogue/api/get-category-courses'
import { courseListQueryOptions } from '@/features/catalogue/api/get-course-list'
import { courseSearchQueryOptions } from '@/features/search/api/search-courses'
import { configureApiClient } from '@/lib/api-client'
import { ALL_COURSES_KEY, CATEGORIES_KEY } from '@/lib/cached-courses'

const course = (id: number, name: string, summary: string, category: number): CourseSummary => ({
  id,
  slug: `course-${id}`,
  name,
  title: name,
  image: '',
  price: 10,
  short_description: summary,
  course_for: 'online',
  category_id: category,
})
const ALL = [
  course(1, 'Dementia Awareness', 'Understand dementia.', 3),
  course(2, 'Moving and Handling', 'Safe moving of people living with Dementia.', 4),
  course(3, 'Fire Safety', 'Evacuation plans.', 4),
]

const CATEGORIES: Category[] = [
  { id: 3, slug: 'dementia-care', category: 'Dementia Care', icon: '' },
  { id: 4, slug: 'health-and-safety', category: 'Health and Safety', icon: '' },
]

const fetchMock = vi.fn<typeof fetch>()
let client: QueryClient

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  configureApiClient({ getToken: () => null, onUnauthorized: () => {} })
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
})
afterEach(() => {
  vi.unstubAllGlobals()
  fetchMock.mockReset()
  client.clear()
})

describe('offline, course filters and searches run over the whole list kept on the device', () => {
  it('the whole list and the categories are kept under the keys the fallback reads', () => {
    expect(courseListQueryOptions({}).queryKey).toEqual(ALL_COURSES_KEY)
    expect(courseListQueryOptions({ name: '  ', categories: [] }).queryKey).toEqual(ALL_COURSES_KEY)
    expect(categoriesQueryOptions().queryKey).toEqual(CATEGORIES_KEY)
  })

  it('a category page, by id or by slug, is built from the kept categories and courses', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(client.fetchQuery(categoryCoursesQueryOptions('4'))).rejects.toMatchObject({ noAnswer: true })
    client.setQueryData(ALL_COURSES_KEY, ALL)
    client.setQueryData(CATEGORIES_KEY, CATEGORIES)
    const byId = await client.fetchQuery(categoryCoursesQueryOptions('4'))
    expect(byId.category?.category).toBe('Health and Safety')
    expect(byId.data.map((c) => c.id)).toEqual([2, 3])
    const bySlug = await client.fetchQuery(categoryCoursesQueryOptions('dementia-care'))
    expect(bySlug.data.map((c) => c.id)).toEqual([1])
    // A category this device never saw stays an error (the page offers a retry), not an empty list.
    await expect(client.fetchQuery(categoryCoursesQueryOptions('99'))).rejects.toMatchObject({ noAnswer: true })
  })

  it('with no answer from the network, the list filter and the header search match names and summaries', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    client.setQueryData(ALL_COURSES_KEY, ALL)
    const byName = await client.fetchQuery(courseListQueryOptions({ name: 'DEMENTIA' }))
    expect(byName.map((c) => c.id)).toEqual([1, 2])
    const inCategory = await client.fetchQuery(courseListQueryOptions({ name: 'dementia', categories: [4] }))
    expect(inCategory.map((c) => c.id)).toEqual([2])
    const searched = await client.fetchQuery(courseSearchQueryOptions('evacuation'))
    expect(searched.map((c) => c.id)).toEqual([3])
  })

  it('without a kept list, or when the server answered with an error, the failure stands', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(client.fetchQuery(courseSearchQueryOptions('dementia'))).rejects.toMatchObject({ noAnswer: true })
    client.setQueryData(ALL_COURSES_KEY, ALL)
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ message: 'Service unavailable' }), {
        status: 503,
        headers: { 'Content-Type': 'application/json' },
      }),
    )
    await expect(client.fetchQuery(courseListQueryOptions({ name: 'dementia' }))).rejects.toMatchObject({ status: 503 })
  })
})
