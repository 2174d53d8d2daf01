// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Course, SavedCourseState } from '@/shared/contract/catalogue'
import { planList, syncSavedCourseCopies } from '@/features/catalogue/data/saved-course-copies'
import { saveCourse, unsaveCourse, type SavedCourse } from '@/features/catalogue/data/saved-courses'
import { db } from '@/lib/db'
import { configureSignedInAccount } from '@/lib/signed-in-account'

const connection = vi.hoisted(() => ({ online: true }))
vi.mock('@/lib/online-status', async () => {
  const { isApiError } = await import('@/lib/api-client')
  return {
    isOnline: () => connection.online,
    checkReachability: async () => connection.online,
    isNoAnswer: (error: unknown) => isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'),
    onOnlineChange: () => () => {},
    useOnlineStatus: () => connection.online,
  }
})

const ACCOUNT = 41
/** Courses of the catalogue, by slug (no pictures: jsdom draws none). */
const catalogue = new Map<string, Course>(
  ['dementia-awareness', 'safeguarding-adults', 'moving-and-handling'].map((slug, index) => [
    slug,
    {
      id: index + 1,
      slug,
      name: slug.replace(/-/g, ' '),
      title: '',
      image: '',
      gallery1: '',
      gallery2: '',
      gallery3: '',
      price: 25,
      short_description: '',
      course_for: 'online',
      category_id: 1,
      description: '',
      what_you_learn: '',
      MOA: '',
      certification: '',
      key_features: '',
      endorsement: '',
      why_study_this_course: '',
      course_learning_outcomes: '',
      key_benefits: '',
      career_impact: '',
    } as Course,
  ]),
)
const [DEMENTIA, SAFEGUARDING, HANDLING] = [...catalogue.keys()] as [string, string, string]

/** The account's list as the server keeps it (server/content/saved-courses.ts): the later change of each course wins. */
const server = new Map<string, { saved: boolean; changed_at: number }>()
const list = () => [...server].map(([slug, entry]) => ({ slug, ...entry }))
const fetched: string[] = []
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  if (!connection.online) throw new TypeError('Failed to fetch')
  const path = String(input).replace(/^.*\/api/, '')
  if (path === '/my/saved-courses' && init?.method === 'POST') {
    const { changes } = JSON.parse(String(init.body)) as { changes: SavedCourseState[] }
    for (const change of changes) {
      const current = server.get(change.slug)
      if (!current || current.changed_at < change.changed_at)
        server.set(change.slug, { saved: change.saved, changed_at: change.changed_at })
    }
    return json({ data: list() })
  }
  if (path === '/my/saved-courses') return json({ data: list() })
  const course = /^\/course\/([a-z-]+)$/.exec(path)
  if (course) {
    fetched.push(course[1]!)
    const found = catalogue.get(course[1]!)
    return found ? json({ course: found }) : json({ message: 'No course found.' }, 404)
  }
  if (path.startsWith('/coursefaq/')) return json({ data: [{ id: 1, question: 'How long?', answere: 'An hour.' }] })
  return json({ message: 'Not found.' }, 404)
})

let account: number | null = ACCOUNT
configureSignedInAccount(() => account)

beforeEach(async () => {
  account = ACCOUNT
  connection.online = true
  server.clear()
  fetched.length = 0
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  await Promise.all([db.savedCourses.clear(), db.savedCourseRemovals.clear()])
})
afterEach(() => vi.unstubAllGlobals())
afterAll(() => db.close())

const save = (slug: string) => saveCourse({ course: catalogue.get(slug)!, seo: { title: slug, description: '' } }, [])
const slugsHere = async () => (await db.savedCourses.toArray()).map((course) => course.slug).sort()

describe('the account’s saved list', () => {
  it('a course saved here goes on the account’s list', async () => {
    await save(DEMENTIA)
    await syncSavedCourseCopies(true)
    expect(server.get(DEMENTIA)).toMatchObject({ saved: true })
    expect((await db.savedCourses.get(1))?.accountId).toBe(ACCOUNT)
  })

  it('on a cleared device the list comes back, each course fetched again with its FAQs for offline', async () => {
    server.set(DEMENTIA, { saved: true, changed_at: 100 })
    server.set(SAFEGUARDING, { saved: true, changed_at: 200 })
    server.set(HANDLING, { saved: false, changed_at: 300 })
    await syncSavedCourseCopies(true)
    expect(await slugsHere()).toEqual([DEMENTIA, SAFEGUARDING])
    expect(fetched.sort()).toEqual([DEMENTIA, SAFEGUARDING])
    expect(await db.savedCourses.get(1)).toMatchObject({
      accountId: ACCOUNT,
      savedAt: 100,
      faqs: [{ question: 'How long?', answer: 'An hour.' }],
    })
  })

  it('a course taken off here leaves the list, also when taken off offline; it is not fetched back meanwhile', async () => {
    await save(DEMENTIA)
    await syncSavedCourseCopies(true)
    connection.online = false
    await unsaveCourse(1)
    connection.online = true
    // Another run on this device takes in the list, which still has it: the removal goes first.
    await syncSavedCourseCopies(true)
    expect(server.get(DEMENTIA)).toMatchObject({ saved: false })
    expect(await slugsHere()).toEqual([])
    expect(await db.savedCourseRemovals.count()).toBe(0)
  })

  it('a course taken off on another device later leaves this one; an older removal does not', async () => {
    await save(DEMENTIA)
    await save(SAFEGUARDING)
    await syncSavedCourseCopies(true)
    const here = (await db.savedCourses.get(1))!.savedAt
    server.set(DEMENTIA, { saved: false, changed_at: here + 1_000 })
    await syncSavedCourseCopies(true)
    expect(await slugsHere()).toEqual([SAFEGUARDING])
  })

  it('a visitor’s saved courses stay on the device, and go on the list of whoever signs in next', async () => {
    account = null
    await save(DEMENTIA)
    await unsaveCourse(1)
    await save(SAFEGUARDING)
    expect(await db.savedCourseRemovals.count()).toBe(0)
    await syncSavedCourseCopies(true)
    expect(fetchMock).not.toHaveBeenCalled()
    account = ACCOUNT
    await syncSavedCourseCopies(true)
    expect([...server.keys()]).toEqual([SAFEGUARDING])
  })

  it('planList: only courses saved here for this account follow its removals', () => {
    const course = (slug: string, accountId: number | null, savedAt = 50) =>
      ({ id: 1, slug, savedAt, accountId }) as SavedCourse
    const plan = planList(
      [
        { slug: DEMENTIA, saved: false, changed_at: 100 },
        { slug: SAFEGUARDING, saved: false, changed_at: 100 },
        { slug: HANDLING, saved: true, changed_at: 100 },
      ],
      [course(DEMENTIA, ACCOUNT), course(SAFEGUARDING, 7)],
      [{ id: 3, slug: HANDLING, accountId: ACCOUNT, at: 200 }],
      ACCOUNT,
    )
    expect(plan.drop.map((entry) => entry.slug)).toEqual([DEMENTIA])
    expect(plan.fetch).toEqual([])
  })
})
