// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BookingDraftContent, SavedBookingDraft } from '@/shared/contract/booking'
import { copyOf, planCopies, syncDraftCopies } from '@/features/booking/data/draft-copies'
import {
  getDraft,
  queueBasicInfo,
  removeDraft,
  saveBasicInfoFields,
  setAnswer,
  type BookingDraft,
} from '@/features/booking/data/draft-store'
import { db } from '@/lib/db'
import { configureSignedInAccount } from '@/lib/signed-in-account'

// The connection as the app sees it, switched by the tests.
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
const course = {
  id: 6,
  slug: 'care-certificate-induction-workshop',
  name: 'Care Certificate Induction Workshop',
  price: 120,
  image: '/images/courses/x.svg',
}
const TOKEN = 'tok_'.padEnd(43, 'x')

/**
 * The account's copies as the server keeps them (server/bookings/drafts.ts): the copy
 * changed last wins; a discard is kept as `null`. `fetch` answers from it, or fails offline.
 */
const server = new Map<number, { content: BookingDraftContent | null; updated_at: number }>()
const calls: string[] = []
const saved = (courseId: number): SavedBookingDraft | null => {
  const row = server.get(courseId)
  return row?.content ? { ...row.content, course: { ...course, id: courseId }, updated_at: row.updated_at } : null
}
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  if (!connection.online) throw new TypeError('Failed to fetch')
  const path = String(input).replace(/^.*\/api/, '')
  calls.push(`${init?.method ?? 'GET'} ${path}`)
  if (init?.method === 'POST') {
    const body = JSON.parse(String(init.body)) as {
      course_id: number
      updated_at: number
      draft: BookingDraftContent | null
    }
    const current = server.get(body.course_id)
    const applied = !current || current.updated_at < body.updated_at
    if (applied) server.set(body.course_id, { content: body.draft, updated_at: body.updated_at })
    return json({ applied, draft: saved(body.course_id) })
  }
  return json({ data: [...server.keys()].flatMap((id) => saved(id) ?? []) })
})

/** Another device of the account wrote this copy. */
function writtenElsewhere(updatedAt: number, overrides: Partial<BookingDraftContent> = {}, courseId = course.id) {
  server.set(courseId, {
    updated_at: updatedAt,
    content: {
      step: 2,
      basic_info: {
        name: 'Typed at the office',
        email: 'priya@care-home.example',
        address: '12 Elm Road',
        postal_code: 'LS1 4AB',
        notes: '',
        company_name: '',
        training_date: '2031-03-14',
        no_of_users: 3,
      },
      answers: { '11': 'Yes' },
      token: TOKEN,
      ...overrides,
    },
  })
}

let account: number | null = ACCOUNT
configureSignedInAccount(() => account)

beforeEach(async () => {
  account = ACCOUNT
  connection.online = true
  server.clear()
  calls.length = 0
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  await Promise.all([db.bookingDrafts.clear(), db.draftDiscards.clear()])
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
afterAll(() => db.close())

const draft = (overrides: Partial<BookingDraft>): BookingDraft => ({
  courseId: course.id,
  course,
  step: 1,
  basicInfo: {
    name: 'Priya',
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
  createdAt: 1,
  updatedAt: 100,
  ...overrides,
})
const copy = (courseId: number, updatedAt: number): SavedBookingDraft => ({
  ...copyOf(draft({ courseId })),
  course: { ...course, id: courseId },
  updated_at: updatedAt,
})

describe('what a sync does with each draft (planCopies)', () => {
  it('takes the server’s copy when it is later, sends this device’s when it is, and leaves equal ones alone', () => {
    const older = draft({ courseId: 1, updatedAt: 100, accountId: ACCOUNT, syncedAt: 90 })
    const newer = draft({ courseId: 2, updatedAt: 300, accountId: ACCOUNT, syncedAt: 200 })
    const same = draft({ courseId: 3, updatedAt: 500, accountId: ACCOUNT, syncedAt: 500 })
    const plan = planCopies([older, newer, same], [copy(1, 150), copy(2, 200), copy(3, 500)], ACCOUNT)
    expect(plan.take).toEqual([{ copy: copy(1, 150), unless: 100 }])
    expect(plan.send).toEqual([newer])
    expect(plan.mark).toEqual([])
    expect(plan.drop).toEqual([])
  })

  it('a copy only the server has is taken in; a draft only this device has is sent, unless it was ended elsewhere', () => {
    const visitors = draft({ courseId: 1 })
    const endedElsewhere = draft({ courseId: 2, accountId: ACCOUNT, updatedAt: 70, syncedAt: 70 })
    const changedSince = draft({ courseId: 3, accountId: ACCOUNT, updatedAt: 80, syncedAt: 70 })
    const untouched = draft({ courseId: 4, basicInfo: { ...draft({}).basicInfo, name: '' } })
    const plan = planCopies([visitors, endedElsewhere, changedSince, untouched], [copy(9, 10)], ACCOUNT)
    expect(plan.take).toEqual([{ copy: copy(9, 10), unless: undefined }])
    expect(plan.send).toEqual([visitors, changedSince])
    expect(plan.drop).toEqual([{ courseId: 2, unless: 70 }])
  })

  it('another account’s draft (its session ended without logging out) leaves this device', () => {
    const theirs = draft({ courseId: 1, accountId: 7, syncedAt: 100 })
    const plan = planCopies([theirs], [copy(1, 50)], ACCOUNT)
    expect(plan.drop).toEqual([{ courseId: 1, unless: 100 }])
    expect(plan.take).toEqual([{ copy: copy(1, 50), unless: undefined }])
    expect(planCopies([theirs], null, ACCOUNT).send).toEqual([])
  })

  it('without asking the server, only what changed since it was sent goes', () => {
    const sent = draft({ courseId: 1, accountId: ACCOUNT, updatedAt: 5, syncedAt: 5 })
    const changed = draft({ courseId: 2, accountId: ACCOUNT, updatedAt: 9, syncedAt: 5 })
    expect(planCopies([sent, changed], null, ACCOUNT)).toEqual({ take: [], drop: [], mark: [], send: [changed] })
  })
})

describe('what the server keeps of a draft (copyOf)', () => {
  it('the step the booking server has reached, the fields within the form’s limits, no number it would refuse', () => {
    const info = { ...draft({}).basicInfo, name: 'x'.repeat(130), no_of_users: Number.NaN, training_date: '2031-03-14' }
    const queued = draft({ step: 2, basicInfo: info, pendingBasicInfo: { ...info, course_id: 6 } })
    expect(copyOf(queued)).toMatchObject({ step: 1, basic_info: { name: 'x'.repeat(120), no_of_users: null } })
    const answersQueued = draft({ step: 3, token: TOKEN, pendingAnswers: '{}' })
    expect(copyOf(answersQueued)).toMatchObject({ step: 2, token: TOKEN })
    expect(copyOf(draft({ step: 3, token: TOKEN })).step).toBe(3)
  })
})

describe('keeping the account’s copies', () => {
  it('a draft typed here reaches the server, and is marked as held there', async () => {
    await saveBasicInfoFields(course, { name: 'Priya Shah', postal_code: 'LS1' })
    await syncDraftCopies(true)
    expect(server.get(course.id)?.content?.basic_info).toMatchObject({ name: 'Priya Shah', postal_code: 'LS1' })
    const here = await getDraft(course.id)
    expect(here).toMatchObject({ accountId: ACCOUNT, syncedAt: here!.updatedAt })
    expect(server.get(course.id)?.updated_at).toBe(here!.updatedAt)
  })

  it('a cleared device takes in the account’s draft, at its step and with its token, answers and details', async () => {
    writtenElsewhere(Date.now() - 60_000)
    await syncDraftCopies(true)
    expect(await getDraft(course.id)).toMatchObject({
      step: 2,
      token: TOKEN,
      answers: { '11': 'Yes' },
      basicInfo: { name: 'Typed at the office', no_of_users: 3 },
      pendingBasicInfo: null,
      accountId: ACCOUNT,
    })
  })

  it('an older device does not overwrite a newer draft: its stale copy gives way, and is not sent', async () => {
    const now = Date.now()
    // This phone's draft, last changed an hour ago and offline since.
    vi.spyOn(Date, 'now').mockReturnValue(now - 3_600_000)
    await saveBasicInfoFields(course, { name: 'Typed on the phone' })
    vi.restoreAllMocks()
    writtenElsewhere(now - 60_000)
    await syncDraftCopies(true)
    expect((await getDraft(course.id))?.basicInfo.name).toBe('Typed at the office')
    expect(server.get(course.id)?.content?.basic_info.name).toBe('Typed at the office')
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([])
  })

  it('a change made on a copy taken from another device is later than it, even on a clock that runs behind', async () => {
    const ahead = Date.now() + 3_600_000
    writtenElsewhere(ahead)
    await syncDraftCopies(true)
    await setAnswer(course.id, 12, 'No')
    const changed = await getDraft(course.id)
    expect(changed!.updatedAt).toBe(ahead + 1)
    await syncDraftCopies(false)
    expect(server.get(course.id)).toMatchObject({
      updated_at: ahead + 1,
      content: { answers: { '11': 'Yes', '12': 'No' } },
    })
  })

  it('changes made offline wait on the device and go when the connection returns', async () => {
    connection.online = false
    await saveBasicInfoFields(course, { name: 'Typed offline' })
    await syncDraftCopies(true)
    expect(server.size).toBe(0)
    connection.online = true
    await syncDraftCopies(true)
    expect(server.get(course.id)?.content?.basic_info.name).toBe('Typed offline')
  })

  it('a discard waits for the connection, then ends the draft on the server for every device', async () => {
    await saveBasicInfoFields(course, { name: 'Priya' })
    await syncDraftCopies(true)
    connection.online = false
    await removeDraft(course.id)
    expect(await db.draftDiscards.count()).toBe(1)
    await syncDraftCopies(true)
    expect(server.get(course.id)?.content).not.toBeNull()
    connection.online = true
    await syncDraftCopies(true)
    expect(server.get(course.id)?.content).toBeNull()
    expect(await db.draftDiscards.count()).toBe(0)
    expect(await getDraft(course.id)).toBeUndefined()
  })

  it('a draft paid for or discarded on another device leaves this one', async () => {
    await saveBasicInfoFields(course, { name: 'Priya' })
    await syncDraftCopies(true)
    server.set(course.id, { content: null, updated_at: Date.now() + 10 })
    await syncDraftCopies(true)
    expect(await getDraft(course.id)).toBeUndefined()
  })

  it('a step queued offline is kept at the step the booking server has, until it is sent', async () => {
    await queueBasicInfo(course, {
      name: 'Priya Shah',
      email: 'priya@care-home.example',
      address: '12 Elm Road',
      postal_code: 'LS1 4AB',
      training_date: '2031-03-14',
      no_of_users: 2,
      course_id: course.id,
    })
    await syncDraftCopies(true)
    expect(server.get(course.id)?.content).toMatchObject({ step: 1, token: null, basic_info: { no_of_users: 2 } })
  })

  it('a visitor’s drafts stay on the device: nothing is sent or queued', async () => {
    account = null
    await saveBasicInfoFields(course, { name: 'Priya' })
    await syncDraftCopies(true)
    await removeDraft(course.id)
    expect(await db.draftDiscards.count()).toBe(0)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
