// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BasicInfoForm } from '@/features/booking/components/basic-info-form'
import { DRAFT_IN_ACCOUNT, DRAFT_ON_DEVICE_ONLY } from '@/features/booking/data/draft-messages'
import { getDraft } from '@/features/booking/data/draft-store'
import { db } from '@/lib/db'

const course = {
  id: 17,
  slug: 'ipc-champion-workshop',
  name: 'Infection Control Champion Workshop',
  price: 110,
  image: '',
}
const fetchMock = vi.fn<typeof fetch>()

beforeEach(async () => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  await db.bookingDrafts.clear()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
afterAll(() => db.close())

describe('step 1 form (docs/product-rules.md §5)', () => {
  it('requires name, email, address, postal code and training date; company and notes are optional; sends nothing', async () => {
    const onSaved = vi.fn()
    render(<BasicInfoForm course={course} draft={null} signedIn={false} onSaved={onSaved} />)
    expect(screen.getByLabelText(/Number of delegates/)).toHaveValue(1)
    fireEvent.click(screen.getByRole('button', { name: 'Continue to questions' }))
    expect(await screen.findByText('Name is required.')).toBeInTheDocument()
    expect(screen.getByText('Email is required.')).toBeInTheDocument()
    expect(screen.getByText('Address is required.')).toBeInTheDocument()
    expect(screen.getByText('Postal code is required.')).toBeInTheDocument()
    expect(screen.getByText('Training date is required.')).toBeInTheDocument()
    expect(screen.getByLabelText(/Company name/)).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText(/Notes/)).not.toHaveAttribute('aria-invalid')
    expect(fetchMock).not.toHaveBeenCalled()
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('tells a visitor the booking stays on this device only, and a signed-in person it is in their account', () => {
    const { unmount } = render(<BasicInfoForm course={course} draft={null} signedIn={false} onSaved={() => {}} />)
    expect(screen.getByText(DRAFT_ON_DEVICE_ONLY)).toBeVisible()
    expect(screen.queryByText(DRAFT_IN_ACCOUNT)).toBeNull()
    unmount()
    render(<BasicInfoForm course={course} draft={null} signedIn onSaved={() => {}} />)
    expect(screen.getByText(DRAFT_IN_ACCOUNT)).toBeVisible()
    expect(screen.queryByText(DRAFT_ON_DEVICE_ONLY)).toBeNull()
  })

  it('fewer than 1 delegate is refused', async () => {
    render(<BasicInfoForm course={course} draft={null} signedIn={false} onSaved={() => {}} />)
    fireEvent.change(screen.getByLabelText(/Number of delegates/), { target: { value: '0' } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue to questions' }))
    expect(await screen.findByText('At least 1 delegate.')).toBeInTheDocument()
  })

  it('keeps what is typed in the draft, keyed by course', async () => {
    render(<BasicInfoForm course={course} draft={null} signedIn={false} onSaved={() => {}} />)
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: 'Priya Shah' } })
    fireEvent.change(screen.getByLabelText(/Postal code/), { target: { value: 'LS1 4AB' } })
    await waitFor(async () =>
      expect((await getDraft(17))?.basicInfo).toMatchObject({ name: 'Priya Shah', postal_code: 'LS1 4AB' }),
    )
    expect((await getDraft(17))?.course).toMatchObject({ slug: 'ipc-champion-workshop', price: 110 })
  })

  it('a resumed draft fills the form and shows the refusal that sent it back', async () => {
    render(
      <BasicInfoForm
        course={course}
        signedIn
        onSaved={() => {}}
        draft={{
          courseId: 17,
          course,
          step: 1,
          basicInfo: {
            name: 'Priya',
            email: 'p@example.com',
            address: '1 Elm Rd',
            postal_code: 'LS1',
            notes: '',
            company_name: '',
            training_date: '2031-01-02',
            no_of_users: 3,
          },
          answers: {},
          token: null,
          pendingBasicInfo: null,
          pendingAnswers: null,
          paidIntentId: null,
          error: 'Error: Failed to save booking',
          createdAt: 0,
          updatedAt: 0,
        }}
      />,
    )
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Priya')
    expect(screen.getByLabelText(/Number of delegates/)).toHaveValue(3)
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to save booking')
  })

  const prefill = { name: 'Priya Shah', email: 'priya@example.com', address: '', company_name: 'Elm Care Ltd' }

  it('without a draft, starts from the account’s details, and opening it makes no draft', async () => {
    render(<BasicInfoForm course={course} draft={null} signedIn prefill={prefill} onSaved={() => {}} />)
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Priya Shah')
    expect(screen.getByLabelText(/Email address/)).toHaveValue('priya@example.com')
    expect(screen.getByLabelText(/Company name/)).toHaveValue('Elm Care Ltd')
    expect(screen.getByLabelText(/Training address/)).toHaveValue('')
    expect(await getDraft(17)).toBeUndefined()
    // The first keystroke keeps what is shown, the account's details with it.
    fireEvent.change(screen.getByLabelText(/Postal code/), { target: { value: 'LS1 4AB' } })
    await waitFor(async () =>
      expect((await getDraft(17))?.basicInfo).toMatchObject({ name: 'Priya Shah', company_name: 'Elm Care Ltd' }),
    )
  })

  it('a draft is shown as the user left it: the account’s details do not fill what they emptied', async () => {
    render(
      <BasicInfoForm
        course={course}
        signedIn
        prefill={prefill}
        onSaved={() => {}}
        draft={{
          courseId: 17,
          course,
          step: 1,
          basicInfo: {
            name: 'Sam Carer',
            email: '',
            address: '',
            postal_code: '',
            notes: '',
            company_name: '',
            training_date: '',
            no_of_users: 1,
          },
          answers: {},
          token: null,
          pendingBasicInfo: null,
          pendingAnswers: null,
          paidIntentId: null,
          error: null,
          createdAt: 0,
          updatedAt: 0,
        }}
      />,
    )
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Sam Carer')
    expect(screen.getByLabelText(/Email address/)).toHaveValue('')
    expect(screen.getByLabelText(/Company name/)).toHaveValue('')
  })
})
