import { vi } from 'vitest'

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
