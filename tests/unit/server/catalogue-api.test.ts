import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueCalls } from '@/shared/contract/catalogue'
import { createTestApp } from '../../helpers/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api${url}`, headers })
}

describe('catalogue GET calls answer what the contract parses', () => {
  it('GET /category/list', async () => {
    const res = await get('/category/list')
    expect(res.statusCode).toBe(200)
    const { data } = catalogueCalls.categories.response.parse(res.json())
    expect(data.length).toBeGreaterThanOrEqual(8)
    expect(data.map((c) => c.slug)).toContain('dementia')
  })

  it('GET /feature/course/list returns only featured courses', async () => {
    const { data } = catalogueCalls.featuredCourses.response.parse((await get('/feature/course/list')).json())
    expect(data.length).toBeGreaterThanOrEqual(4)
    expect(data.every((c) => c.price > 0)).toBe(true)
  })

  it('GET /courselist returns every course, filters by categories and by name', async () => {
    const all = catalogueCalls.courseList.response.parse((await get('/courselist')).json()).data
    expect(all.length).toBeGreaterThanOrEqual(40)

    const [first, second] = all.map((c) => c.category_id).filter((v, i, a) => a.indexOf(v) === i)
    const filtered = catalogueCalls.courseList.response.parse(
      (await get(`/courselist?category=${first},${second}`)).json(),
    ).data
    expect(filtered.length).toBeGreaterThan(0)
    expect(filtered.every((c) => c.category_id === first || c.category_id === second)).toBe(true)
    expect(filtered.length).toBeLessThan(all.length)

    // The list's name filter finds what the header's search finds, in the same order, so that the
    // header's Enter can open the list; and with a category, only that category's part of it.
    const named = catalogueCalls.courseList.response.parse((await get('/courselist?name=dementia')).json()).data
    const searched = catalogueCalls.courseSearch.response.parse((await get('/course/search?search=dementia')).json())
    expect(named.length).toBeGreaterThan(0)
    expect(named.length).toBeLessThan(20)
    expect(named.map((c) => c.id)).toEqual(searched.results.map((c) => c.id))
    const category = named[0]!.category_id
    const namedInCategory = catalogueCalls.courseList.response.parse(
      (await get(`/courselist?name=dementia&category=${category}`)).json(),
    ).data
    expect(namedInCategory.map((c) => c.id)).toEqual(named.filter((c) => c.category_id === category).map((c) => c.id))
    // Part of a name matches even when it is too short to be a word.
    const part = catalogueCalls.courseList.response.parse((await get('/courselist?name=fety')).json()).data
    expect(part.length).toBeGreaterThan(0)
    expect(part.every((c) => /fety/i.test(c.name + c.short_description))).toBe(true)
  })

  it('GET /courselist refuses a malformed category list with 422', async () => {
    const res = await get('/courselist?category=1,abc')
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.category[0]).toBe('Must be comma-separated category ids.')
  })

  it('GET /course/search ranks the closest match first and tolerates typos', async () => {
    const exact = catalogueCalls.courseSearch.response.parse(
      (await get('/course/search?search=dementia%20awareness')).json(),
    )
    expect(exact.results[0]?.name).toMatch(/Dementia Awareness/)
    const typo = catalogueCalls.courseSearch.response.parse((await get('/course/search?search=demntia')).json())
    expect(typo.results.some((c) => /dementia/i.test(c.name))).toBe(true)
    const none = catalogueCalls.courseSearch.response.parse((await get('/course/search?search=zzqqxx')).json())
    expect(none.results).toEqual([])
  })

  it('GET /course/{id} accepts an id or a slug and returns the same course', async () => {
    const bySlug = catalogueCalls.course.response.parse((await get('/course/dementia-awareness')).json())
    expect(bySlug.course.name).toMatch(/Dementia Awareness/)
    expect(bySlug.seo.title.length).toBeGreaterThan(0)
    const byId = catalogueCalls.course.response.parse((await get(`/course/${bySlug.course.id}`)).json())
    expect(byId.course).toEqual(bySlug.course)
    for (const field of [
      'description',
      'what_you_learn',
      'MOA',
      'certification',
      'key_features',
      'career_impact',
    ] as const) {
      expect(bySlug.course[field].length).toBeGreaterThan(0)
    }
  })

  it('GET /course/{id} answers 404 with the spec message for an unknown course', async () => {
    const res = await get('/course/no-such-course')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'No course found.' })
  })

  it('GET /category/course/list/{id} accepts an id or a slug', async () => {
    const bySlug = catalogueCalls.categoryCourses.response.parse((await get('/category/course/list/dementia')).json())
    expect(bySlug.data.length).toBeGreaterThanOrEqual(4)
    const byId = catalogueCalls.categoryCourses.response.parse(
      (await get(`/category/course/list/${bySlug.category?.id}`)).json(),
    )
    expect(byId.data).toEqual(bySlug.data)
    expect((await get('/category/course/list/unknown-category')).statusCode).toBe(404)
  })

  it('GET /course/descriptive/{slug} lists the yes/no questions of an in-house course', async () => {
    const courses = catalogueCalls.courseList.response.parse((await get('/courselist')).json()).data
    const inhouse = courses.find((c) => c.course_for !== 'online')
    expect(inhouse).toBeDefined()
    const res = catalogueCalls.descriptiveQuestions.response.parse(
      (await get(`/course/descriptive/${inhouse?.slug}`)).json(),
    )
    expect(res.questions_answers.length).toBeGreaterThanOrEqual(3)
  })

  it('course FAQs come under both paths with the misspelt answer field', async () => {
    const raw = (await get('/coursefaq/dementia-awareness')).json()
    expect(raw.data[0]).toHaveProperty('answere')
    const one = catalogueCalls.courseFaqs.response.parse(raw).data
    const two = catalogueCalls.courseFaqsAlt.response.parse((await get('/courses/dementia-awareness/faq')).json()).data
    expect(one.length).toBeGreaterThan(0)
    expect(one).toEqual(two)
    expect(one[0]?.answer.length).toBeGreaterThan(0)
  })
})

describe('caching headers suit offline use', () => {
  it('public reads carry Cache-Control and an ETag, and answer 304 to a matching If-None-Match', async () => {
    const first = await get('/category/list')
    expect(first.headers['cache-control']).toContain('stale-while-revalidate')
    const tag = first.headers.etag
    expect(tag).toBeTruthy()
    const again = await get('/category/list', { 'if-none-match': String(tag) })
    expect(again.statusCode).toBe(304)
    // A repeat within the few-second cache is the same answer, sent as it was first made.
    const repeat = await get('/category/list')
    expect(repeat.headers).toMatchObject({ etag: tag, 'content-type': 'application/json; charset=utf-8' })
    expect(repeat.body).toBe(first.body)
  })

  it('a browser gets the same answer compressed, in the encoding it prefers, with the same ETag', async () => {
    const plain = await get('/courselist')
    expect(plain.headers['content-encoding']).toBeUndefined()
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    const br = await get('/courselist', browser)
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', etag: plain.headers.etag })
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const gzip = await get('/courselist', { 'accept-encoding': 'gzip;q=1, br;q=0.5' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    const revalidated = await get('/courselist', { ...browser, 'if-none-match': String(plain.headers.etag) })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.body).toBe('')
  })

  it('sends security headers with a Content-Security-Policy that forbids inline script', async () => {
    const res = await get('/category/list')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('sends them on refusals and unknown addresses too', async () => {
    const refusals = [
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
      await get('/course/no-such-course'),
      await get('/no-such-call'),
    ]
    expect(refusals.map((res) => res.statusCode)).toEqual([400, 404, 404])
    for (const res of refusals) {
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'")
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
    }
  })
})
