import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authCalls } from '@/shared/contract/auth'
import { bookingCalls } from '@/shared/contract/booking'
import { catalogueCalls } from '@/shared/contract/catalogue'
import { checkoutCalls } from '@/shared/contract/checkout'
import { contentCalls } from '@/shared/contract/content'
import { learningCalls } from '@/shared/contract/learning'
import { teamCalls } from '@/shared/contract/team'
import { trainingMatrixCalls } from '@/shared/contract/training-matrix'
import { createTestApp } from '../../helpers/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const allCalls = [
  ...Object.values(catalogueCalls),
  ...Object.values(contentCalls),
  ...Object.values(authCalls),
  ...Object.values(checkoutCalls),
  ...Object.values(bookingCalls),
  ...Object.values(teamCalls),
  ...Object.values(trainingMatrixCalls),
  ...Object.values(learningCalls),
]
const postPaths = allCalls.filter((call) => call.method === 'POST').map((call) => `/api${call.path}`)

describe('bad input gets a clear 4xx, never a 500', () => {
  it('malformed JSON is a 400 with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Sam",',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' })
  })

  it('a body over 100 kB is a 413 with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x', email: 'a@b.co', phone: '1', message: 'x'.repeat(110 * 1024) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe('The request body is too large (the limit is 100 kB).')
  })

  it('wrong types are a 422 with per-field errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 42, email: true, phone: [], message: {} },
    })
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'message', 'name', 'phone'])
  })

  it('a body that is not JSON is a 415 with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/xml' },
      payload: '<x/>',
    })
    expect(res.statusCode).toBe(415)
    expect(res.json().message).toBe('Send the request body as application/json.')
  })

  it('a null character (U+0000) in any text is a 400 with a message, not a database error', async () => {
    const refused = { message: 'Text cannot contain the null character (U+0000).' }
    const contact = { name: 'Sam\u0000Carer', email: 'sam@example.com', phone: '07700900123', message: 'Hello there' }
    const answers = [
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact }),
      await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Sam', email: 'sam@example.com', phone: '0123456789', city: 'Le\u0000eds' },
      }),
      await t.app.inject({ method: 'GET', url: '/api/course/search?search=car%00e' }),
      await t.app.inject({ method: 'GET', url: '/api/courselist?name=car%00e' }),
    ]
    for (const res of answers) {
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual(refused)
    }
  })

  it('a lone surrogate (half of a UTF-16 pair) in any text is a 400 with a message, not a database error', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'learner@carewise.example', password: 'CarewiseDemo1' },
    })
    const learner = { authorization: `Bearer ${login.json<{ token: string }>().token}` }
    const json = { ...learner, 'content-type': 'application/json' }
    // Written as a client sends it: a \u escape in the JSON text, which JSON.parse keeps unpaired.
    const payment = (name: string, address: string) =>
      `{"amount":4500,"currency":"gbp","uid":1,"name":"${name}","email":"learner@carewise.example",` +
      `"phone":"01234 567890","address":"${address}","cart":[{"id":1,"name":"x","price":45,"quantity":1}]}`
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: json,
        payload: payment('Ann \\ud800', '1 Road'),
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: json,
        payload: payment('Ann', '1 Road \\udfff'),
      }),
      // A low half before its high half is no pair either; nor is a lone half in a key.
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: json,
        payload: '{"name":"Sam \\udc00\\ud83d","email":"sam@example.com","phone":"07700900123","message":"Hi"}',
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: json,
        payload: '{"name":"Sam","email":"sam@example.com","phone":"07700900123","message":"Hi","\\ud800":1}',
      }),
    ]
    for (const res of answers)
      expect([res.statusCode, res.json()]).toEqual([400, { message: 'Text must be valid Unicode.' }])
    // A whole pair is one character, as an emoji in a message is.
    const emoji = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: json,
      payload: '{"name":"Sam","email":"sam@example.com","phone":"07700900123","message":"Thanks \\ud83d\\ude00"}',
    })
    expect(emoji.statusCode).toBe(200)
  })

  it('JSON nested tens of thousands of levels deep is a 4xx, not a 500', async () => {
    const payload = '['.repeat(45_000) + ']'.repeat(45_000)
    for (const url of ['/api/contact', '/api/login']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload })
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
    }
  })

  it("an id past the database's integer range names nothing: a 404 or a 422, never a 500", async () => {
    for (const url of [
      '/api/course/2147483648',
      '/api/coursefaq/2147483648',
      '/api/course/descriptive/2147483648',
      '/api/course/99999999999999999999',
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { message: 'No course found.' }])
    }
    const category = await t.app.inject({ method: 'GET', url: '/api/category/course/list/2147483648' })
    expect(category.statusCode).toBe(404)
    const blog = await t.app.inject({ method: 'GET', url: '/api/blog/2147483648' })
    expect([blog.statusCode, blog.json()]).toEqual([404, { message: 'Not found.' }])
    expect((await t.app.inject({ method: 'GET', url: '/api/blog/2147483647' })).statusCode).toBe(404)
  })

  it('a path id too large to exist is a 404 in the app’s words, on every route that takes one', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'amy@sunrise-care.example', password: 'CarewiseDemo1' },
    })
    const amy = { authorization: `Bearer ${login.json<{ token: string }>().token}` }
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/blog/99999999999999999999' }),
      await t.app.inject({ method: 'POST', url: '/api/my/courses/99999999999999999999/start', headers: amy }),
    ]
    for (const res of answers) expect([res.statusCode, res.json()]).toEqual([404, { message: 'Not found.' }])
    // What is not a number at all is still said so.
    const words = await t.app.inject({ method: 'GET', url: '/api/blog/abc' })
    expect([words.statusCode, words.json().message]).toEqual([422, 'Must be a numeric id.'])
  })

  it('a body id too large to exist, or not a whole number, gets the id field’s message, not zod’s', async () => {
    const booking = {
      name: 'Sam Carer',
      email: 'sam@example.com',
      address: '1 High Street',
      postal_code: 'LS1 1AA',
      training_date: '2099-01-01',
    }
    for (const courseId of [1e20, '99999999999999999999', 2147483648, 1.5, -1, true]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/inhouse/save-basic-info',
        payload: { ...booking, course_id: courseId },
      })
      expect([courseId, res.statusCode, res.json()]).toEqual([
        courseId,
        422,
        { message: 'Must be a numeric id.', errors: { course_id: ['Must be a numeric id.'] } },
      ])
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'manager@sunrise-care.example', password: 'CarewiseDemo1' },
    })
    const assign = await t.app.inject({
      method: 'POST',
      url: '/api/team/assign',
      headers: {
        authorization: `Bearer ${login.json<{ token: string }>().token}`,
        'content-type': 'application/json',
      },
      // As a stranger with curl types it: JSON numbers past what a double holds exactly.
      payload: '{"course_id": 99999999999999999999, "user_id": 1e300}',
    })
    expect([assign.statusCode, assign.json().errors]).toEqual([
      422,
      { course_id: ['Must be a numeric id.'], user_id: ['Must be a numeric id.'] },
    ])
  })

  it('a path that does not decode is a 400 with a message, without the framework’s code', async () => {
    for (const url of ['/api/course/%E0%A4%A', '/course-detail/%E0%A4%A']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect([res.statusCode, res.json()]).toEqual([400, { message: 'The address is not valid.' }])
    }
  })

  it('an unknown API path is a 404 with a message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Not found.' })
  })

  it('random JSON bodies to every POST route never produce a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...postPaths), fc.jsonValue({ maxDepth: 3 }), async (url, body) => {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        })
        expect(res.statusCode).toBeGreaterThanOrEqual(400)
        expect(res.statusCode).toBeLessThan(500)
        expect(typeof res.json().message).toBe('string')
      }),
      { numRuns: 300 },
    )
  })

  it('random raw bodies, headers and query strings never produce a 5xx, and the server still answers', async () => {
    const paths = allCalls.map((call) => `/api${call.path}`)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.constantFrom('GET', 'POST'),
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 200 }),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', ''),
        async (path, method, segment, raw, contentType) => {
          const url =
            path.replace(/:([a-z_]+)/gi, encodeURIComponent(segment) || 'x') +
            `?q=${encodeURIComponent(raw)}&${encodeURIComponent(segment)}=1`
          const res = await t.app.inject({
            method: method as 'GET' | 'POST',
            url,
            headers: contentType ? { 'content-type': contentType, authorization: `Bearer ${segment}` } : {},
            payload: method === 'POST' ? raw : undefined,
          })
          expect(res.statusCode).toBeLessThan(500)
        },
      ),
      { numRuns: 300 },
    )
    expect((await t.app.inject({ method: 'GET', url: '/api/category/list' })).statusCode).toBe(200)
  })
})
