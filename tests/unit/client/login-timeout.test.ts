import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, configureApiClient } from '@/lib/api-client'
import { env } from '@/lib/env'
import { login } from '@/features/auth/api/login'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  configureApiClient({ getToken: () => null, onUnauthorized: () => {} })
})
afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('logging in during a rush', () => {
  it('waits for an answer that comes after the ordinary timeout: the server admitted the login', async () => {
    vi.useFakeTimers()
    const answerAfterMs = env.VITE_API_TIMEOUT_MS + 5000
    // The server answers the phone's login 5 s after an ordinary call would have given up.
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(
            () =>
              resolve(
                new Response(JSON.stringify({ message: 'These credentials do not match our records.' }), {
                  status: 422,
                  headers: { 'Content-Type': 'application/json' },
                }),
              ),
            answerAfterMs,
          )
          init?.signal?.addEventListener('abort', () => {
            clearTimeout(timer)
            reject(new DOMException('aborted', 'AbortError'))
          })
        }),
    )
    const pending = login({ email: 'pat@example.com', password: 'wrong-password' }).then(
      () => null,
      (caught: unknown) => caught,
    )
    // The contract module loads first; the clock runs from the request.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce())
    await vi.advanceTimersByTimeAsync(answerAfterMs)
    const error = await pending
    expect(error).toBeInstanceOf(ApiError)
    // The server's own answer reached the form, not "The server took too long to answer."
    expect((error as ApiError).kind).toBe('http')
    expect((error as ApiError).message).toBe('These credentials do not match our records.')
  })
})
