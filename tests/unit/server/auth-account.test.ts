import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authCalls } from '@/shared/contract/auth'
import { bookingCalls } from '@/shared/contract/booking'
import { checkoutCalls } from '@/shared/contract/checkout'
import { hashToken } from '../../../server/auth/tokens'
import { bookings, courses, dashboardCodes, orderLines, orders, paymentIntents } from '../../../server/db/schema'
import { createTestApp } from '../../helpers/test-app'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({}, { mailer: { send: async () => {} } })
})
afterAll(() => t.close())

let counter = 0
async function account(name = 'Dana Carer') {
  const email = `account-${++counter}@example.com`
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress: `10.3.0.${counter}`,
    payload: {
      name,
      phone: '7700900777',
      email,
      password: 'dashboard1',
      password_confirmation: 'dashboard1',
      city: 'Derby',
      country: 'United Kingdom',
      role: 'individual',
      termsAccepted: 1,
    },
  })
  expect(res.statusCode).toBe(200)
  return authCalls.register.response.parse(res.json())
}
const auth = (token: string) => ({ authorization: `Bearer ${token}` })
const mintCode = async (token: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/user-dashboard-code', headers: auth(token) })
  expect(res.statusCode).toBe(200)
  return authCalls.dashboardCode.response.parse(res.json())
}
const open = (query = '', cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/user_dashboard${query}`, headers: cookie ? { cookie } : {} })

async function addPaidOrder(userId: number, courseNames: { id: number; name: string }[], number: string) {
  await t.db.insert(paymentIntents).values({
    id: `pi_${number}`,
    userId,
    purpose: 'cart',
    provider: 'sandbox',
    amountPence: 4900,
    status: 'succeeded',
    clientSecret: `pi_${number}_secret`,
    idempotencyKey: `key-${number}`,
    details: {},
  })
  const [order] = await t.db
    .insert(orders)
    .values({
      number,
      userId,
      paymentIntentId: `pi_${number}`,
      subtotalPence: 4900,
      totalPence: 4410,
      discountPence: 490,
      couponCode: 'CARE10',
      name: 'Dana',
      email: 'd@example.com',
      phone: '7700900777',
      address: '1 High St',
    })
    .returning({ id: orders.id })
  await t.db
    .insert(orderLines)
    .values(
      courseNames.map((c) => ({ orderId: order!.id, courseId: c.id, name: c.name, unitPricePence: 2450, quantity: 1 })),
    )
}

describe('the profile link', () => {
  it('mints a code valid for 60 seconds, stored only hashed; it needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/user-dashboard-code' })).statusCode).toBe(401)
    const { token } = await account()
    const { code, expires_in } = await mintCode(token)
    expect(expires_in).toBe(60)
    const [row] = await t.db
      .select()
      .from(dashboardCodes)
      .where(eq(dashboardCodes.codeHash, hashToken(code)))
    const seconds = (row!.expiresAt.getTime() - Date.now()) / 1000
    expect(seconds).toBeGreaterThan(58)
    expect(seconds).toBeLessThanOrEqual(60)
  })

  it('redeems the code once: an HttpOnly, SameSite=Strict cookie and a redirect to the clean URL', async () => {
    const { token } = await account('Dana <b>Carer</b> & "Co"')
    const { code } = await mintCode(token)
    const first = await open(`?auth=${code}`)
    expect(first.statusCode).toBe(303)
    expect(first.headers.location).toBe('/user_dashboard')
    const setCookie = String(first.headers['set-cookie'])
    expect(setCookie).toMatch(
      /^carewise_dashboard=[\w-]{43}; Path=\/user_dashboard; Max-Age=900; HttpOnly; SameSite=Strict$/,
    )
    expect(setCookie).not.toContain(code)

    const page = await open('', setCookie.split(';')[0])
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.headers['cache-control']).toBe('no-store')
    // Escaped, never interpreted.
    expect(page.body).toContain('Hello, Dana &lt;b&gt;Carer&lt;/b&gt; &amp; &quot;Co&quot;')
    expect(page.body).not.toContain('<b>Carer</b>')
    expect(page.body).not.toMatch(/<script/i)
    const csp = String(page.headers['content-security-policy'])
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('script-src')

    const second = await open(`?auth=${code}`)
    expect(second.statusCode).toBe(401)
    expect(second.body).toContain('href="/login"')
    expect(second.headers['set-cookie']).toBeUndefined()
  })

  it('refuses a code older than 60 seconds, a made-up code and a missing or forged cookie', async () => {
    const { token } = await account()
    const { code } = await mintCode(token)
    await t.db
      .update(dashboardCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dashboardCodes.codeHash, hashToken(code)))
    expect((await open(`?auth=${code}`)).statusCode).toBe(401)
    expect((await open('?auth=nonsense')).statusCode).toBe(401)
    expect((await open('?auth=')).statusCode).toBe(401)
    expect((await open()).statusCode).toBe(401)
    expect((await open('', `carewise_dashboard=${'A'.repeat(43)}`)).statusCode).toBe(401)
    // A code is not a cookie: it only opens the page through the redirect.
    const fresh = await mintCode(token)
    expect((await open('', `carewise_dashboard=${fresh.code}`)).statusCode).toBe(401)
  })

  it("lists the account's courses from its paid orders", async () => {
    const { token, user } = await account()
    const [course] = await t.db.select({ id: courses.id, name: courses.name }).from(courses).limit(1)
    await addPaidOrder(user.id, [course!], 'CW-PAGE-1')
    const redirect = await open(`?auth=${(await mintCode(token)).code}`)
    const page = await open('', String(redirect.headers['set-cookie']).split(';')[0])
    expect(page.body).toContain(course!.name.replace(/&/g, '&amp;'))
  })

  it('logging out closes the profile page too', async () => {
    const { token } = await account()
    const redirect = await open(`?auth=${(await mintCode(token)).code}`)
    const cookie = String(redirect.headers['set-cookie']).split(';')[0]
    expect((await open('', cookie)).statusCode).toBe(200)
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth(token) })
    expect((await open('', cookie)).statusCode).toBe(401)
  })
})

describe('GET /my/orders and /my/bookings', () => {
  it('need a session', async () => {
    for (const url of ['/api/my/orders', '/api/my/bookings']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(401)
      expect(res.json().message).toBe('Please log in to continue.')
    }
  })

  it('are empty for a new account', async () => {
    const { token } = await account()
    const ordersRes = await t.app.inject({ method: 'GET', url: '/api/my/orders', headers: auth(token) })
    expect(checkoutCalls.myOrders.response.parse(ordersRes.json()).data).toEqual([])
    expect(ordersRes.headers['cache-control']).toBe('private, no-store')
    const bookingsRes = await t.app.inject({ method: 'GET', url: '/api/my/bookings', headers: auth(token) })
    expect(bookingCalls.myBookings.response.parse(bookingsRes.json()).data).toEqual([])
  })

  it("show only the account's own orders and bookings, in pounds", async () => {
    const mine = await account()
    const theirs = await account()
    const list = await t.db.select({ id: courses.id, name: courses.name }).from(courses).limit(2)
    await addPaidOrder(mine.user.id, list, 'CW-MINE-1')
    await addPaidOrder(theirs.user.id, list.slice(0, 1), 'CW-THEIRS-1')
    await t.db.insert(bookings).values({
      tokenHash: hashToken(`booking-${mine.user.id}`),
      userId: mine.user.id,
      courseId: list[0]!.id,
      name: 'Dana',
      email: 'd@example.com',
      address: '1 High St',
      postalCode: 'DE1 1AA',
      trainingDate: '2030-05-01',
      noOfUsers: 3,
      status: 'paid',
      amountPence: 29700,
    })

    const ordersRes = await t.app.inject({ method: 'GET', url: '/api/my/orders', headers: auth(mine.token) })
    const myOrders = checkoutCalls.myOrders.response.parse(ordersRes.json()).data
    expect(myOrders).toHaveLength(1)
    expect(myOrders[0]).toMatchObject({ number: 'CW-MINE-1', total: 44.1, discount: 4.9, coupon_code: 'CARE10' })
    expect(myOrders[0]?.lines.map((line) => line.name)).toEqual(list.map((c) => c.name))
    expect(myOrders[0]?.lines[0]).toMatchObject({ price: 24.5, quantity: 1 })

    const bookingsRes = await t.app.inject({ method: 'GET', url: '/api/my/bookings', headers: auth(mine.token) })
    const myBookings = bookingCalls.myBookings.response.parse(bookingsRes.json()).data
    expect(myBookings).toEqual([
      expect.objectContaining({
        course_id: list[0]!.id,
        course_name: list[0]!.name,
        training_date: '2030-05-01',
        no_of_users: 3,
        status: 'paid',
        amount: 297,
      }),
    ])
    const theirBookings = await t.app.inject({ method: 'GET', url: '/api/my/bookings', headers: auth(theirs.token) })
    expect(bookingCalls.myBookings.response.parse(theirBookings.json()).data).toEqual([])
  })
})
