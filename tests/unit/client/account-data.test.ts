// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it } from 'vitest'
import type { User } from '@/shared/contract/auth'
import { forgetAccountDataOnSwitch } from '@/features/auth/data/account-data'
import { clearSession, saveSession } from '@/features/auth/data/session'

const TOKEN = 'a'.repeat(43)
const manager = (id: number): User => ({
  id,
  name: `Manager ${id}`,
  email: `manager-${id}@example.com`,
  phone: '7700900103',
  address: '',
  city: 'Leeds',
  country: 'United Kingdom',
  company_name: `Care ${id} Ltd`,
  role: 'company',
  parent: 0,
})

/** A client holding a company's team (private) and the catalogue (public), as the app's cache does. */
function cacheWithTeam(): QueryClient {
  const queryClient = new QueryClient()
  queryClient.setQueryData(['account', 'team'], { staff: ['Amy Clarke'] })
  queryClient.setQueryData(['catalogue', 'courses'], ['Dementia Awareness'])
  return queryClient
}

beforeEach(() => localStorage.clear())

describe('an account’s data in this tab', () => {
  it('goes at a logout, and the public data stays', () => {
    saveSession(TOKEN, manager(1))
    const queryClient = cacheWithTeam()
    forgetAccountDataOnSwitch(queryClient)
    clearSession()
    expect(queryClient.getQueryData(['account', 'team'])).toBeUndefined()
    expect(queryClient.getQueryData(['catalogue', 'courses'])).toEqual(['Dementia Awareness'])
  })

  it('goes when another account signs in, in this tab or another', () => {
    saveSession(TOKEN, manager(1))
    const queryClient = cacheWithTeam()
    forgetAccountDataOnSwitch(queryClient)
    saveSession('b'.repeat(43), manager(2))
    expect(queryClient.getQueryData(['account', 'team'])).toBeUndefined()
  })

  it('stays while the same account is signed in again, or someone signs in from signed out', () => {
    saveSession(TOKEN, manager(1))
    const queryClient = cacheWithTeam()
    forgetAccountDataOnSwitch(queryClient)
    saveSession('c'.repeat(43), manager(1))
    expect(queryClient.getQueryData(['account', 'team'])).toEqual({ staff: ['Amy Clarke'] })

    clearSession()
    const signedOut = cacheWithTeam()
    forgetAccountDataOnSwitch(signedOut)
    saveSession(TOKEN, manager(3))
    expect(signedOut.getQueryData(['account', 'team'])).toEqual({ staff: ['Amy Clarke'] })
  })
})
