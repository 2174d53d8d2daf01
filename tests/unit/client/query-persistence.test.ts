// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore } from '@tanstack/react-query-persist-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { persistOptions } from '../../../src/lib/query-persistence'

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('the persisted query cache', () => {
  it('with localStorage blocked keeps nothing, and neither its set-up nor a restore throws', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    const queryClient = new QueryClient()
    const options = persistOptions()
    await persistQueryClientRestore({ queryClient, ...options })
    expect(queryClient.getQueryCache().getAll()).toEqual([])
  })
})
