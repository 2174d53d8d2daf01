import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EARLY_CALLS } from '@/early-calls'
import { callApi, configureApiClient } from '@/lib/api-client'
import { fetchEarly } from '@/lib/early-fetch'
import { teamCalls } from '@/shared/contract/team'
import { trainingMatrixCalls } from '@/shared/contract/training-matrix'
import { queuedFetch } from './queued-fetch'

const { fetchMock, answer } = queuedFetch()
const TEAM = { company_name: 'Early Care', seats: [], staff: [], invitations: [] }

beforeEach(() => {
  vi.useFakeTimers()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  configureApiClient({ getToken: () => 'manager-token', onUnauthorized: () => {} })
})
afterEach(() => {
  // Whatever a test left waiting is dropped before the next.
  vi.runAllTimers()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('a page’s data asked for while the app starts', () => {
  it('is the answer of the app’s first call for it, once: the call asks the network for nothing more', async () => {
    answer(200, TEAM)
    fetchEarly(['/team'], 'manager-token')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/team')
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('authorization')).toBe('Bearer manager-token')
    await expect(callApi('team.team', {})).resolves.toMatchObject({ company_name: 'Early Care' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    // The next call is a call of its own.
    answer(200, { ...TEAM, company_name: 'Later' })
    await expect(callApi('team.team', {})).resolves.toMatchObject({ company_name: 'Later' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('is not handed to a call made as another account (signed out and in again meanwhile)', async () => {
    answer(200, { ...TEAM, company_name: 'Somebody else' })
    fetchEarly(['/team'], 'earlier-token')
    answer(200, TEAM)
    await expect(callApi('team.team', {})).resolves.toMatchObject({ company_name: 'Early Care' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('is dropped, and its request stopped, when no call takes it in time', async () => {
    let aborted = false
    fetchMock.mockImplementationOnce((_url, init) => {
      init?.signal?.addEventListener('abort', () => (aborted = true))
      return new Promise<Response>(() => {})
    })
    fetchEarly(['/team'], 'manager-token')
    vi.advanceTimersByTime(15_000)
    expect(aborted).toBe(true)
    answer(200, TEAM)
    await expect(callApi('team.team', {})).resolves.toMatchObject({ company_name: 'Early Care' })
  })

  it('stops when the call that took it is cancelled', async () => {
    let aborted = false
    fetchMock.mockImplementationOnce((_url, init) => {
      init?.signal?.addEventListener('abort', () => (aborted = true))
      return new Promise<Response>((_, fail) =>
        init?.signal?.addEventListener('abort', () => fail(new Error('aborted'))),
      )
    })
    fetchEarly(['/team'], 'manager-token')
    const cancel = new AbortController()
    const call = callApi('team.team', { signal: cancel.signal })
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    cancel.abort()
    await expect(call).rejects.toMatchObject({ kind: 'aborted' })
    expect(aborted).toBe(true)
  })

  it('names the contract’s paths of the calls /team makes', () => {
    expect(EARLY_CALLS['/team']).toEqual([teamCalls.team.path, trainingMatrixCalls.matrix.path])
  })
})
