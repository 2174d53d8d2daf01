import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentCalls } from '@/shared/contract/content'
import { contactMessages } from '../../../server/db/schema'
import { CONTACT_THANKS } from '../../../server/content/site'
import { createTestApp } from '../../helpers/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}` })

describe('content GET calls answer what the contract parses', () => {
  it('GET /blog/list and /blog/{id}', async () => {
    const list = contentCalls.blogs.response.parse((await get('/blog/list')).json()).data
    expect(list.length).toBeGreaterThanOrEqual(8)
    const one = contentCalls.blog.response.parse((await get(`/blog/${list[0]?.id}`)).json()).data
    expect(one).toEqual(list[0])
    const missing = await get('/blog/999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Blog not found.')
  })

  it('GET /faq sends faq_id, read as id', async () => {
    const raw = (await get('/faq')).json()
    expect(raw.data[0]).toHaveProperty('faq_id')
    const faqs = contentCalls.faqs.response.parse(raw).data
    expect(faqs.length).toBeGreaterThanOrEqual(12)
    expect(faqs[0]?.id).toBeGreaterThan(0)
  })

  it.each(['1', '2', '3'])('GET /cms/%s', async (id) => {
    const page = contentCalls.cms.response.parse((await get(`/cms/${id}`)).json()).data
    expect(page.description).toMatch(/<p>/)
  })

  it.each(['4', '99999999999999999999'])('GET /cms/%s names no page: a 404 in the app’s words', async (id) => {
    const res = await get(`/cms/${id}`)
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'Not found.' }])
  })

  it('GET /setting sends the provider keys, including responce_time', async () => {
    const raw = (await get('/setting')).json()
    expect(raw.data).toHaveProperty('responce_time')
    const settings = contentCalls.settings.response.parse(raw).data
    expect(settings.email).toContain('@')
    expect(settings.call.length).toBeGreaterThan(0)
  })

  it('GET /home-data, /partner and /footer', async () => {
    const home = contentCalls.homeData.response.parse((await get('/home-data')).json()).data
    expect(home.count_1).toBeGreaterThan(0)
    expect(home.video_image).toMatch(/^\/images\//)
    const partners = contentCalls.partners.response.parse((await get('/partner')).json()).data
    expect(partners.length).toBeGreaterThanOrEqual(8)
    const footer = contentCalls.footer.response.parse((await get('/footer')).json()).data
    expect(footer.categories.length).toBeGreaterThanOrEqual(8)
    expect(footer.support_links.length).toBeGreaterThan(0)
  })
})

describe('POST /contact', () => {
  const message = {
    name: 'Sam Carer',
    email: 'sam@example.com',
    phone: '07700900123',
    message: 'Do you offer group rates?',
  }

  it('stores the message and thanks the sender', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message })
    expect(res.statusCode).toBe(200)
    expect(contentCalls.contact.response.parse(res.json()).message).toBe(CONTACT_THANKS)
    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'sam@example.com'))
    expect(rows).toHaveLength(1)
  })

  it('stores a message replayed with the same client_id once', async () => {
    const payload = { ...message, email: 'replay@example.com', client_id: '5f1c2b7e-3d4a-4c4b-9a55-2f6f6b1c9d10' }
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload })).statusCode).toBe(200)
    }
    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'replay@example.com'))
    expect(rows).toHaveLength(1)
  })

  it('answers 422 with a message per missing field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '', email: 'x', phone: '', message: '' },
    })
    expect(res.statusCode).toBe(422)
    const body = res.json()
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'message', 'name', 'phone'])
    expect(body.errors.name).toEqual(['Name is required.'])
  })
})
