import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { matrixCsv, renewalLines } from '@/features/team/data/training-matrix'
import type { MatrixCell, TrainingMatrix } from '@/shared/contract/training-matrix'

const course = (id: number, name: string) => ({
  course_id: id,
  course_name: name,
  course_slug: `course-${id}`,
  image: '',
  price: 25,
  validity_months: 12,
})
const cell = (courseId: number, fields: Partial<MatrixCell>): MatrixCell => ({
  course_id: courseId,
  status: 'not-started',
  assigned_at: null,
  started_at: null,
  completed_at: null,
  expires_at: null,
  certificate_number: null,
  ...fields,
})

const matrix: Pick<TrainingMatrix, 'courses' | 'staff'> = {
  courses: [course(7, 'Safeguarding Adults Level 2'), course(8, 'Fire Safety, Level 1')],
  staff: [
    {
      id: 1,
      name: 'Amy Clarke',
      email: 'amy@example.com',
      current: true,
      cells: [
        cell(7, {
          status: 'valid',
          assigned_at: '2025-01-02T09:00:00.000Z',
          started_at: '2025-01-03T09:00:00.000Z',
          completed_at: '2025-01-10T09:00:00.000Z',
          expires_at: '2028-01-10T09:00:00.000Z',
          certificate_number: 'CW-2025-ABCDEFGH',
        }),
        cell(8, { status: 'due', completed_at: '2025-12-01T09:00:00.000Z', expires_at: '2026-12-01T09:00:00.000Z' }),
      ],
    },
    { id: 2, name: '=HYPERLINK("x")', email: 'x@example.com', current: true, cells: [] },
    {
      id: 3,
      name: 'Ben Okafor',
      email: 'ben@example.com',
      current: true,
      cells: [
        cell(8, {
          status: 'expired',
          completed_at: '2024-10-01T09:00:00.000Z',
          expires_at: '2025-10-01T09:00:00.000Z',
        }),
      ],
    },
    {
      id: 4,
      name: 'Lou Leaver',
      email: 'lou@example.com',
      current: false,
      cells: [
        cell(8, {
          status: 'expired',
          completed_at: '2024-10-01T09:00:00.000Z',
          expires_at: '2025-10-01T09:00:00.000Z',
        }),
      ],
    },
  ],
}

describe('the training matrix CSV (Download CSV)', () => {
  it('lists every staff member × course: status, dates, certificate number and expiry', async () => {
    const rows = Papa.parse<string[]>((await matrixCsv(matrix)).trim()).data
    expect(rows[0]).toEqual([
      'Name',
      'Email',
      'In the team',
      'Course',
      'Status',
      'Assigned on',
      'Started on',
      'Completed on',
      'Certificate number',
      'Expires on',
    ])
    expect(rows[1]).toEqual([
      'Amy Clarke',
      'amy@example.com',
      'Yes',
      'Safeguarding Adults Level 2',
      'Completed',
      '2025-01-02',
      '2025-01-03',
      '2025-01-10',
      'CW-2025-ABCDEFGH',
      '2028-01-10',
    ])
    expect(rows[2]).toEqual([
      'Amy Clarke',
      'amy@example.com',
      'Yes',
      'Fire Safety, Level 1',
      'Due',
      '',
      '',
      '2025-12-01',
      '',
      '2026-12-01',
    ])
    // Someone with no course assigned is listed against each course, so the untrained show too.
    expect(rows[3]).toEqual([
      `'=HYPERLINK("x")`,
      'x@example.com',
      'Yes',
      'Safeguarding Adults Level 2',
      'Not assigned',
      '',
      '',
      '',
      '',
      '',
    ])
    expect(rows[6]).toEqual([
      'Ben Okafor',
      'ben@example.com',
      'Yes',
      'Fire Safety, Level 1',
      'Expired',
      '',
      '',
      '2024-10-01',
      '',
      '2025-10-01',
    ])
    expect(rows[8]?.slice(0, 5)).toEqual(['Lou Leaver', 'lou@example.com', 'Left', 'Fire Safety, Level 1', 'Expired'])
    expect(rows).toHaveLength(1 + 4 * 2)
  })

  it('lists people even when the company has no course yet', async () => {
    const rows = Papa.parse<string[]>((await matrixCsv({ courses: [], staff: matrix.staff.slice(0, 1) })).trim()).data
    expect(rows.slice(1)).toEqual([['Amy Clarke', 'amy@example.com', 'Yes', '', '', '', '', '', '', '']])
  })
})

describe('Renew', () => {
  it('asks for a seat of each course for each current staff member due or expired', () => {
    expect(renewalLines(matrix)).toEqual([{ course: matrix.courses[1], quantity: 2 }])
  })

  it('asks for nothing when nothing is due', () => {
    expect(renewalLines({ courses: matrix.courses, staff: matrix.staff.slice(1, 2) })).toEqual([])
  })
})
