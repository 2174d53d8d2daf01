// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '@/shared/contract/auth'
import { AccountMenu } from '@/features/auth/components/account-menu'
import { LoginForm } from '@/features/auth/components/login-form'
import { RegisterForm } from '@/features/auth/components/register-form'
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form'
import { saveSession } from '@/features/auth/data/session'
import { configureApiClient } from '@/lib/api-client'
import { queuedFetch } from './queued-fetch'
import { renderPage } from './render-page'

const { fetchMock, answer } = queuedFetch()
const sentBody = (call = -1) => JSON.parse(String(fetchMock.mock.calls.at(call)?.[1]?.body)) as Record<string, unknown>

const USER: User = {
  id: 1,
  name: 'Christopher Robinson',
  email: 'chris@example.com',
  phone: '7700900100',
  address: '',
  city: 'York',
  country: 'United Kingdom',
  company_name: '',
  role: 'individual',
  parent: 0,
}

/** A control by its label (required fields' labels end with a hidden " *"). */
const control = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\s*\\*?$`))
const errorOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent

beforeEach(() => {
  localStorage.clear()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  configureApiClient({ getToken: () => localStorage.getItem('token'), onUnauthorized: () => {} })
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('RegisterForm', () => {
  it('reports phone, terms, password length and match in the spec order, one at a time', async () => {
    const user = userEvent.setup()
    renderPage(() => <RegisterForm />)
    await user.click(await screen.findByLabelText('Company'))
    await user.type(control('Full name'), 'Priya Patel')
    await user.type(control('Company name'), 'Bright Days Care Ltd')
    await user.type(control('Email'), 'priya@example.com')
    await user.type(control('City'), 'Leeds')
    await user.type(control('Phone'), '0770090012a')
    await user.type(control('Password'), 'short')
    await user.type(control('Confirm password'), 'different')
    const submit = screen.getByRole('button', { name: 'Create account' })

    const ordered = [
      'Phone number must be exactly 10 digits and contain only numbers.',
      'You must accept the Terms and Conditions.',
      'Password must be at least 8 characters long.',
      'Passwords do not match.',
    ]
    const fixes = [
      async () => {
        await user.clear(control('Phone'))
        await user.type(control('Phone'), '7700900123')
      },
      () => user.click(screen.getByLabelText(/I accept the/)),
      async () => {
        await user.clear(control('Password'))
        await user.type(control('Password'), 'longenough1')
      },
      async () => {
        await user.clear(control('Confirm password'))
        await user.type(control('Confirm password'), 'longenough1')
      },
    ]
    for (const [i, message] of ordered.entries()) {
      await user.click(submit)
      expect(await screen.findByText(message)).toBeInTheDocument()
      for (const other of ordered.filter((_, j) => j !== i)) expect(screen.queryByText(other)).toBeNull()
      await fixes[i]!()
    }
    expect(errorOf(control('Phone'))).toBeUndefined()

    answer(200, {
      token: 'b'.repeat(43),
      user: { ...USER, role: 'company', company_name: 'Bright Days Care Ltd' },
      message: 'Registration successful!',
    })
    await user.click(submit)
    expect(await screen.findByText('Registration successful!')).toBeInTheDocument()
    expect(sentBody()).toEqual({
      role: 'company',
      name: 'Priya Patel',
      phone: '7700900123',
      email: 'priya@example.com',
      password: 'longenough1',
      password_confirmation: 'longenough1',
      city: 'Leeds',
      country: 'United Kingdom',
      company_name: 'Bright Days Care Ltd',
      termsAccepted: 1,
    })
    expect(localStorage.getItem('token')).toBe('b'.repeat(43))
  })

  async function fillValid(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText(/^Full name/), 'Sam Carer')
    await user.type(control('Phone'), '7700900123')
    await user.type(control('Email'), 'sam@example.com')
    await user.type(control('Password'), 'longenough1')
    await user.type(control('Confirm password'), 'longenough1')
    await user.type(control('City'), 'York')
    await user.click(screen.getByLabelText(/I accept the/))
  }

  it('shows server field errors under their fields', async () => {
    const user = userEvent.setup()
    renderPage(() => <RegisterForm />)
    await fillValid(user)
    answer(422, {
      message: 'An account with this email already exists.',
      errors: { email: ['An account with this email already exists.'] },
    })
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(errorOf(control('Email'))).toBe('An account with this email already exists.'))
    expect(sentBody().company_name).toBe('')
    expect(sentBody().termsAccepted).toBe(1)
  })

  it('refuses a company name pasted on two lines under its field, without calling the server', async () => {
    const user = userEvent.setup()
    renderPage(() => <RegisterForm />)
    await user.click(await screen.findByLabelText('Company'))
    await fillValid(user)
    // A text input drops CR and LF from a paste; Unicode's line separator stays, and a mail breaks on it.
    await user.click(control('Company name'))
    await user.paste('Carewise Security\u2028Your account is suspended. Verify now at http://evil.example/verify')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(errorOf(control('Company name'))).toBe('Write the company name on one line.'))
    expect(fetchMock).not.toHaveBeenCalled()

    await user.clear(control('Company name'))
    await user.paste('Carewise Security\u202eyfirev')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() =>
      expect(errorOf(control('Company name'))).toBe('Remove the hidden characters from the company name.'),
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("otherwise shows the server's message, or 'Registration failed.'", async () => {
    const user = userEvent.setup()
    renderPage(() => <RegisterForm />)
    await fillValid(user)
    const submit = screen.getByRole('button', { name: 'Create account' })
    answer(429, { message: 'Too many requests. Please wait a minute and try again.' })
    await user.click(submit)
    expect(await screen.findByText('Too many requests. Please wait a minute and try again.')).toBeInTheDocument()
    answer(500, { message: 'Internal details' })
    await user.click(submit)
    expect(await screen.findByText('Registration failed.')).toBeInTheDocument()
    expect(screen.queryByText('Internal details')).toBeNull()
  })
})

describe('LoginForm', () => {
  const logIn = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(await screen.findByLabelText(/^Email/), 'chris@example.com')
    await user.type(control('Password'), 'secret-password')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
  }

  it("shows the server's message in red, or 'Login failed.' when the server cannot say", async () => {
    const user = userEvent.setup()
    renderPage(() => <LoginForm />)
    answer(401, { message: 'The email or password is incorrect.' })
    await logIn(user)
    const message = await screen.findByText('The email or password is incorrect.')
    expect(message).toHaveClass('text-red-700')
    expect(localStorage.getItem('token')).toBeNull()

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(await screen.findByText('Login failed.')).toHaveClass('text-red-700')

    // A refusal that says nothing (no message, or a blank one) gets the fallback too.
    for (const body of [{}, { message: ' ' }]) {
      answer(401, { message: 'The email or password is incorrect.' })
      await user.click(screen.getByRole('button', { name: 'Log in' }))
      await screen.findByText('The email or password is incorrect.')
      answer(401, body)
      await user.click(screen.getByRole('button', { name: 'Log in' }))
      expect(await screen.findByText('Login failed.')).toHaveClass('text-red-700')
    }
  })

  it("stores token and user and says 'Login successful!'", async () => {
    const user = userEvent.setup()
    renderPage(() => <LoginForm />)
    answer(200, { token: 'c'.repeat(43), user: USER, message: 'Login successful!' })
    await logIn(user)
    expect(await screen.findByText('Login successful!')).not.toHaveClass('text-red-700')
    expect(sentBody()).toEqual({ email: 'chris@example.com', password: 'secret-password', remember: false })
    expect(localStorage.getItem('token')).toBe('c'.repeat(43))
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ name: 'Christopher Robinson' })
  })

  it('signs in through a rush: a 503 from full password hashing is tried again, not shown', async () => {
    const user = userEvent.setup()
    renderPage(() => <LoginForm />)
    answer(503, { message: 'Many people are signing in right now. Please try again in a few seconds.' })
    answer(200, { token: 'd'.repeat(43), user: USER, message: 'Login successful!' })
    await logIn(user)
    expect(await screen.findByText('Login successful!', {}, { timeout: 5000 })).toBeVisible()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(screen.queryByText(/Many people|HTTP 503/)).toBeNull()
  })

  it('shows the stored forgot-password message once, after the reload', async () => {
    localStorage.setItem(
      'forgotSuccessMessage',
      'If an account exists for that email, we have sent a password reset link.',
    )
    renderPage(() => <LoginForm />)
    expect(
      await screen.findByText('If an account exists for that email, we have sent a password reset link.'),
    ).toBeInTheDocument()
    expect(localStorage.getItem('forgotSuccessMessage')).toBeNull()
  })
})

describe('ResetPasswordForm', () => {
  it('checks match, then length; on success shows the message and goes to /login after 2 s', async () => {
    const user = userEvent.setup()
    const router = renderPage(() => <ResetPasswordForm email="chris@example.com" token={'t'.repeat(43)} />)
    const password = await screen.findByLabelText(/^New password/)
    const confirmation = control('Confirm new password')
    const submit = screen.getByRole('button', { name: 'Reset password' })
    await user.type(password, '123')
    await user.type(confirmation, '124')
    await user.click(submit)
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument()
    await user.clear(confirmation)
    await user.type(confirmation, '123')
    await user.click(submit)
    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()

    await user.clear(password)
    await user.clear(confirmation)
    await user.type(password, 'new-password')
    await user.type(confirmation, 'new-password')
    answer(200, { success: true, message: 'Your password has been reset.' })
    const started = Date.now()
    await user.click(submit)
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument()
    expect(sentBody()).toEqual({ email: 'chris@example.com', token: 't'.repeat(43), password: 'new-password' })
    expect(router.state.location.pathname).toBe('/')
    await screen.findByText('The login page', {}, { timeout: 3000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900)
  })

  it("shows the server's message, or 'Failed to reset password.'", async () => {
    const user = userEvent.setup()
    renderPage(() => <ResetPasswordForm email="chris@example.com" token="x" />)
    await user.type(await screen.findByLabelText(/^New password/), 'new-password')
    await user.type(control('Confirm new password'), 'new-password')
    answer(422, { message: 'This password reset link is invalid or has expired.' })
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByText('This password reset link is invalid or has expired.')).toHaveClass('text-red-700')
    answer(503, { message: 'Unavailable' })
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(await screen.findByText('Failed to reset password.')).toBeInTheDocument()
  })
})

describe('AccountMenu', () => {
  it('offers Login and Sign up to visitors', async () => {
    renderPage(() => <AccountMenu />)
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register')
  })

  it('shows the name cut at 10 characters, an online/offline badge and Logout', async () => {
    saveSession('d'.repeat(43), USER)
    renderPage(() => <AccountMenu />)
    expect(await screen.findByText('Christophe...')).toBeInTheDocument()
    expect(screen.getByText('Online')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout')
    act(() => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
      window.dispatchEvent(new Event('offline'))
    })
    expect(await screen.findByText('Offline')).toBeInTheDocument()
  })

  it('mints a single-use code for the profile link with the session', async () => {
    const user = userEvent.setup()
    saveSession('d'.repeat(43), USER)
    renderPage(() => <AccountMenu />)
    answer(200, { code: 'e'.repeat(43), expires_in: 60 })
    // jsdom cannot navigate; the call is what matters here.
    await user.click(await screen.findByRole('link', { name: /Christophe/ }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('/api/user-dashboard-code')
    expect(init?.method).toBe('POST')
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${'d'.repeat(43)}`)
  })
})
