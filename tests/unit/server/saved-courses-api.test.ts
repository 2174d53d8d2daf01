import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueCalls } from '@/shared/contract/catalogue'
import { createSession } from '../../../server/auth/session'
import { courses, users } from '../../../server/db/schema'
import { createTestApp } from '../../helpers/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
let slugs: string[]

beforeAll(async () => {
  t = await createTestApp()
  slugs = (await t.db.select({ slug: courses.slug }).from(courses).orderBy(asc(courses.id)).limit(4)).map(
    (row) => row.slug,
  )
})
afterAll(() => t.close())

let counter = 0
async function login() {
  const [user] = await t.db
    .insert(users)
    .values({ name: 'Saver', email: `saver-${++counter}@example.com`, role: 'individual', passwordHash: 'x' })
    .returning({ id: users.id })
  const token = await createSession(t.db, user!.id, false)
  return { authorization: `Bearer ${token}` }
}

type Change = { slug: string; saved: boolean; changed_at: number }

async function change(headers: Record<string, string>, changes: Change[]) {
  const res = await t.app.inject({ method: 'POST', url: '/api/my/saved-courses', headers, payload: { changes } })
  expect(res.statusCode, res.body).toBe(200)
  return catalogueCalls.changeSavedCourses.response.parse(res.json()).data
}

async function list(headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: '/api/my/saved-courses', headers })
  expect(res.statusCode).toBe(200)
  return catalogueCalls.mySavedCourses.response.parse(res.json()).data
}

const savedSlugs = (data: Change[]) => data.filter((entry) => entry.saved).map((entry) => entry.slug)

describe('GET and POST /my/saved-courses', () => {
  it('keeps the account’s saved list and hands it back on any device', async () => {
    const me = await login()
    const now = Date.now()
    const answer = await change(me, [
      { slug: slugs[0]!, saved: true, changed_at: now - 2_000 },
      { slug: slugs[1]!, saved: true, changed_at: now - 1_000 },
    ])
    expect(answer).toEqual([
      { slug: slugs[0], saved: true, changed_at: now - 2_000 },
      { slug: slugs[1], saved: true, changed_at: now - 1_000 },
    ])
    expect(await list(me)).toEqual(answer)
  })

  it('needs a session; one account never sees or changes another’s list', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/my/saved-courses' })).statusCode).toBe(401)
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/my/saved-courses',
      payload: { changes: [{ slug: slugs[0], saved: true, changed_at: 1 }] },
    })
    expect(anonymous.statusCode).toBe(401)

    const owner = await login()
    const stranger = await login()
    await change(owner, [{ slug: slugs[0]!, saved: true, changed_at: Date.now() }])
    expect(await list(stranger)).toEqual([])
    // The stranger's changes are the stranger's own.
    await change(stranger, [{ slug: slugs[0]!, saved: false, changed_at: Date.now() }])
    expect(savedSlugs(await list(owner))).toEqual([slugs[0]])
  })

  it('keeps the change made last per course: an older save from an offline phone does not undo a later removal', async () => {
    const me = await login()
    const now = Date.now()
    await change(me, [{ slug: slugs[2]!, saved: true, changed_at: now - 60_000 }])
    // Taken off at the office…
    await change(me, [{ slug: slugs[2]!, saved: false, changed_at: now - 10_000 }])
    // …while a phone, offline, had saved it again earlier: it arrives last, and loses.
    const after = await change(me, [{ slug: slugs[2]!, saved: true, changed_at: now - 30_000 }])
    expect(after).toEqual([{ slug: slugs[2], saved: false, changed_at: now - 10_000 }])
    // A later save wins; within one call, the last change of a course counts.
    const again = await change(me, [
      { slug: slugs[2]!, saved: true, changed_at: now - 2_000 },
      { slug: slugs[2]!, saved: false, changed_at: now - 5_000 },
    ])
    expect(again).toEqual([{ slug: slugs[2], saved: true, changed_at: now - 2_000 }])
  })

  it('a time ahead of the server’s clock counts as now', async () => {
    const me = await login()
    const before = Date.now()
    const [entry] = await change(me, [{ slug: slugs[3]!, saved: true, changed_at: before + 86_400_000 }])
    expect(entry!.changed_at).toBeGreaterThanOrEqual(before)
    expect(entry!.changed_at).toBeLessThanOrEqual(Date.now())
  })

  it('passes over a slug the catalogue does not hold; the rest of the changes still count', async () => {
    const me = await login()
    const data = await change(me, [
      { slug: 'a-course-since-dropped', saved: true, changed_at: Date.now() },
      { slug: slugs[1]!.toUpperCase(), saved: true, changed_at: Date.now() },
    ])
    expect(savedSlugs(data)).toEqual([slugs[1]])
  })

  it('refuses what is not a list of changes (422), more than 100 at once (422), an oversize body (413), and JSON that does not parse (400)', async () => {
    const me = await login()
    const post = (payload: string | object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/my/saved-courses',
        headers: { ...me, 'content-type': 'application/json' },
        payload,
      })
    const empty = await post({ changes: [] })
    expect(empty.statusCode).toBe(422)
    expect(empty.json().errors.changes).toEqual(['Send at least one change.'])
    const badSlug = await post({ changes: [{ slug: '../etc', saved: true, changed_at: 1 }] })
    expect(badSlug.statusCode).toBe(422)
    expect(badSlug.json().errors['changes.0.slug']).toEqual(['Must be an id or a slug.'])
    const many = Array.from({ length: 101 }, () => ({ slug: slugs[0], saved: true, changed_at: 1 }))
    const tooMany = await post({ changes: many })
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json().errors.changes).toEqual(['At most 100 changes at a time.'])

    const huge = await post(JSON.stringify({ changes: [{ slug: 'x'.repeat(70_000), saved: true, changed_at: 1 }] }))
    expect(huge.statusCode).toBe(413)
    expect(huge.json().message).toBe('The request body is too large (the limit is 64 kB).')
    const broken = await post('{"changes": [')
    expect(broken.statusCode).toBe(400)
    expect(await list(me)).toEqual([])
  })
})
