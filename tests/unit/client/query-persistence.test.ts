// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore } from '@tanstack/react-query-persist-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BUILD_ID } from '@/lib/env'
import { persistOptions, QUERY_CACHE_KEY } from '@/lib/query-persistence'

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('the persisted query cache', () => {
  it('a restore adds what the client has no data for and keeps what it has, however new the stored copy', async () => {
    const list = ['catalogue', 'courses', {}]
    const faqs = ['content', 'faqs']
    const earlierVisit = new QueryClient()
    earlierVisit.setQueryData(list, ['stored list'], { updatedAt: Date.now() + 60 * 60_000 })
    earlierVisit.setQueryData(faqs, ['stored faqs'])
    localStorage.setItem(
      QUERY_CACHE_KEY,
      JSON.stringify({ buster: BUILD_ID, timestamp: Date.now(), clientState: dehydrate(earlierVisit) }),
    )

    const queryClient = new QueryClient()
    queryClient.setQueryData(list, ['painted list'])
    await persistQueryClientRestore({ queryClient, ...persistOptions(queryClient) })
    expect(queryClient.getQueryData(list)).toEqual(['painted list'])
    expect(queryClient.getQueryData(faqs)).toEqual(['stored faqs'])
  })

  it('keeps public data whose refresh failed (offline), but nothing never loaded nor anything about the user', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    queryClient.setQueryData(['content', 'blogs'], ['kept blogs'])
    await queryClient
      .fetchQuery({ queryKey: ['content', 'blogs'], queryFn: () => Promise.reject(new Error('offline')), staleTime: 0 })
      .catch(() => undefined)
    expect(queryClient.getQueryState(['content', 'blogs'])?.status).toBe('error')
    await queryClient
      .fetchQuery({ queryKey: ['catalogue', 'categories'], queryFn: () => Promise.reject(new Error('offline')) })
      .catch(() => undefined)
    queryClient.setQueryData(['account', 'orders'], ['private'])

    const { dehydrateOptions } = persistOptions(queryClient)
    const kept = dehydrate(queryClient, dehydrateOptions).queries.map((query) => [query.queryKey, query.state.data])
    expect(kept).toEqual([[['content', 'blogs'], ['kept blogs']]])
  })

  it('a change made less than a second before the page goes away is kept all the same', async () => {
    vi.useFakeTimers()
    const queryClient = new QueryClient()
    const { persister } = persistOptions(queryClient)
    const client = (list: string) => ({
      buster: BUILD_ID,
      timestamp: Date.now(),
      clientState: { mutations: [], queries: [{ queryKey: ['catalogue', 'courses', {}], list }] },
    })
    const kept = () => JSON.parse(localStorage.getItem(QUERY_CACHE_KEY) ?? 'null')?.clientState.queries[0]?.list
    // The persister writes a second after the first change, the latest by then.
    await persister.persistClient(client('first') as never)
    await persister.persistClient(client('second') as never)
    expect(kept()).not.toBe('second')
    // A reload or a closed tab: the page is hidden, then gone.
    dispatchEvent(new Event('pagehide'))
    expect(kept()).toBe('second')

    await persister.persistClient(client('third') as never)
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(kept()).toBe('third')

    // Once written, it is not written again: another tab's newer copy stays.
    await persister.persistClient(client('fourth') as never)
    vi.advanceTimersByTime(1000)
    expect(kept()).toBe('fourth')
    localStorage.setItem(QUERY_CACHE_KEY, JSON.stringify(client('another tab')))
    dispatchEvent(new Event('pagehide'))
    expect(kept()).toBe('another tab')

    // A removed copy stays removed.
    await persister.persistClient(client('fifth') as never)
    await persister.removeClient()
    dispatchEvent(new Event('pagehide'))
    expect(localStorage.getItem(QUERY_CACHE_KEY)).toBeNull()
    vi.runOnlyPendingTimers()
    vi.useRealTimers()
  })

  it('with localStorage blocked keeps nothing, and neither its set-up nor a restore throws', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    const queryClient = new QueryClient()
    const options = persistOptions(queryClient)
    await persistQueryClientRestore({ queryClient, ...options })
    expect(queryClient.getQueryCache().getAll()).toEqual([])
  })
})
