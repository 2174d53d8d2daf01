// @vitest-environment jsdom
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_MESSAGES } from '@/shared/contract/search-rules'
import { useCourseSearch } from '@/features/search/hooks/use-course-search'

const fetchMock = vi.fn<typeof fetch>()

const course = {
  id: 30,
  slug: 'dementia-awareness',
  name: 'Dementia Awareness',
  title: '',
  image: '/images/courses/dementia-awareness.svg',
  price: 25,
  short_description: 'Understand dementia.',
  course_for: 'online',
  category_id: 6,
}

/** A Response without streams: it settles on microtasks alone, so fake timers can drive everything. */
function answer(status: number, body: unknown) {
  const text = JSON.stringify(body)
  fetchMock.mockResolvedValueOnce({ ok: status < 400, status, text: async () => text } as Response)
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(({ input }: { input: string }) => useCourseSearch(input), { wrapper, initialProps: { input: '' } })
}

// Fetchers load the contract on their first call; loaded here, that import settles on microtasks
// like the rest, so fake time drives only the debounce.
beforeAll(() => import('@/shared/contract/catalogue'))

beforeEach(() => {
  vi.useFakeTimers()
  // React Query batches its updates on a timer; run them at once so fake time drives only the debounce.
  notifyManager.setScheduler((callback) => callback())
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  notifyManager.setScheduler((callback) => setTimeout(callback, 0))
  vi.useRealTimers()
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

/** Lets the answered request settle (a few fake milliseconds, no debounce passes in them). */
async function until(check: () => void) {
  for (let i = 0; i < 20; i++) {
    try {
      check()
      return
    } catch {
      await advance(5)
    }
  }
  check()
}
const searchedFor = () =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.get('search'))

describe('useCourseSearch', () => {
  it('says nothing for an empty box and asks for 3 characters below that, without calling the server', async () => {
    const { result, rerender } = setup()
    expect(result.current).toEqual({ status: 'idle' })
    rerender({ input: 'de' })
    expect(result.current).toEqual({ status: 'too-short' })
    rerender({ input: '  de  ' })
    expect(result.current).toEqual({ status: 'too-short' })
    await advance(2000)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(SEARCH_MESSAGES.tooShort).toBe('Please enter at least 3 characters.')
  })

  it('waits for 500 ms without typing before it searches, then searches once for the last term', async () => {
    answer(200, { results: [course] })
    const { result, rerender } = setup()
    rerender({ input: 'dem' })
    await advance(300)
    rerender({ input: 'deme' })
    await advance(499)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(result.current.status).toBe('searching')
    await advance(1)
    await until(() =>
      expect(result.current).toEqual({
        status: 'results',
        results: [expect.objectContaining({ slug: 'dementia-awareness' })],
        more: false,
      }),
    )
    expect(searchedFor()).toEqual(['deme'])
  })

  it('an answer as long as the server gives (20) may leave matches out, and says so', async () => {
    answer(200, { results: Array.from({ length: 20 }, (_, i) => ({ ...course, id: i + 1, slug: `course-${i}` })) })
    const { result, rerender } = setup()
    rerender({ input: 'care' })
    await advance(500)
    await until(() => expect(result.current).toMatchObject({ status: 'results', more: true }))
  })

  it('reports an empty answer and a failed search with their own states', async () => {
    answer(200, { results: [] })
    const { result, rerender } = setup()
    rerender({ input: 'zzqx' })
    await advance(500)
    await until(() => expect(result.current).toEqual({ status: 'empty' }))

    answer(500, { message: 'Server error' })
    rerender({ input: 'dementia' })
    await advance(500)
    await until(() => expect(result.current).toEqual({ status: 'failed' }))

    // An answer without a results array is a failure too, not an empty list.
    answer(200, { data: [course] })
    rerender({ input: 'handling' })
    await advance(500)
    await until(() => expect(result.current).toEqual({ status: 'failed' }))
    expect(searchedFor()).toEqual(['zzqx', 'dementia', 'handling'])
  })
})
