import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingCalls, type BookingDraftContent } from '@/shared/contract/booking'
import { createSession } from '../../../server/auth/session'
import { bookingDrafts, courseQuestions, courses, users } from '../../../server/db/schema'
import { createTestApp } from '../../helpers/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
/** Two in-house courses of the seed, and an online one. */
let course: { id: number; slug: string; name: string; pricePence: number }
let otherCourse: { id: number }
let onlineCourseId: number
let questions: { id: number; question: string }[]

beforeAll(async () => {
  t = await createTestApp()
  const inhouse = await t.db
    .select({ id: courses.id, slug: courses.slug, name: courses.name, pricePence: courses.pricePence })
    .from(courses)
    .where(eq(courses.courseFor, 'inhouse'))
    .orderBy(courses.id)
    .limit(2)
  course = inhouse[0]!
  otherCourse = inhouse[1]!
  const [online] = await t.db.select({ id: courses.id }).from(courses).where(eq(courses.courseFor, 'online')).limit(1)
  onlineCourseId = online!.id
  questions = await t.db
    .select({ id: courseQuestions.id, question: courseQuestions.question })
    .from(courseQuestions)
    .where(eq(courseQuestions.courseId, course.id))
    .orderBy(courseQuestions.sort, courseQuestions.id)
})
afterAll(() => t.close())

let counter = 0
async function login(parent = 0) {
  const [user] = await t.db
    .insert(users)
    .values({
      name: 'Booker',
      email: `drafter-${++counter}@example.com`,
      role: 'individual',
      parent,
      passwordHash: 'x',
    })
    .returning({ id: users.id })
  const token = await createSession(t.db, user!.id, false)
  return { id: user!.id, headers: { authorization: `Bearer ${token}` } }
}
type Account = Awaited<ReturnType<typeof login>>

const content = (overrides: Partial<BookingDraftContent> = {}): BookingDraftContent => ({
  step: 1,
  basic_info: {
    name: 'Priya Sh',
    email: 'priya@care',
    address: '',
    postal_code: 'LS1',
    notes: '',
    company_name: '',
    training_date: '',
    no_of_users: null,
  },
  answers: {},
  token: null,
  ...overrides,
})

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) })

async function save(me: Account, updatedAt: number, draft: BookingDraftContent | null, courseId = course.id) {
  const res = await inject('POST', '/my/booking-drafts', me.headers, {
    course_id: courseId,
    updated_at: updatedAt,
    draft,
  })
  expect(res.statusCode, res.body).toBe(200)
  return bookingCalls.saveDraft.response.parse(res.json())
}

async function list(me: Account) {
  const res = await inject('GET', '/my/booking-drafts', me.headers)
  expect(res.statusCode).toBe(200)
  return bookingCalls.myDrafts.response.parse(res.json()).data
}

/** Step 1 sent to the booking server, as the form does; the answer's token is what a draft keeps. */
async function startBooking(headers: Record<string, string>) {
  const res = await inject('POST', '/inhouse/save-basic-info', headers, {
    name: 'Priya Shah',
    email: 'priya@care-home.example',
    address: '12 Elm Road, Leeds',
    postal_code: 'LS1 4AB',
    training_date: '2031-03-14',
    no_of_users: 2,
    course_id: course.id,
  })
  expect(res.statusCode).toBe(200)
  return bookingCalls.saveBasicInfo.response.parse(res.json()).token_unique_key
}

/** Steps 2 and 3 with the sandbox card: the booking is paid. */
async function payFor(token: string, me: Account) {
  const pairs: Record<string, string> = {}
  questions.forEach((q, i) => {
    pairs[`q${i + 1}`] = q.question
    pairs[`a${i + 1}`] = 'Yes'
  })
  const answered = await inject(
    'POST',
    '/inhouse/save-question-answer',
    {},
    {
      token_unique_key: token,
      question_answer: JSON.stringify(pairs),
    },
  )
  expect(answered.statusCode).toBe(200)
  const opened = await inject('POST', '/inhouse/create-payment-intent', me.headers, {
    token_unique_key: token,
    amount: course.pricePence * 2,
    currency: 'GBP',
  })
  const intent = bookingCalls.createPaymentIntent.response.parse(opened.json())
  const confirmed = await inject(
    'POST',
    '/sandbox/confirm',
    {},
    {
      client_secret: intent.clientSecret,
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2099,
      cvc: '123',
    },
  )
  expect(confirmed.statusCode).toBe(200)
  const paid = await inject('POST', '/inhouse/payment-success', me.headers, {
    token_unique_key: token,
    transaction_id: intent.paymentIntentId,
    amount: course.pricePence * 2,
    payment_data: {},
  })
  expect(paid.statusCode).toBe(200)
}

describe('GET and POST /my/booking-drafts', () => {
  it('keeps a draft as typed so far and hands it back, with its course, to the same account on any device', async () => {
    const me = await login()
    const typed = content({ step: 2, answers: { [String(questions[0]!.id)]: 'No' } })
    const stamp = Date.now() - 60_000
    const saved = await save(me, stamp, typed)
    expect(saved.applied).toBe(true)
    const expected = {
      ...typed,
      course: { id: course.id, slug: course.slug, name: course.name, price: course.pricePence / 100 },
      updated_at: stamp,
    }
    expect(saved.draft).toMatchObject(expected)
    // Another device of the same account: a new session.
    const elsewhere = { ...me, headers: { authorization: `Bearer ${await createSession(t.db, me.id, false)}` } }
    expect(await list(elsewhere)).toEqual([saved.draft])
  })

  it('needs a session: no draft is read or kept without one', async () => {
    expect((await inject('GET', '/my/booking-drafts', {})).statusCode).toBe(401)
    const res = await inject(
      'POST',
      '/my/booking-drafts',
      {},
      { course_id: course.id, updated_at: 1, draft: content() },
    )
    expect(res.statusCode).toBe(401)
    const bogus = await inject('GET', '/my/booking-drafts', { authorization: 'Bearer not-a-session' })
    expect(bogus.statusCode).toBe(401)
  })

  it('a stranger never reads or changes another account’s draft, nor takes over its booking by its token', async () => {
    const owner = await login()
    const stranger = await login()
    const token = await startBooking(owner.headers)
    const stamp = Date.now() - 10_000
    await save(owner, stamp, content({ step: 2, token }))

    expect(await list(stranger)).toEqual([])
    // The stranger's write of the same course, even a later one with the owner's token, is the
    // stranger's own draft, without that token.
    const theirs = await save(
      stranger,
      Date.now(),
      content({ step: 3, token, basic_info: { ...content().basic_info, name: 'Mallory' } }),
    )
    expect(theirs.draft).toMatchObject({ token: null, basic_info: { name: 'Mallory' } })
    const [mine] = await list(owner)
    expect(mine).toMatchObject({ step: 2, token, basic_info: { name: 'Priya Sh' }, updated_at: stamp })
    expect(await list(stranger)).toHaveLength(1)
  })

  it('keeps the change made last: an older copy from another device changes nothing and gets the newer one back', async () => {
    const me = await login()
    const now = Date.now()
    const phone = content({ basic_info: { ...content().basic_info, name: 'Typed on the phone' } })
    const office = content({ basic_info: { ...content().basic_info, name: 'Typed at the office' } })
    expect((await save(me, now - 5_000, office)).applied).toBe(true)

    // The phone was offline with an edit made before the office's: it arrives last, and loses.
    const late = await save(me, now - 60_000, phone)
    expect(late).toMatchObject({ applied: false, draft: { basic_info: { name: 'Typed at the office' } } })
    // The same write again (a retry after a lost answer) changes nothing either.
    expect((await save(me, now - 5_000, phone)).applied).toBe(false)
    // A later edit wins.
    expect((await save(me, now - 1_000, phone)).draft).toMatchObject({ basic_info: { name: 'Typed on the phone' } })
    expect((await list(me))[0]).toMatchObject({ basic_info: { name: 'Typed on the phone' }, updated_at: now - 1_000 })
  })

  it('a time ahead of the server’s clock counts as now, so a device whose clock runs fast does not win for ever', async () => {
    const me = await login()
    const before = Date.now()
    const ahead = await save(me, before + 86_400_000, content())
    expect(ahead.draft!.updated_at).toBeGreaterThanOrEqual(before)
    expect(ahead.draft!.updated_at).toBeLessThanOrEqual(Date.now())
    await new Promise((resolve) => setTimeout(resolve, 5))
    const later = await save(me, Date.now(), content({ step: 2 }))
    expect(later).toMatchObject({ applied: true, draft: { step: 2 } })
  })

  it('a discard removes the draft everywhere, and an older copy does not bring it back; a later one does', async () => {
    const me = await login()
    const now = Date.now()
    await save(me, now - 30_000, content())
    expect(await save(me, now - 20_000, null)).toEqual({ applied: true, draft: null })
    expect(await list(me)).toEqual([])
    const [row] = await t.db
      .select()
      .from(bookingDrafts)
      .where(and(eq(bookingDrafts.userId, me.id), eq(bookingDrafts.courseId, course.id)))
    // Nothing personal is kept of a discarded draft.
    expect(row).toMatchObject({ content: null, bookingId: null })

    expect(await save(me, now - 25_000, content())).toEqual({ applied: false, draft: null })
    expect(await list(me)).toEqual([])
    expect((await save(me, now - 10_000, content())).applied).toBe(true)
    expect(await list(me)).toHaveLength(1)
  })

  it('paying for the booking ends its draft on the server; a stale copy holding the paid booking does not come back', async () => {
    const me = await login()
    const token = await startBooking(me.headers)
    await save(me, Date.now() - 1_000, content({ step: 3, token }))
    await save(me, Date.now() - 1_000, content(), otherCourse.id)
    await payFor(token, me)
    // The other course's draft is not this booking's.
    expect((await list(me)).map((draft) => draft.course.id)).toEqual([otherCourse.id])
    // Even written later (a device whose clock runs ahead, or offline since), a copy of the paid booking is over.
    expect(await save(me, Date.now(), content({ step: 3, token }))).toEqual({ applied: false, draft: null })
    expect((await list(me)).map((draft) => draft.course.id)).toEqual([otherCourse.id])
  })

  it('keeps the token of a booking started before logging in, which becomes the account’s when it pays', async () => {
    const me = await login()
    const token = await startBooking({})
    expect((await save(me, Date.now(), content({ step: 2, token }))).draft).toMatchObject({ token })
  })

  it('refuses a course that is bought online or does not exist, and a staff member (who does not book)', async () => {
    const me = await login()
    const online = await inject('POST', '/my/booking-drafts', me.headers, {
      course_id: onlineCourseId,
      updated_at: Date.now(),
      draft: content(),
    })
    expect(online.statusCode).toBe(422)
    const missing = await inject('POST', '/my/booking-drafts', me.headers, {
      course_id: 999_999,
      updated_at: Date.now(),
      draft: content(),
    })
    expect(missing.statusCode).toBe(422)
    const staff = await login(1)
    const refused = await inject('POST', '/my/booking-drafts', staff.headers, {
      course_id: course.id,
      updated_at: Date.now(),
      draft: content(),
    })
    expect(refused.statusCode).toBe(403)
  })

  it('bounds every field by the form’s own limits, in its words, and says what else is wrong', async () => {
    const me = await login()
    const post = (draft: unknown, updatedAt: unknown = Date.now()) =>
      inject('POST', '/my/booking-drafts', me.headers, { course_id: course.id, updated_at: updatedAt, draft })
    const cases: [unknown, string, string][] = [
      [
        content({ basic_info: { ...content().basic_info, name: 'x'.repeat(121) } }),
        'draft.basic_info.name',
        'Name must be 120 characters or fewer.',
      ],
      [
        content({ basic_info: { ...content().basic_info, notes: 'x'.repeat(2001) } }),
        'draft.basic_info.notes',
        'Notes must be 2000 characters or fewer.',
      ],
      [
        content({ basic_info: { ...content().basic_info, training_date: 'soon' } }),
        'draft.basic_info.training_date',
        'Training date must be a date or empty.',
      ],
      [{ ...content(), step: 4 }, 'draft.step', 'Step must be 1, 2 or 3.'],
      [content({ answers: { first: 'Yes' } }), 'draft.answers.first', 'Answers are keyed by question id.'],
      [content({ answers: { '1': 'Maybe' as 'Yes' } }), 'draft.answers.1', 'Each answer must be Yes or No.'],
      [
        content({
          answers: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [String(i + 1), 'Yes' as const])),
        }),
        'draft.answers',
        'At most 100 answers.',
      ],
      [content({ token: 'short' }), 'draft.token', 'Too small: expected string to have >=16 characters'],
    ]
    for (const [draft, field, message] of cases) {
      const res = await post(draft)
      expect(res.statusCode, field).toBe(422)
      expect(res.json().errors[field], field).toEqual([message])
    }
    const badTime = await post(content(), 'yesterday')
    expect(badTime.statusCode).toBe(422)
    expect(badTime.json().errors.updated_at).toEqual(['Must be a time in milliseconds.'])
    expect(await list(me)).toEqual([])
  })

  it('an oversize body is a 413 naming this call’s limit; a body that is not JSON is a 400; nothing is kept', async () => {
    const me = await login()
    const huge = JSON.stringify({
      course_id: course.id,
      updated_at: Date.now(),
      draft: content(),
      pad: 'x'.repeat(40_000),
    })
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/my/booking-drafts',
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: huge,
    })
    expect(tooLarge.statusCode).toBe(413)
    expect(tooLarge.json().message).toBe('The request body is too large (the limit is 32 kB).')

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/my/booking-drafts',
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: '{"course_id": 1, "draft": ',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().message).toBe('The request body is not valid JSON.')
    // Text the database cannot hold is refused before any query.
    const nul = await inject('POST', '/my/booking-drafts', me.headers, {
      course_id: course.id,
      updated_at: Date.now(),
      draft: content({ basic_info: { ...content().basic_info, name: 'a\u0000b' } }),
    })
    expect(nul.statusCode).toBe(400)
    expect(await list(me)).toEqual([])
  })
})
