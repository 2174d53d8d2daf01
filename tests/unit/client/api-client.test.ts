import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { endpoint } from '@/shared/contract/common'
import { ApiError, callApi, callEndpoint, configureApiClient } from '@/lib/api-client'

const getThing = endpoint({
  method: 'GET',
  path: '/thing/:id',
  params: z.object({ id: z.string() }),
  query: z.object({ q: z.string().optional(), page: z.number().optional() }),
  response: z.object({ name: z.string() }),
  auth: 'optional',
})
const postThing = endpoint({
  method: 'POST',
  path: '/thing',
  body: z.object({ name: z.string() }),
  response: z.object({ ok: z.boolean() }),
  auth: 'required',
})

const fetchMock = vi.fn<typeof fetch>()

function answer(status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  fetchMock.mockResolvedValueOnce(new Response(text, { status, headers: { 'Content-Type': 'application/json' } }))
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  configureApiClient({ getToken: () => null, onUnauthorized: () => {} })
})
afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('callApi', () => {
  it('builds the URL under /api with encoded params and the defined query values', async () => {
    answer(200, { name: 'ok' })
    await expect(
      callEndpoint(getThing, { params: { id: 'a b' }, query: { q: 'care', page: undefined } }),
    ).resolves.toEqual({
      name: 'ok',
    })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/thing/a%20b?q=care')
    expect(init?.method).toBe('GET')
    expect(new Headers(init?.headers).get('Authorization')).toBeNull()
  })

  it('sends JSON, the bearer token and the XSRF cookie as a header', async () => {
    configureApiClient({ getToken: () => 'tok123' })
    vi.stubGlobal('document', { cookie: 'other=1; XSRF-TOKEN=abc%3D%3D' })
    answer(200, { ok: true })
    await callEndpoint(postThing, { body: { name: 'x' } })
    const headers = new Headers(fetchMock.mock.calls[0]![1]?.headers)
    expect(headers.get('Authorization')).toBe('Bearer tok123')
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc==')
    expect(fetchMock.mock.calls[0]![1]?.body).toBe('{"name":"x"}')
  })

  it('tells an HTTP error with the server message and field errors', async () => {
    answer(422, { message: 'Name is required.', errors: { name: ['Name is required.'] } })
    const error = await failure(callEndpoint(postThing, { body: { name: '' } }))
    expect(error.kind).toBe('http')
    expect(error.status).toBe(422)
    expect(error.message).toBe('Name is required.')
    expect(error.fieldErrors).toEqual({ name: ['Name is required.'] })
    expect(error.fromServer).toBe(true)
    expect(error.userMessage).toBe('Name is required.')
  })

  it('has no words of the server for a 4xx without a message, or with a blank one', async () => {
    for (const body of [{}, { message: '' }, { message: '  ' }]) {
      answer(401, body)
      const error = await failure(callEndpoint(postThing, { body: { name: 'x' } }))
      expect(error.fromServer).toBe(true)
      expect(error.userMessage).toBeUndefined()
      expect(error.message).toBe('The server answered with an error (HTTP 401).')
    }
  })

  it("keeps a 5xx's message from the user", async () => {
    answer(500, { message: 'Internal details' })
    const error = await failure(callEndpoint(postThing, { body: { name: 'x' } }))
    expect(error.fromServer).toBe(false)
    expect(error.userMessage).toBeUndefined()
  })

  it('gives a 5xx without a body a generic message', async () => {
    answer(502, '<html>Bad gateway</html>')
    const error = await failure(callEndpoint(getThing, { params: { id: '1' } }))
    expect(error.kind).toBe('http')
    expect(error.message).toBe('The server answered with an error (HTTP 502).')
    expect(error.fromServer).toBe(false)
  })

  it('tells a network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const error = await failure(callEndpoint(getThing, { params: { id: '1' } }))
    expect(error.kind).toBe('network')
    expect(error.message).toMatch(/couldn’t reach the server/)
  })

  it('tells an unparseable body and a body that breaks the contract', async () => {
    answer(200, 'not json')
    expect((await failure(callEndpoint(getThing, { params: { id: '1' } }))).kind).toBe('parse')
    answer(200, { unexpected: true })
    expect((await failure(callEndpoint(getThing, { params: { id: '1' } }))).kind).toBe('parse')
  })

  it('times out after the given time', async () => {
    vi.useFakeTimers()
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
    )
    const pending = failure(callEndpoint(getThing, { params: { id: '1' }, timeoutMs: 1000 }))
    await vi.advanceTimersByTimeAsync(1000)
    expect((await pending).kind).toBe('timeout')
  })

  it('tells a cancellation by the caller from a timeout', async () => {
    const controller = new AbortController()
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
        }),
    )
    const pending = failure(callEndpoint(getThing, { params: { id: '1' }, signal: controller.signal }))
    controller.abort()
    expect((await pending).kind).toBe('aborted')
  })

  it('reports a 401 on an authenticated call so the session can be cleared', async () => {
    const onUnauthorized = vi.fn()
    configureApiClient({ getToken: () => 'expired', onUnauthorized })
    answer(401, { message: 'Your session has expired. Please log in again.' })
    const error = await failure(callEndpoint(postThing, { body: { name: 'x' } }))
    expect(error.status).toBe(401)
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('a 401 on work done in the background fails that call without sending the person to log in', async () => {
    const onUnauthorized = vi.fn()
    configureApiClient({ getToken: () => 'expired', onUnauthorized })
    answer(401, { message: 'Your session has expired. Please log in again.' })
    const error = await failure(callEndpoint(postThing, { body: { name: 'x' }, background: true }))
    expect(error.status).toBe(401)
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})

describe('callApi by name', () => {
  it("loads the call's module of the contract and parses the answer with its endpoint", async () => {
    answer(200, { data: [] })
    await expect(callApi('content.faqs', {})).resolves.toEqual({ data: [] })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/faq')
    expect(init?.method).toBe('GET')
  })

  it('tells an answer that breaks the named call’s contract', async () => {
    answer(200, { unexpected: true })
    expect((await failure(callApi('content.faqs', {}))).kind).toBe('parse')
  })
})
