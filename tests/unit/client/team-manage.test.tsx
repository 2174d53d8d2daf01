// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button'
import { PaymentSucceeded } from '@/features/checkout/components/payment-result'
import { InviteForm } from '@/features/team/components/invite-form'
import { HOLDERS_SHOWN, HOW_MANY_SEATS, SeatsSection } from '@/features/team/components/seats-section'
import { STAFF_PER_PAGE, StaffSection } from '@/features/team/components/staff-section'
import type { Order } from '@/shared/contract/checkout'
import {
  TEAM_MESSAGES,
  UNASSIGN_UNDO_SECONDS,
  type PendingInvitation,
  type SeatRow,
  type StaffMember,
} from '@/shared/contract/team'
import { signedInApi } from './queued-fetch'
import { provideModalDialogs, renderPage as renderAppPage } from './render-page'

const { fetchMock, answer } = signedInApi()
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path))
const bodyOf = (call: Parameters<typeof fetch> | undefined) => JSON.parse(String(call?.[1]?.body)) as unknown

const renderPage = (Page: () => ReactNode) =>
  renderAppPage(Page, { '/course-detail/$id': 'A course', '/team': 'Your team', '/cart': 'The cart' })

beforeAll(provideModalDialogs)
afterEach(() => {
  vi.useRealTimers()
})

const COURSE = 'Safeguarding Adults Level 2'
const seat = (free: number, bought = 3): SeatRow => ({
  course_id: 7,
  course_name: COURSE,
  course_slug: 'safeguarding-adults-level-2',
  image: '',
  price: 29.99,
  bought,
  assigned: bought - free,
  free,
})
const person = (id: number, name: string, courses: StaffMember['courses'] = []): StaffMember => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  courses,
})
const holding = (startedAt: string | null): StaffMember['courses'] => [
  {
    course_id: 7,
    course_name: COURSE,
    assigned_at: '2026-11-01T09:00:00.000Z',
    started_at: startedAt,
    renewal_due: false,
  },
]
// Alphabetically first: the one a preselecting dropdown would have chosen.
const aaron = person(10, 'Aaron Able')
const zoe = person(12, 'Zoe Young')

describe('Assign', () => {
  it('starts with nobody chosen and is refused, without a call, until a person is chosen', async () => {
    renderPage(() => <SeatsSection seats={[seat(2)]} staff={[aaron, zoe]} onBuyMore={() => {}} />)
    const row = await screen.findByRole('listitem', { name: COURSE })
    const choice = within(row).getByLabelText<HTMLSelectElement>(`Staff member for ${COURSE}`)
    expect(choice.value).toBe('')
    await userEvent.click(within(row).getByRole('button', { name: 'Assign' }))
    expect(await within(row).findByText(TEAM_MESSAGES.chooseStaff)).toBeVisible()
    expect(calls('/team/assign')).toHaveLength(0)

    answer(200, { success: true, message: TEAM_MESSAGES.assigned })
    await userEvent.selectOptions(choice, 'Zoe Young (zoe@example.com)')
    await userEvent.click(within(row).getByRole('button', { name: 'Assign' }))
    expect(await within(row).findByText(TEAM_MESSAGES.assigned)).toBeVisible()
    expect(calls('/team/assign').map(bodyOf)).toEqual([{ course_id: 7, user_id: 12 }])
  })
  it('offers a renewal seat to a holder whose completion is due, and no second seat to one whose is not', async () => {
    const due: StaffMember['courses'] = [{ ...holding('2025-11-01T09:00:00.000Z')[0]!, renewal_due: true }]
    renderPage(() => (
      <SeatsSection
        seats={[seat(2)]}
        staff={[person(11, 'Amy Clarke', due), person(13, 'Cal Current', holding('2026-11-02T09:00:00.000Z'))]}
        onBuyMore={() => {}}
      />
    ))
    const row = await screen.findByRole('listitem', { name: COURSE })
    const options = within(within(row).getByLabelText(`Staff member for ${COURSE}`)).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a staff member…',
      'Amy Clarke (amy@example.com) — renewal',
    ])
  })
})

describe('Unassign', () => {
  it('asks first; Cancel takes nothing back', async () => {
    renderPage(() => (
      <SeatsSection seats={[seat(2)]} staff={[person(11, 'Amy Clarke', holding(null))]} onBuyMore={() => {}} />
    ))
    const row = await screen.findByRole('listitem', { name: COURSE })
    await userEvent.click(within(row).getByRole('button', { name: `Unassign Amy Clarke from ${COURSE}` }))
    expect(within(row).getByRole('alert')).toHaveTextContent(`Take back Amy Clarke’s seat on ${COURSE}?`)
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }))
    expect(calls('/team/unassign')).toHaveLength(0)
    expect(within(row).getByRole('button', { name: `Unassign Amy Clarke from ${COURSE}` })).toBeVisible()
  })

  it('confirmed, offers Undo, which puts the seat back', async () => {
    renderPage(() => (
      <SeatsSection seats={[seat(2)]} staff={[person(11, 'Amy Clarke', holding(null))]} onBuyMore={() => {}} />
    ))
    const row = await screen.findByRole('listitem', { name: COURSE })
    answer(200, { success: true, message: TEAM_MESSAGES.unassigned, undo_id: 55 })
    await userEvent.click(within(row).getByRole('button', { name: `Unassign Amy Clarke from ${COURSE}` }))
    await userEvent.click(within(row).getByRole('button', { name: 'Yes, unassign' }))
    expect(await within(row).findByText(TEAM_MESSAGES.unassigned)).toBeVisible()
    expect(calls('/team/unassign').map(bodyOf)).toEqual([{ course_id: 7, user_id: 11 }])

    answer(200, { success: true, message: TEAM_MESSAGES.unassignUndone })
    await userEvent.click(within(row).getByRole('button', { name: 'Undo' }))
    expect(await within(row).findByText(TEAM_MESSAGES.unassignUndone)).toBeVisible()
    expect(calls('/team/unassign/55/undo')).toHaveLength(1)
    expect(within(row).queryByRole('button', { name: 'Undo' })).toBeNull()
  })

  it(`the Undo goes after ${UNASSIGN_UNDO_SECONDS} seconds; the answer stays`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderPage(() => (
      <SeatsSection seats={[seat(2)]} staff={[person(11, 'Amy Clarke', holding(null))]} onBuyMore={() => {}} />
    ))
    const row = await screen.findByRole('listitem', { name: COURSE })
    answer(200, { success: true, message: TEAM_MESSAGES.unassigned, undo_id: 56 })
    await user.click(within(row).getByRole('button', { name: `Unassign Amy Clarke from ${COURSE}` }))
    await user.click(within(row).getByRole('button', { name: 'Yes, unassign' }))
    expect(await within(row).findByRole('button', { name: 'Undo' })).toBeVisible()
    act(() => vi.advanceTimersByTime(UNASSIGN_UNDO_SECONDS * 1000 + 100))
    expect(within(row).queryByRole('button', { name: 'Undo' })).toBeNull()
    expect(within(row).getByText(TEAM_MESSAGES.unassigned)).toBeVisible()
  })

  it('a started seat offers no Unassign and says why', async () => {
    renderPage(() => (
      <SeatsSection
        seats={[seat(2)]}
        staff={[person(11, 'Amy Clarke', holding('2026-11-02T09:00:00.000Z'))]}
        onBuyMore={() => {}}
      />
    ))
    const row = await screen.findByRole('listitem', { name: COURSE })
    expect(within(row).getByText('(started: the seat is in use)')).toBeVisible()
    expect(within(row).queryByRole('button', { name: /^Unassign/ })).toBeNull()
  })
})

describe('Buy more seats', () => {
  it('asks how many, and refuses none or a non-number', async () => {
    const onBuyMore = vi.fn()
    renderPage(() => <SeatsSection seats={[seat(0)]} staff={[aaron]} onBuyMore={onBuyMore} />)
    const row = await screen.findByRole('listitem', { name: COURSE })
    await userEvent.click(within(row).getByRole('button', { name: 'Buy more seats' }))
    expect(within(row).getByRole('alert')).toHaveTextContent(HOW_MANY_SEATS)
    expect(onBuyMore).not.toHaveBeenCalled()
    await userEvent.type(within(row).getByLabelText(`How many more seats of ${COURSE}?`), '4')
    await userEvent.click(within(row).getByRole('button', { name: 'Buy more seats' }))
    expect(onBuyMore).toHaveBeenCalledWith(expect.objectContaining({ course_id: 7 }), 4)
  })
})

describe('the staff list', () => {
  const invitation: PendingInvitation = {
    id: 31,
    name: 'Rob Typo',
    email: 'rob@example.com',
    sent_at: '2026-11-20T09:00:00.000Z',
    expires_at: '2026-11-27T09:00:00.000Z',
  }

  it('removes a leaver only once asked, and says what came back', async () => {
    renderPage(() => <StaffSection staff={[person(11, 'Amy Clarke', holding(null))]} invitations={[]} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Amy Clarke from your team' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Remove Amy Clarke from your team?')
    expect(screen.getByRole('alert')).toHaveTextContent('training record and certificates stay')
    expect(calls('/team/staff/11/remove')).toHaveLength(0)
    const said = 'Amy Clarke is no longer in your team. 1 unstarted seat is free again.'
    answer(200, { success: true, message: said, seats_returned: 1 })
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }))
    expect(await screen.findByText(said)).toBeVisible()
    expect(calls('/team/staff/11/remove')).toHaveLength(1)
  })

  it('withdraws an invitation only once asked; Resend answers beside the row', async () => {
    renderPage(() => <StaffSection staff={[]} invitations={[invitation]} />)
    answer(200, { success: true, message: TEAM_MESSAGES.resent })
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the invitation to Rob Typo' }))
    expect(await screen.findByText(TEAM_MESSAGES.resent)).toBeVisible()

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation to Rob Typo' }))
    expect(calls('/team/invitations/31/withdraw')).toHaveLength(0)
    expect(screen.getByRole('alert')).toHaveTextContent('The link in their email stops working')
    answer(200, { success: true, message: TEAM_MESSAGES.withdrawn })
    await userEvent.click(screen.getByRole('button', { name: 'Yes, withdraw' }))
    expect(await screen.findByText(TEAM_MESSAGES.withdrawn)).toBeVisible()
    expect(calls('/team/invitations/31/withdraw')).toHaveLength(1)
  })
})

describe('a large team', () => {
  const many = (count: number) =>
    Array.from({ length: count }, (_, i) => person(100 + i, `Carer ${String(i + 1).padStart(2, '0')}`, holding(null)))

  it('lists the first holders of a seat, and all of them on "Show all"', async () => {
    renderPage(() => <SeatsSection seats={[seat(0, 14)]} staff={many(14)} onBuyMore={() => {}} />)
    const row = await screen.findByRole('listitem', { name: COURSE })
    const unassign = () => within(row).getAllByRole('button', { name: /^Unassign / })
    expect(unassign()).toHaveLength(HOLDERS_SHOWN)
    await userEvent.click(within(row).getByRole('button', { name: `Show all 14 people with a seat on ${COURSE}` }))
    expect(unassign()).toHaveLength(14)
    expect(within(row).queryByRole('button', { name: /^Show all/ })).toBeNull()
  })

  it('lists the first staff, with a count, and more on "Show more staff"', async () => {
    renderPage(() => <StaffSection staff={many(25)} invitations={[]} />)
    const removes = () => screen.getAllByRole('button', { name: /^Remove .* from your team$/ })
    expect(await screen.findByText(`Showing ${STAFF_PER_PAGE} of 25 staff`)).toBeTruthy()
    expect(removes()).toHaveLength(STAFF_PER_PAGE)
    await userEvent.click(screen.getByRole('button', { name: 'Show more staff' }))
    expect(removes()).toHaveLength(25)
    expect(screen.getByText('Showing 25 of 25 staff')).toBeTruthy()
  })
})

describe('inviting', () => {
  it('tells the manager the next step for someone who already has an account', async () => {
    renderPage(() => <InviteForm />)
    answer(200, { name: 'Olive Grant', email: 'olive@example.com', outcome: 'invited', message: TEAM_MESSAGES.invited })
    await userEvent.type(await screen.findByLabelText(/^Name/), 'Olive Grant')
    await userEvent.type(screen.getByLabelText(/^Email/), 'olive@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText(/If they already have an account with us, they log in/)).toBeVisible()
  })
})

describe('seats named where a company buys them', () => {
  it('the course page: "Buy seats", then how many', async () => {
    renderPage(() => <AddToCartButton item={{ id: 7, image: '', name: COURSE, price: 29.99 }} seats />)
    await userEvent.click(await screen.findByRole('button', { name: 'Buy seats' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('£29.99 a seat')).toBeVisible()
    for (let i = 0; i < 3; i += 1) await userEvent.click(within(dialog).getByRole('button', { name: 'More seats' }))
    expect(within(dialog).getByRole('button', { name: 'Buy 4 seats' })).toBeVisible()
  })

  it('the success page: "4 seats added to your team" and the way to Your team', async () => {
    const order: Order = {
      id: 1,
      number: 'CW-0123456789',
      total: 143.95,
      discount: 0,
      vat: 23.99,
      vat_rule: { ratePercent: 20, zeroGround: 'exempt' },
      coupon_code: null,
      created_at: '2026-11-27T09:00:00.000Z',
      lines: [{ course_id: 7, name: COURSE, price: 29.99, quantity: 4 }],
    }
    renderPage(() => <PaymentSucceeded order={order} seats />)
    expect(await screen.findByText('4 seats added to your team')).toBeVisible()
    await userEvent.click(screen.getByRole('link', { name: 'Go to Your team' }))
    expect(await screen.findByText('Your team')).toBeVisible()
  })
})
