import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { configureApiClient } from '@/lib/api-client'

/**
 * A stand-in for `fetch` that answers with what the test queued, in order: `answer(status, body)`
 * queues a JSON answer. The test installs it (`vi.stubGlobal('fetch', fetchMock)`) and resets it.
 */
export function queuedFetch() {
  const fetchMock = vi.fn<typeof fetch>()
  const answer = (status: number, body: unknown) =>
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    )
  return { fetchMock, answer }
}

/**
 * `queuedFetch` installed for every test of the file, with the API client signed in: the set-up the
 * screens' tests share (fresh answers, storage and DOM for each test).
 */
export function signedInApi() {
  const queued = queuedFetch()
  beforeEach(() => {
    localStorage.clear()
    queued.fetchMock.mockReset()
    vi.stubGlobal('fetch', queued.fetchMock)
    configureApiClient({ getToken: () => 'a-token', onUnauthorized: () => {} })
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })
  return queued
}
