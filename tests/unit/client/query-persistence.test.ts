// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore } from '@tanstack/react-query-persist-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BUILD_ID } from '../../../src/lib/env'
import { persistOptions, QUERY_CACHE_KEY } from '../../../src/lib/query-persistence'

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
