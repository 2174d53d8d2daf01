// @vitest-environment jsdom
import { isRedirect } from '@tanstack/react-router'
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '@/shared/contract/auth'
import { afterLoginTarget, safeRedirectPath, storeRedirectTarget } from '@/features/auth/data/redirect'
import {
  clearSession,
  getSession,
  readToken,
  saveSession,
  syncPageSessionCookie,
  useIsSubUser,
  useSession,
} from '@/features/auth/data/session'
import { blockSubUsersFromCart, CART_RESTRICTED, handleUnauthorized, requireSession } from '@/features/auth/data/guards'

const TOKEN = 'a'.repeat(43)
const account = (overrides: Partial<User> = {}): User => ({
  id: 7,
  name: 'Amy Clarke',
  email: 'amy@sunrise-care.example',
  phone: '7700900103',
  address: '',
  city: 'Manchester',
  country: 'United Kingdom',
  company_name: 'Sunrise Care Homes Ltd',
  role: 'individual',
  parent: 0,
  ...overrides,
})

/** What a route guard throws, or undefined. */
function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

beforeEach(() => {
  localStorage.clear()
  window.history.replaceState(null, '', '/')
})
afterEach(() => vi.restoreAllMocks())

describe('session storage', () => {
  it('keeps token and user under the spec keys, and clears both on logout', () => {
    expect(getSession()).toBeNull()
    saveSession(TOKEN, account())
    expect(localStorage.getItem('token')).toBe(TOKEN)
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ email: 'amy@sunrise-care.example' })
    expect(readToken()).toBe(TOKEN)
    expect(getSession()).toBe(getSession())
    clearSession()
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    expect(readToken()).toBeNull()
  })

  it('treats an unreadable user entry as signed out', () => {
    localStorage.setItem('token', TOKEN)
    localStorage.setItem('user', '{not json')
    expect(getSession()).toBeNull()
    localStorage.setItem('user', JSON.stringify({ id: 'x' }))
    expect(readToken()).toBeNull()
  })

  it('useSession follows this tab and, through the storage event, other tabs', () => {
    const { result } = renderHook(() => useSession())
    expect(result.current).toBeNull()
    act(() => saveSession(TOKEN, account()))
    expect(result.current?.user.name).toBe('Amy Clarke')

    // Another tab logs out: localStorage changes underneath and a storage event arrives.
    act(() => {
      localStorage.removeItem('token')
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }))
    })
    expect(result.current).toBeNull()
  })

  it('useIsSubUser is true only for an individual that belongs to a company', () => {
    const { result } = renderHook(() => useIsSubUser())
    expect(result.current).toBe(false)
    act(() => saveSession(TOKEN, account({ parent: 3 })))
    expect(result.current).toBe(true)
    act(() => saveSession(TOKEN, account({ role: 'company', parent: 0 })))
    expect(result.current).toBe(false)
    act(() => saveSession(TOKEN, account({ parent: 0 })))
    expect(result.current).toBe(false)
  })
})

describe('the copy of the session a navigation carries (src/shared/page-session.ts)', () => {
  const written = () => {
    const setter = vi.spyOn(document, 'cookie', 'set')
    return () => setter.mock.calls.map(([cookie]) => cookie)
  }

  it('is written with the session, for the signed-in pages only, from this site only, and deleted with it', () => {
    const cookies = written()
    saveSession(TOKEN, account())
    clearSession()
    expect(cookies()).toEqual([
      `carewise-page-session=${TOKEN}; Path=/team; Max-Age=2592000; SameSite=Strict`,
      'carewise-page-session=; Path=/team; Max-Age=0; SameSite=Strict',
    ])
  })

  it('says what localStorage says at every start, whatever happened to it meanwhile', () => {
    saveSession(TOKEN, account())
    const cookies = written()
    syncPageSessionCookie()
    localStorage.removeItem('token')
    syncPageSessionCookie()
    expect(cookies()).toEqual([
      `carewise-page-session=${TOKEN}; Path=/team; Max-Age=2592000; SameSite=Strict`,
      'carewise-page-session=; Path=/team; Max-Age=0; SameSite=Strict',
    ])
  })
})

describe('where to go after login', () => {
  it('accepts same-site paths only', () => {
    expect(safeRedirectPath('/courses?q=care#top')).toBe('/courses?q=care#top')
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'courses',
      '',
      null,
      42,
    ]) {
      expect(safeRedirectPath(bad)).toBeNull()
    }
    // Never back to the auth pages themselves.
    for (const page of ['/login', '/logout', '/register?from=/x', '/reset-password?token=x'])
      expect(safeRedirectPath(page)).toBeNull()
  })

  it('prefers the stored target (then removes it), then `from`, then home', () => {
    storeRedirectTarget('/cart')
    expect(afterLoginTarget('/about')).toBe('/cart')
    expect(localStorage.getItem('redirectAfterLogin')).toBeNull()
    expect(afterLoginTarget('/about')).toBe('/about')
    expect(afterLoginTarget('//evil.example')).toBe('/')
    expect(afterLoginTarget(undefined)).toBe('/')
  })
})

describe('route guards', () => {
  it('blocks a sub-user from the cart with the spec alert and a redirect home', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    saveSession(TOKEN, account({ parent: 3 }))
    const error = thrown(() => blockSubUsersFromCart())
    expect(isRedirect(error)).toBe(true)
    expect((error as { options: { to: string } }).options.to).toBe('/')
    expect(alert).toHaveBeenCalledWith('Access to cart is restricted.')
    expect(CART_RESTRICTED).toBe('Access to cart is restricted.')

    // A hover preload redirects too, but says nothing.
    alert.mockClear()
    expect(isRedirect(thrown(() => blockSubUsersFromCart({ preload: true })))).toBe(true)
    expect(alert).not.toHaveBeenCalled()
  })

  it('lets visitors, individuals of their own and companies into the cart', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    expect(thrown(() => blockSubUsersFromCart())).toBeUndefined()
    saveSession(TOKEN, account({ parent: 0 }))
    expect(thrown(() => blockSubUsersFromCart())).toBeUndefined()
    saveSession(TOKEN, account({ role: 'company', parent: 0 }))
    expect(thrown(() => blockSubUsersFromCart())).toBeUndefined()
    expect(alert).not.toHaveBeenCalled()
  })

  it('requireSession sends a visitor to login, storing the page to come back to', () => {
    const error = thrown(() => requireSession({ href: '/dashboard' }))
    expect(isRedirect(error)).toBe(true)
    expect((error as { options: { to: string; search: unknown } }).options).toMatchObject({
      to: '/login',
      search: { from: '/dashboard' },
    })
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/dashboard')

    saveSession(TOKEN, account())
    expect(requireSession({ href: '/dashboard' }).token).toBe(TOKEN)
  })

  it('a 401 clears the session and goes to login, coming back to the current page', () => {
    saveSession(TOKEN, account())
    window.history.replaceState(null, '', '/course-detail/care-certificate?tab=faq')
    const go = vi.fn()
    handleUnauthorized(go)
    expect(readToken()).toBeNull()
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/course-detail/care-certificate?tab=faq')
    expect(go).toHaveBeenCalledWith('/login?from=%2Fcourse-detail%2Fcare-certificate%3Ftab%3Dfaq')

    // On /logout itself it only clears.
    saveSession(TOKEN, account())
    window.history.replaceState(null, '', '/logout')
    go.mockClear()
    handleUnauthorized(go)
    expect(readToken()).toBeNull()
    expect(go).not.toHaveBeenCalled()
  })
})
