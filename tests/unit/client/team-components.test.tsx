// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { REGISTER_MESSAGES, type User } from '@/shared/contract/auth'
import { TEAM_MESSAGES, type SeatRow, type StaffMember } from '@/shared/contract/team'
import { AcceptInviteForm } from '@/features/team/components/accept-invite-form'
import { BulkInviteForm } from '@/features/team/components/bulk-invite-form'
import { SeatsSection } from '@/features/team/components/seats-section'
import { signedInApi } from './queued-fetch'
import { renderPage as renderAppPage } from './render-page'

const { fetchMock, answer } = signedInApi()
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path))

/** The seats link each course to its page. */
const renderPage = (Page: () => ReactNode) => renderAppPage(Page, { '/course-detail/$id': 'A course' })

const seat = (free: number): SeatRow => ({
  course_id: 7,
  course_name: 'Safeguarding Adults Level 2',
  course_slug: 'safeguarding-adults-level-2',
  image: '',
  price: 29.99,
  bought: 3,
  assigned: 3 - free,
  free,
})
const amy: StaffMember = { id: 11, name: 'Amy Clarke', email: 'amy@example.com', courses: [] }

describe('SeatsSection', () => {
  it('with no free seat, offers "Buy more seats" (which the page puts in the cart) instead of Assign', async () => {
    const onBuyMore = vi.fn()
    renderPage(() => <SeatsSection seats={[seat(0)]} staff={[amy]} onBuyMore={onBuyMore} />)
    const row = await screen.findByRole('listitem', { name: 'Safeguarding Adults Level 2' })
    expect(within(row).queryByRole('button', { name: 'Assign' })).toBeNull()
    await userEvent.type(within(row).getByLabelText('How many more seats of Safeguarding Adults Level 2?'), '2')
    await userEvent.click(within(row).getByRole('button', { name: 'Buy more seats' }))
    expect(onBuyMore).toHaveBeenCalledWith(
      expect.objectContaining({ course_id: 7, course_name: seat(0).course_name }),
      2,
    )
  })

  it('Assign sends the chosen person and shows the server’s refusal beside the course', async () => {
    renderPage(() => <SeatsSection seats={[seat(1)]} staff={[amy]} onBuyMore={() => {}} />)
    const row = await screen.findByRole('listitem', { name: 'Safeguarding Adults Level 2' })
    answer(409, { message: 'No seats left for this course.' })
    await userEvent.selectOptions(
      within(row).getByLabelText('Staff member for Safeguarding Adults Level 2'),
      'Amy Clarke (amy@example.com)',
    )
    await userEvent.click(within(row).getByRole('button', { name: 'Assign' }))
    expect(await within(row).findByText('No seats left for this course.')).toBeVisible()
    const [assign] = calls('/team/assign')
    expect(JSON.parse(String(assign?.[1]?.body))).toEqual({ course_id: 7, user_id: 11 })
  })
})

describe('BulkInviteForm', () => {
  it('says beside each line why no mail went: already invited (and when one may go) or a limit', async () => {
    renderPage(() => <BulkInviteForm />)
    const wait = 'Invitation already sent to this address. You can send it again from 28 Nov, 09:30 (UK time).'
    const cap = "Your company has sent today's 200 invitation emails, the most a day allows. Invite more tomorrow."
    answer(200, {
      results: [
        { name: 'Amy Clarke', email: 'amy@example.com', outcome: 'already_invited', message: wait },
        { name: 'Ben Okafor', email: 'ben@example.com', outcome: 'limit_reached', message: cap },
      ],
    })
    await userEvent.type(
      await screen.findByLabelText('People to invite'),
      'Amy Clarke, amy@example.com{enter}Ben Okafor, ben@example.com',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Invite all' }))
    const lines = within(await screen.findByRole('list', { name: 'Invitation results' })).getAllByRole('listitem')
    expect(lines.map((line) => line.textContent)).toEqual([
      `Amy Clarke · amy@example.comAlready invited: ${wait}`,
      `Ben Okafor · ben@example.comNot sent: ${cap}`,
    ])
  })

  /** A CSV file whose reading the test watches; `size` may claim more than it holds (no 50 MB in memory). */
  const csvFile = (content: string, size = content.length) => {
    const file = new File([content], 'staff.csv', { type: 'text/csv' })
    Object.defineProperty(file, 'size', { value: size })
    const text = vi.spyOn(file, 'text')
    return { file, text }
  }

  it('refuses a CSV file over 64 KB with a message, without reading it', async () => {
    renderPage(() => <BulkInviteForm />)
    const picker = await screen.findByLabelText('Or upload a CSV file (name, email)')
    const list = screen.getByLabelText('People to invite')
    const huge = csvFile('Amy Clarke, amy@example.com\n', 50 * 1024 * 1024)
    await userEvent.upload(picker, huge.file)
    expect(
      await screen.findByText(
        'This file is too large (over 64 KB). A list of up to 200 people is far smaller: check that you chose the right file.',
      ),
    ).toBeVisible()
    expect(huge.text).not.toHaveBeenCalled()
    expect(list).toHaveValue('')

    // A list of the right size is read into the box, and the message goes.
    const fits = csvFile('Amy Clarke, amy@example.com\n')
    await userEvent.upload(picker, fits.file)
    await waitFor(() => expect(list).toHaveValue('Amy Clarke, amy@example.com\n'))
    expect(screen.queryByText(/too large/)).toBeNull()
  })
})

describe('AcceptInviteForm', () => {
  const details = {
    name: 'Hannah Lowe',
    email: 'hannah@example.com',
    company_name: 'Meadow View Care Ltd',
    account: false,
  }

  it('checks the password by the registration rules, in their order, before sending', async () => {
    answer(200, details)
    const onSignedIn = vi.fn()
    renderPage(() => <AcceptInviteForm token="t0k3n" session={null} onSignedIn={onSignedIn} />)
    expect(await screen.findByText('Meadow View Care Ltd')).toBeVisible()
    const submit = screen.getByRole('button', { name: 'Set password and sign in' })
    await userEvent.type(screen.getByLabelText(/^Password/), 'short')
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'other')
    await userEvent.click(submit)
    expect(await screen.findByText(REGISTER_MESSAGES.passwordLength)).toBeVisible()
    expect(screen.queryByText(REGISTER_MESSAGES.passwordMatch)).toBeNull()
    await userEvent.type(screen.getByLabelText(/^Password/), 'enough1')
    await userEvent.click(submit)
    expect(await screen.findByText(REGISTER_MESSAGES.passwordMatch)).toBeVisible()
    expect(calls('/accept-invite')).toHaveLength(0)

    await userEvent.clear(screen.getByLabelText(/^Confirm password/))
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'shortenough1')
    const session = {
      token: 's'.repeat(43),
      user: { ...details, id: 5, role: 'individual', parent: 2 },
      message: 'Your password is set. Welcome to your team!',
    }
    answer(200, session)
    await userEvent.click(submit)
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled())
    expect(JSON.parse(String(calls('/accept-invite')[0]?.[1]?.body))).toEqual({
      token: 't0k3n',
      password: 'shortenough1',
      password_confirmation: 'shortenough1',
    })
  })

  it('an address with an account answers here, signed in as that address: the call carries the link and the session', async () => {
    const holder = { ...details, account: true }
    const user: User = {
      id: 9,
      name: 'Hannah Lowe',
      email: 'hannah@example.com',
      phone: '7700900123',
      address: '',
      city: 'Leeds',
      country: 'United Kingdom',
      company_name: '',
      role: 'individual',
      parent: 0,
    }
    // Not signed in: asked to log in, and brought back here after.
    answer(200, holder)
    renderPage(() => <AcceptInviteForm token="t0k3n" session={null} onSignedIn={() => {}} />)
    const login = await screen.findByRole('link', { name: 'Log in to accept or decline' })
    expect(login.getAttribute('href')).toBe(`/login?from=${encodeURIComponent('/accept-invite?token=t0k3n')}`)
    expect(screen.queryByRole('button', { name: 'Set password and sign in' })).toBeNull()
    cleanup()

    // Signed in as someone else: told so, and nothing to press.
    answer(200, holder)
    const other = { token: 'x'.repeat(43), user: { ...user, email: 'someone@example.com' } }
    renderPage(() => <AcceptInviteForm token="t0k3n" session={other} onSignedIn={() => {}} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(/sent to another email address/)
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull()
    cleanup()

    // Signed in as the invited address: Accept sends the token, and the account as it is now follows.
    answer(200, holder)
    const onSignedIn = vi.fn()
    const mine = { token: 'y'.repeat(43), user }
    renderPage(() => <AcceptInviteForm token="t0k3n" session={mine} onSignedIn={onSignedIn} />)
    answer(200, { user: { ...user, parent: 2 }, message: "You have joined Meadow View Care Ltd's team." })
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(await screen.findByText("You have joined Meadow View Care Ltd's team.")).toBeVisible()
    expect(JSON.parse(String(calls('/my/invitations/accept')[0]?.[1]?.body))).toEqual({ token: 't0k3n' })
    expect(onSignedIn).toHaveBeenCalledWith({ token: mine.token, user: expect.objectContaining({ parent: 2 }) })
  })

  it('signed in as someone else, the password form for an invited address without an account says it signs them out', async () => {
    answer(200, details)
    const other: User = {
      id: 8,
      name: 'Sam Other',
      email: 'sam@example.com',
      phone: '7700900125',
      address: '',
      city: 'Leeds',
      country: 'United Kingdom',
      company_name: '',
      role: 'individual',
      parent: 0,
    }
    renderPage(() => (
      <AcceptInviteForm token="t0k3n" session={{ token: 'z'.repeat(43), user: other }} onSignedIn={() => {}} />
    ))
    expect(
      await screen.findByText(
        'You are signed in as sam@example.com. This invitation is for hannah@example.com: setting a password signs you out of sam@example.com.',
      ),
    ).toBeVisible()
  })

  it('Decline asks first, saying what it does, and can be undone from the page', async () => {
    const user: User = {
      id: 7,
      name: 'Jo Bloggs',
      email: 'jo@example.com',
      phone: '7700900124',
      address: '',
      city: 'Leeds',
      country: 'United Kingdom',
      company_name: '',
      role: 'individual',
      parent: 0,
    }
    answer(200, { name: 'Jo Bloggs', email: user.email, company_name: 'Meadow View Care Ltd', account: true })
    renderPage(() => <AcceptInviteForm token="t0k3n" session={{ token: 'y'.repeat(43), user }} onSignedIn={() => {}} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }))
    expect(
      screen.getByText(
        'If you decline, Meadow View Care Ltd will not be able to invite you again for 180 days. Decline?',
      ),
    ).toBeVisible()
    expect(calls('/my/invitations/decline')).toHaveLength(0)
    answer(200, { success: true, message: 'Invitation declined.' })
    await userEvent.click(screen.getByRole('button', { name: 'Yes, decline' }))
    expect(await screen.findByText('Invitation declined.')).toBeVisible()
    expect(JSON.parse(String(calls('/my/invitations/decline')[0]?.[1]?.body))).toEqual({ token: 't0k3n' })
    answer(200, { success: true, message: 'Decline undone. You can accept or decline the invitation again.' })
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Decline undone. You can accept or decline the invitation again.')).toBeVisible()
    expect(JSON.parse(String(calls('/my/invitations/undo-decline')[0]?.[1]?.body))).toEqual({ token: 't0k3n' })
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled()
  })

  it('an expired or used link says so and offers the login page', async () => {
    answer(422, {
      message: 'This invitation link is invalid, has expired or has been used. Ask your manager to invite you again.',
    })
    renderPage(() => <AcceptInviteForm token="old" session={null} onSignedIn={() => {}} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(/has expired or has been used/)
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Set password and sign in' })).toBeNull()
  })

  it('a link its person has accepted says they have joined, and leads to their training, not to an error', async () => {
    answer(410, { message: TEAM_MESSAGES.invitationAccepted })
    renderPage(() => <AcceptInviteForm token="used" session={null} onSignedIn={() => {}} />)
    expect(await screen.findByText(TEAM_MESSAGES.invitationAccepted)).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?from=%2Fdashboard')
    cleanup()

    // Signed in (on the device she joined from), straight to her dashboard.
    answer(410, { message: TEAM_MESSAGES.invitationAccepted })
    const user: User = {
      id: 12,
      name: 'Nina Hart',
      email: 'nina@example.com',
      phone: '',
      address: '',
      city: 'York',
      country: 'United Kingdom',
      company_name: 'Willow Court',
      role: 'individual',
      parent: 4,
    }
    renderPage(() => <AcceptInviteForm token="used" session={{ token: 'x'.repeat(43), user }} onSignedIn={() => {}} />)
    expect(await screen.findByText(TEAM_MESSAGES.alreadyJoined)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard')
  })
})
