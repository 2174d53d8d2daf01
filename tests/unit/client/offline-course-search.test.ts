import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CourseSummary } from '../../../src/api/contract/catalogue'
import { courseListQueryOptions } from '../../../src/features/catalogue/api/get-course-list'
import { courseSearchQueryOptions } from '../../../src/features/search/api/search-courses'
import { configureApiClient } from '../../../src/lib/api-client'
import { ALL_COURSES_KEY } from '../../../src/lib/cached-courses'

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
  it('the whole list is kept under the key the fallback reads', () => {
    expect(courseListQueryOptions({}).queryKey).toEqual(ALL_COURSES_KEY)
    expect(courseListQueryOptions({ name: '  ', categories: [] }).queryKey).toEqual(ALL_COURSES_KEY)
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
