// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const fetchMock = vi.fn<typeof fetch>()
const answer = () => Promise.resolve(new Response('{"ok":true}', { status: 200 }))
const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'))

// The module holds the app's one connection state: a fresh copy for each test.
async function load() {
  vi.resetModules()
  return import('@/lib/online-status')
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  fetchMock.mockReset()
})

describe('the connection as the app sees it', () => {
  it('a browser that says "online" is believed only until the server does not answer', async () => {
    const status = await load()
    expect(status.isOnline()).toBe(true)
    fetchMock.mockImplementation(noAnswer)
    const changes: boolean[] = []
    status.onOnlineChange((online) => changes.push(online))
    await expect(status.checkReachability()).resolves.toBe(false)
    expect(status.isOnline()).toBe(false)
    expect(changes).toEqual([false])
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/api\/health$/)
  })

  it('while unreachable, the server is asked again after 2, 4 and 8 s, then every 10 s, until it answers', async () => {
    const status = await load()
    fetchMock.mockImplementation(noAnswer)
    await status.checkReachability()
    const asked = () => fetchMock.mock.calls.length
    for (const wait of [2000, 4000, 8000, 10_000, 10_000]) {
      const before = asked()
      await vi.advanceTimersByTimeAsync(wait - 1)
      expect(asked()).toBe(before)
      await vi.advanceTimersByTimeAsync(1)
      expect(asked()).toBe(before + 1)
    }
    fetchMock.mockImplementation(answer)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(status.isOnline()).toBe(true)
    // Reachable again: no more questions.
    const settled = asked()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(asked()).toBe(settled)
  })
})
