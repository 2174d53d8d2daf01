import { describe, expect, it } from 'vitest'
import { parseStaffList } from '@/features/team/data/csv'

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
