// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BookingBasicInfo } from '@/shared/contract/booking'
import {
  applySendResult,
  getDraft,
  isUnfinished,
  queueAnswers,
  queueBasicInfo,
  removeDraft,
  saveBasicInfoFields,
  SESSION_TOKEN_KEY,
  setAnswer,
} from '@/features/booking/data/draft-store'
import { ANSWERS_FAILED, BASIC_INFO_FAILED, sendDraft } from '@/features/booking/data/draft-sync'
import { buildQuestionAnswer, unansweredQuestions } from '@/features/booking/data/question-answer'
import { CarewiseDb, db } from '@/lib/db'
import { queuedFetch } from './queued-fetch'

// The connection as the app sees it, switched by the tests.
const connection = vi.hoisted(() => ({ online: true }))
vi.mock('@/lib/online-status', async () => {
  const { isApiError } = await import('@/lib/api-client')
  return {
    isOnline: () => connection.online,
    checkReachability: async () => connection.online,
    // The real one also asks the server's health endpoint.
    isNoAnswer: (error: unknown) => isApiError(error) && (error.kind === 'network' || error.kind === 'timeout'),
    onOnlineChange: () => () => {},
    useOnlineStatus: () => connection.online,
  }
})

const course = {
  id: 6,
  slug: 'care-certificate-induction-workshop',
  name: 'Care Certificate Induction Workshop',
  price: 120,
  image: '/images/courses/x.svg',
}
const info: BookingBasicInfo = {
  name: 'Priya Shah',
  email: 'priya@care-home.example',
  address: '12 Elm Road, Leeds',
  postal_code: 'LS1 4AB',
  notes: '',
  company_name: '',
  course_id: 6,
  training_date: '2031-03-14',
  no_of_users: 3,
}
const TOKEN = 'tok_'.padEnd(43, 'x')

const { fetchMock, answer: reply } = queuedFetch()
const sentTo = () => fetchMock.mock.calls.map(([url]) => String(url).replace(/^.*\/api/, ''))
const sentBody = (index: number) =>
  JSON.parse(String(fetchMock.mock.calls[index]?.[1]?.body)) as Record<string, unknown>

beforeEach(async () => {
  connection.online = true
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  await db.bookingDrafts.clear()
  sessionStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())
afterAll(() => db.close())

describe('Dexie versions', () => {
  it('upgrading from version 1 keeps the cart and adds the booking drafts table', async () => {
    const name = 'carewise-upgrade-test'
    const v1 = new Dexie(name)
    v1.version(1).stores({ cart: 'id' })
    await v1.table('cart').bulkAdd([
      { id: 7, image: '/images/courses/a.svg', name: 'Dementia Awareness', price: 25, quantity: 2 },
      { id: 9, image: '/images/courses/b.svg', name: 'Safeguarding Adults', price: 30, quantity: 1 },
    ])
    v1.close()

    const upgraded = new CarewiseDb(name)
    await upgraded.open()
    expect(upgraded.verno).toBeGreaterThanOrEqual(2)
    expect(await upgraded.cart.toArray()).toEqual([
      { id: 7, image: '/images/courses/a.svg', name: 'Dementia Awareness', price: 25, quantity: 2 },
      { id: 9, image: '/images/courses/b.svg', name: 'Safeguarding Adults', price: 30, quantity: 1 },
    ])
    expect(upgraded.tables.map((table) => table.name)).toContain('bookingDrafts')
    expect(await upgraded.bookingDrafts.count()).toBe(0)
    // The new table works: drafts are keyed by course and ordered by their last change.
    await upgraded.bookingDrafts.put({ courseId: 6, updatedAt: 2 } as never)
    await upgraded.bookingDrafts.put({ courseId: 8, updatedAt: 1 } as never)
    expect((await upgraded.bookingDrafts.orderBy('updatedAt').toArray()).map((d) => d.courseId)).toEqual([8, 6])
    upgraded.close()
    await Dexie.delete(name)
  })

  it('drafts written at version 2 survive later versions', async () => {
    const name = 'carewise-v2-test'
    const v2 = new Dexie(name)
    v2.version(1).stores({ cart: 'id' })
    v2.version(2).stores({ bookingDrafts: 'courseId, updatedAt' })
    await v2.table('bookingDrafts').put({ courseId: 6, step: 2, answers: { 1: 'Yes' }, updatedAt: 1 })
    v2.close()

    const upgraded = new CarewiseDb(name)
    expect(await upgraded.bookingDrafts.get(6)).toEqual({ courseId: 6, step: 2, answers: { 1: 'Yes' }, updatedAt: 1 })
    upgraded.close()
    await Dexie.delete(name)
  })
})

describe('the draft store', () => {
  it('creates the draft at step 1 on the first keystroke and keeps every field as typed', async () => {
    await saveBasicInfoFields(course, { name: 'Pri' })
    await saveBasicInfoFields(course, { name: 'Priya', postal_code: 'LS1' })
    const draft = await getDraft(6)
    expect(draft).toMatchObject({
      courseId: 6,
      step: 1,
      course: { slug: course.slug, name: course.name, price: 120 },
      basicInfo: { name: 'Priya', postal_code: 'LS1', no_of_users: 1, email: '' },
      token: null,
      pendingBasicInfo: null,
    })
    expect(isUnfinished(draft!)).toBe(true)
  })

  it('an opened but untouched form is not an unfinished booking', async () => {
    await saveBasicInfoFields(course, {})
    expect(isUnfinished((await getDraft(6))!)).toBe(false)
  })

  it('keeps each answer as it is chosen', async () => {
    await saveBasicInfoFields(course, { name: 'Priya' })
    await setAnswer(6, 1, 'Yes')
    await setAnswer(6, 2, 'No')
    await setAnswer(6, 1, 'No')
    expect((await getDraft(6))?.answers).toEqual({ 1: 'No', 2: 'No' })
  })

  it('a send result clears only what was sent, so a newer submit is not lost', async () => {
    await queueBasicInfo(course, info)
    await queueBasicInfo(course, { ...info, no_of_users: 4 })
    await applySendResult(6, { kind: 'basic-info-sent', sent: info, token: TOKEN })
    const draft = await getDraft(6)
    expect(draft?.token).toBe(TOKEN)
    expect(draft?.pendingBasicInfo).toMatchObject({ no_of_users: 4 })
    expect(sessionStorage.getItem(SESSION_TOKEN_KEY)).toBe(TOKEN)
  })

  it('discarding removes the draft and this tab’s token', async () => {
    await queueBasicInfo(course, info)
    await applySendResult(6, { kind: 'basic-info-sent', sent: info, token: TOKEN })
    await removeDraft(6)
    expect(await getDraft(6)).toBeUndefined()
    expect(sessionStorage.getItem(SESSION_TOKEN_KEY)).toBeNull()
  })
})

describe('sending queued steps', () => {
  it('online: sends step 1, keeps the token, then sends the answers with it', async () => {
    await queueBasicInfo(course, info)
    await queueAnswers(6, '{"q1":"Room?","a1":"Yes"}')
    reply(200, { success: true, token_unique_key: TOKEN })
    reply(200, { success: true, message: 'Answers saved.' })
    expect(await sendDraft(6)).toEqual({ status: 'sent' })
    expect(sentTo()).toEqual(['/inhouse/save-basic-info', '/inhouse/save-question-answer'])
    expect(sentBody(0)).toMatchObject({ name: 'Priya Shah', course_id: 6, no_of_users: 3 })
    expect(sentBody(1)).toEqual({ token_unique_key: TOKEN, question_answer: '{"q1":"Room?","a1":"Yes"}' })
    expect(await getDraft(6)).toMatchObject({ token: TOKEN, pendingBasicInfo: null, pendingAnswers: null })
  })

  it('offline: nothing is sent and the steps stay queued; back online they go out', async () => {
    connection.online = false
    await queueBasicInfo(course, info)
    expect(await sendDraft(6)).toEqual({ status: 'offline' })
    expect(fetchMock).not.toHaveBeenCalled()
    expect((await getDraft(6))?.pendingBasicInfo).toMatchObject({ name: 'Priya Shah' })

    connection.online = true
    reply(200, { success: true, token_unique_key: TOKEN })
    expect(await sendDraft(6)).toEqual({ status: 'sent' })
    expect((await getDraft(6))?.token).toBe(TOKEN)
  })

  it('a lost connection mid-send keeps the step queued', async () => {
    await queueBasicInfo(course, info)
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await sendDraft(6)).toEqual({ status: 'offline' })
    expect((await getDraft(6))?.pendingBasicInfo).not.toBeNull()
  })

  it('step 1 refused by the server: "Error: Failed to save booking", back to step 1', async () => {
    await queueBasicInfo(course, info)
    reply(500, { message: 'Server error' })
    expect(await sendDraft(6)).toMatchObject({ status: 'refused', step: 1, message: 'Error: Failed to save booking' })
    expect(await getDraft(6)).toMatchObject({ step: 1, pendingBasicInfo: null, error: BASIC_INFO_FAILED })
  })

  it('answers refused by the server: "Failed to save answers", at step 2', async () => {
    await queueBasicInfo(course, info)
    await applySendResult(6, { kind: 'basic-info-sent', sent: info, token: TOKEN })
    await queueAnswers(6, '{}')
    reply(422, { message: 'Answer every question with Yes or No.' })
    expect(await sendDraft(6)).toMatchObject({ status: 'refused', step: 2, message: 'Failed to save answers' })
    expect(await getDraft(6)).toMatchObject({ pendingAnswers: null, error: ANSWERS_FAILED })
  })

  it('two sends at once make one request', async () => {
    await queueBasicInfo(course, info)
    reply(200, { success: true, token_unique_key: TOKEN })
    await Promise.all([sendDraft(6), sendDraft(6)])
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe('question_answer', () => {
  const questions = [
    { id: 11, question: 'Do you have a training room?' },
    { id: 12, question: 'Will a hoist be available?' },
  ]

  it('is JSON text of q1, a1, q2, a2 in the order shown', () => {
    expect(JSON.parse(buildQuestionAnswer(questions, { 12: 'No', 11: 'Yes' }))).toEqual({
      q1: 'Do you have a training room?',
      a1: 'Yes',
      q2: 'Will a hoist be available?',
      a2: 'No',
    })
  })

  it('lists the questions without an answer', () => {
    expect(unansweredQuestions(questions, { 12: 'No' }).map((q) => q.id)).toEqual([11])
  })
})
