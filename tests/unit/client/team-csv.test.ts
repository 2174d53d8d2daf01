import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { overviewCsv, parseStaffList } from '../../../src/features/team/data/csv'

describe('parseStaffList (bulk invitations)', () => {
  it('reads pasted lines of "name, email", skipping blank lines and a header', async () => {
    expect(
      await parseStaffList('name,email\nAmy Clarke, amy@example.com\n\n  Ben Okafor ,ben@example.com  \n'),
    ).toEqual([
      { name: 'Amy Clarke', email: 'amy@example.com' },
      { name: 'Ben Okafor', email: 'ben@example.com' },
    ])
  })

  it('reads a spreadsheet CSV with quoted names holding commas and Windows line ends', async () => {
    expect(await parseStaffList('"Okafor, Ben",ben@example.com\r\n"Clarke, Amy",amy@example.com\r\n')).toEqual([
      { name: 'Okafor, Ben', email: 'ben@example.com' },
      { name: 'Clarke, Amy', email: 'amy@example.com' },
    ])
  })

  it('keeps a line without an email, or with extra fields, so the server can call it invalid', async () => {
    expect(await parseStaffList('Just A Name\nA, a@example.com, extra')).toEqual([
      { name: 'Just A Name', email: '' },
      { name: 'A', email: 'a@example.com, extra' },
    ])
  })
})

describe('overviewCsv (Download CSV)', () => {
  const team = {
    staff: [
      {
        id: 1,
        name: 'Amy Clarke',
        email: 'amy@example.com',
        courses: [
          {
            course_id: 7,
            course_name: 'Safeguarding Adults Level 2',
            assigned_at: '2026-11-01T09:00:00.000Z',
            started_at: '2026-11-03T10:00:00.000Z',
          },
          {
            course_id: 8,
            course_name: 'Fire Safety, Level 1',
            assigned_at: '2026-11-02T09:00:00.000Z',
            started_at: null,
          },
        ],
      },
      { id: 2, name: '=HYPERLINK("x")', email: 'x@example.com', courses: [] },
      {
        id: 3,
        name: '=cmd',
        email: 'c@example.com',
        courses: [
          {
            course_id: 7,
            course_name: 'Safeguarding Adults Level 2',
            assigned_at: '2026-11-04T00:00:00.000Z',
            started_at: null,
          },
        ],
      },
    ],
  }

  it('has one row per person and course: name, email, course, assigned on, started on', async () => {
    const rows = Papa.parse<string[]>((await overviewCsv(team)).trim()).data
    expect(rows[0]).toEqual(['Name', 'Email', 'Course', 'Assigned on', 'Started on'])
    expect(rows[1]).toEqual([
      'Amy Clarke',
      'amy@example.com',
      'Safeguarding Adults Level 2',
      '2026-11-01',
      '2026-11-03',
    ])
    expect(rows[2]).toEqual(['Amy Clarke', 'amy@example.com', 'Fire Safety, Level 1', '2026-11-02', ''])
    expect(rows).toHaveLength(5)
  })

  it('lists every staff member: one with no course has a row of their own, the course left empty', async () => {
    const rows = Papa.parse<string[]>((await overviewCsv(team)).trim()).data
    expect(rows[3]).toEqual([`'=HYPERLINK("x")`, 'x@example.com', '', '', ''])
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      'amy@example.com',
      'amy@example.com',
      'x@example.com',
      'c@example.com',
    ])
  })

  it('a name that looks like a formula does not run as one in a spreadsheet', async () => {
    const rows = Papa.parse<string[]>((await overviewCsv(team)).trim()).data
    expect(rows[4]![0]).toBe("'=cmd")
  })
  it('a name on two lines that starts like a formula is escaped too', async () => {
    const member = { ...team.staff[2]!, name: '=HYPERLINK("http://evil.example","Open")\nx' }
    const rows = Papa.parse<string[]>((await overviewCsv({ staff: [member] })).trim()).data
    expect(rows[1]![0]).toBe(`'${member.name}`)
  })
})
