// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { MatrixCell, TrainingMatrix as Matrix } from '@/shared/contract/training-matrix'
import { CARDS_PER_PAGE, TrainingMatrix } from '@/features/team/components/training-matrix'
import { signedInApi } from './queued-fetch'
import { renderPage } from './render-page'

const { answer } = signedInApi()

/** jsdom has no media queries: the screen is as wide as the test says. */
function screenWidth(px: number) {
  vi.stubGlobal('matchMedia', (query: string): Partial<MediaQueryList> => ({
    matches: /min-width:\s*(\d+)px/.exec(query) ? px >= Number(/min-width:\s*(\d+)px/.exec(query)![1]) : false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

/** Few courses and no certificates: jsdom's role queries slow down with every control on the page. */
const COURSES = 2
/** 45 staff × `courses` courses; every fifth person's first course (all of them, with `allDue`) is expired, the rest valid. */
function largeMatrix(courses = COURSES, allDue = false): Matrix {
  const cell = (courseId: number, status: MatrixCell['status']): MatrixCell => ({
    course_id: courseId,
    status,
    assigned_at: '2026-01-05T09:00:00.000Z',
    started_at: '2026-01-06T09:00:00.000Z',
    completed_at: '2026-01-07T09:00:00.000Z',
    expires_at: status === 'expired' ? '2026-11-01T09:00:00.000Z' : '2027-01-07T09:00:00.000Z',
    certificate_number: null,
  })
  return {
    company_name: 'Big Care',
    as_of: '2026-11-27T12:00:00.000Z',
    courses: Array.from({ length: courses }, (_, i) => ({
      course_id: i + 1,
      course_name: `Course ${i + 1}`,
      course_slug: `course-${i + 1}`,
      image: '',
      price: 20,
      validity_months: 12,
    })),
    staff: Array.from({ length: 45 }, (_, i) => ({
      id: 100 + i,
      name: `Carer ${String(i + 1).padStart(2, '0')}`,
      email: `carer-${i + 1}@example.com`,
      current: true,
      cells: Array.from({ length: courses }, (_, c) =>
        cell(c + 1, (c === 0 || allDue) && i % 5 === 0 ? 'expired' : 'valid'),
      ),
    })),
  }
}

const cards = () => within(screen.getByRole('list', { name: 'Training by staff member' })).getAllByRole('listitem')

describe('the training matrix on a phone', () => {
  it('shows the first 20 people as cards with a count, more on "Show more", and no table', async () => {
    screenWidth(412)
    answer(200, largeMatrix())
    renderPage(() => <TrainingMatrix onRenew={() => {}} />)
    await screen.findByRole('list', { name: 'Training by staff member' })
    expect(cards()).toHaveLength(CARDS_PER_PAGE)
    expect(screen.getByText('Showing 20 of 45')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(cards()).toHaveLength(40)
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(cards()).toHaveLength(45)
    expect(screen.getByText('Showing 45 of 45')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
  })

  it('"Due or expired only" keeps the people with training due or expired', async () => {
    screenWidth(412)
    answer(200, largeMatrix())
    renderPage(() => <TrainingMatrix onRenew={() => {}} />)
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Due or expired only' }))
    expect(cards().map((card) => within(card).getByText(/^Carer \d+$/).textContent)).toEqual([
      'Carer 01',
      'Carer 06',
      'Carer 11',
      'Carer 16',
      'Carer 21',
      'Carer 26',
      'Carer 31',
      'Carer 36',
      'Carer 41',
    ])
    expect(screen.getByText('Showing 9 of 9 with training due or expired')).toBeTruthy()
    for (const card of cards()) expect(within(card).getByText('Expired')).toBeTruthy()
  })

  it('lists on each card what needs action, counts the valid training in a line, and lists it all on "Show all"', async () => {
    screenWidth(412)
    answer(200, largeMatrix())
    renderPage(() => <TrainingMatrix onRenew={() => {}} />)
    await screen.findByRole('list', { name: 'Training by staff member' })
    // Carer 01: Course 1 expired, Course 2 valid.
    const [due, settled] = cards()
    expect(within(due!).getByText('Course 1')).toBeTruthy()
    expect(within(due!).getByText('Expired')).toBeTruthy()
    expect(within(due!).queryByText('Course 2')).toBeNull()
    expect(within(due!).getByText('1 completed and valid.')).toBeTruthy()
    await userEvent.click(within(due!).getByRole('button', { name: 'Show all 2 courses' }))
    expect(within(due!).getByText('Course 2')).toBeTruthy()
    expect(within(due!).getByText('Completed')).toBeTruthy()
    expect(
      within(due!).getByRole('button', { name: 'Show what needs action only' }).getAttribute('aria-expanded'),
    ).toBe('true')
    // Carer 02: everything valid.
    expect(within(settled!).getByText('Nothing due or outstanding.')).toBeTruthy()
    expect(within(settled!).getByText('2 completed and valid.')).toBeTruthy()
    expect(within(settled!).queryByText('Course 1')).toBeNull()
  })

  it('renders the whole table, everyone in it, the moment the page is printed, and the cards again after', async () => {
    screenWidth(412)
    answer(200, largeMatrix())
    renderPage(() => <TrainingMatrix onRenew={() => {}} />)
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Due or expired only' }))
    // The browser lays the page out for paper straight after its beforeprint listeners return.
    window.dispatchEvent(new Event('beforeprint'))
    const table = screen.getByRole('table', { name: 'Training matrix' })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 45)
    window.dispatchEvent(new Event('afterprint'))
    expect(await screen.findByRole('list', { name: 'Training by staff member' })).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()

    // The Print button: the table is there when the print dialog opens.
    const tableWhenPrinted = vi.fn(() => screen.queryByRole('table', { name: 'Training matrix' }) !== null)
    vi.stubGlobal('print', tableWhenPrinted)
    await userEvent.click(screen.getByRole('button', { name: 'Print' }))
    expect(tableWhenPrinted).toHaveReturnedWith(true)
  })
})

describe('the Renew bar', () => {
  it('names up to three due courses in its sentence', async () => {
    screenWidth(412)
    answer(200, largeMatrix(3, true))
    renderPage(() => <TrainingMatrix onRenew={() => {}} />)
    expect((await screen.findByText(/^Due or expired:/)).closest('p')?.textContent).toBe(
      'Due or expired: 9 × Course 1, 9 × Course 2, 9 × Course 3.',
    )
    expect(screen.getByRole('button', { name: 'Renew (27 seats)' })).toBeTruthy()
  })

  it('counts more in one line, the courses listed under it when opened, and Renew buys them all', async () => {
    screenWidth(412)
    answer(200, largeMatrix(4, true))
    const onRenew = vi.fn()
    renderPage(() => <TrainingMatrix onRenew={onRenew} />)
    const summary = await screen.findByText(/^Due or expired:/)
    expect(summary.textContent).toBe('Due or expired: 36 seats of 4 courses')
    expect(summary.closest('details')?.open).toBe(false)
    await userEvent.click(summary)
    expect(summary.closest('details')?.open).toBe(true)
    expect(
      within(summary.closest('details')!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['9 × Course 1', '9 × Course 2', '9 × Course 3', '9 × Course 4'])
    await userEvent.click(screen.getByRole('button', { name: 'Renew (36 seats)' }))
    expect(onRenew.mock.calls[0]![0]).toHaveLength(4)
  })
})

describe('the training matrix on a wide screen', () => {
  it('is a table of everyone, with no cards', async () => {
    screenWidth(1280)
    answer(200, largeMatrix())
    renderPage(() => <TrainingMatrix onRenew={() => {}} />)
    const table = await screen.findByRole('table', { name: 'Training matrix' })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 45)
    expect(screen.queryByRole('list', { name: 'Training by staff member' })).toBeNull()
  })
})
