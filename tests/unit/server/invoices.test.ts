import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentIntentResponse } from '@/shared/contract/checkout'
import { bookingCalls } from '@/shared/contract/booking'
import { createSession } from '../../../server/auth/session'
import { courseQuestions, invoices, orders, paymentIntents, users } from '../../../server/db/schema'
import { findDocument } from '../../../server/invoices/document'
import { issueInvoice } from '../../../server/invoices/issue'
import { stripeCardLookup } from '../../../server/invoices/card-lookup'
import type { Mail } from '../../../server/mail/mailer'
import { pdfLines, pdfText } from '../../helpers/pdf-text'
import { createTestApp, outboxSettled } from '../../helpers/test-app'
import { seededCourses, type SeededCourse } from './seeded-courses'

let t: Awaited<ReturnType<typeof createTestApp>>
const sent: Mail[] = []
let first: SeededCourse
let second: SeededCourse
let inhouse: SeededCourse & { questions: string[] }

const gbp = (pence: number) => `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`

async function newAccount(
  email: string,
  options: { role?: 'individual' | 'company'; parent?: number; companyName?: string } = {},
) {
  const [user] = await t.db
    .insert(users)
    .values({
      name: 'Invoice Tester',
      email,
      role: options.role ?? 'individual',
      parent: options.parent ?? 0,
      companyName: options.companyName ?? '',
      passwordHash: 'x',
    })
    .returning({ id: users.id })
  return { id: user!.id, token: await createSession(t.db, user!.id, false) }
}

const post = (url: string, payload: object, token: string | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

const getDocumentFile = (source: 'orders' | 'bookings', id: number | string, token: string | null) =>
  t.app.inject({
    method: 'GET',
    url: `/api/my/${source}/${id}/document`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

const confirmCard = (clientSecret: string) =>
  post(
    '/sandbox/confirm',
    { client_secret: clientSecret, card_number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
    null,
  )

const billing = (name: string) => ({
  uid: 1,
  name,
  email: 'buyer@example.com',
  phone: '7700900101',
  address: '1 Care Street, Leeds LS1 4AB',
})

/** Pays for a cart the way the checkout page does (4242 in the sandbox) and returns the order's id. */
async function buyCart(
  token: string,
  lines: { course: SeededCourse; quantity: number }[],
  options: { coupon?: string; name?: string } = {},
) {
  const subtotal = lines.reduce((sum, line) => sum + line.course.pricePence * line.quantity, 0)
  const discount = options.coupon === 'CARE10' ? Math.round(subtotal / 10) : 0
  const body = {
    amount: subtotal - discount,
    currency: 'gbp',
    ...billing(options.name ?? 'Olivia Bennett'),
    cart: lines.map(({ course, quantity }) => ({
      id: course.id,
      image: '',
      name: course.name,
      price: course.pricePence / 100,
      quantity,
    })),
    discount: discount / 100,
    coupon_code: options.coupon ?? '',
  }
  const opened = await post('/create-payment-intent', body, token)
  expect(opened.statusCode).toBe(200)
  const intent = paymentIntentResponse.parse(opened.json())
  expect((await confirmCard(intent.clientSecret)).json()).toMatchObject({ status: 'succeeded' })
  return { body, intentId: intent.paymentIntentId, subtotal, discount }
}

async function recordPayment(token: string, bought: Awaited<ReturnType<typeof buyCart>>) {
  const res = await post('/payment-success', { ...bought.body, payment_intent_id: bought.intentId }, token)
  expect(res.statusCode).toBe(200)
  return res.json().order as { id: number; number: string }
}

beforeAll(async () => {
  t = await createTestApp({}, { mailer: { send: async (mail) => void sent.push(mail) } })
  const online = await seededCourses(t.db, 'online', 2)
  ;[first, second] = [online[0]!, online[1]!]
  const [course] = await seededCourses(t.db, 'inhouse')
  const questions = await t.db
    .select({ question: courseQuestions.question })
    .from(courseQuestions)
    .where(eq(courseQuestions.courseId, course!.id))
    .orderBy(asc(courseQuestions.sort), asc(courseQuestions.id))
  inhouse = { ...course!, questions: questions.map((q) => q.question) }
})
afterAll(() => t.close())

describe('the receipt of a paid order', () => {
  it('is a PDF whose number, seller, lines and totals are those of the order', async () => {
    const buyer = await newAccount('receipt-buyer@example.com')
    const bought = await buyCart(
      buyer.token,
      [
        { course: first, quantity: 2 },
        { course: second, quantity: 1 },
      ],
      { coupon: 'CARE10' },
    )
    const order = await recordPayment(buyer.token, bought)

    const res = await getDocumentFile('orders', order.id, buyer.token)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['cache-control']).toBe('private, no-store')
    const number = res.headers['x-document-number'] as string
    expect(number).toMatch(/^CW-\d{4}-\d{6}$/)
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`)
    const [stored] = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id))
    expect(stored).toMatchObject({ number, kind: 'receipt', userId: buyer.id })

    const text = await pdfText(res.rawPayload)
    expect(text).toContain('Receipt')
    expect(text).not.toContain('VAT invoice')
    expect(text).toContain(`Receipt number ${number}`)
    expect(text).toContain('Carewise Learning Ltd')
    expect(text).toContain('VAT registration number: GB 123 4567 89')
    expect(text).toContain('Company number: 09876543')
    expect(text).toContain('Olivia Bennett')
    expect(text).toContain('1 Care Street, Leeds LS1 4AB')
    expect(text).toContain(`Reference Order ${order.number}`)
    expect(text).toContain('Payment method Test mode (no real payment)')
    for (const { course, quantity } of [
      { course: first, quantity: 2 },
      { course: second, quantity: 1 },
    ]) {
      expect(text).toContain(
        `${course.name} Online course ${quantity} ${gbp(course.pricePence)} ${gbp(course.pricePence * quantity)}`,
      )
    }
    expect(text).toContain(`Subtotal ${gbp(bought.subtotal)}`)
    expect(text).toContain(`Discount (coupon CARE10) -${gbp(bought.discount)}`)
    expect(text).toContain('VAT (0%) £0.00')
    expect(text).toContain(`Total paid ${gbp(bought.subtotal - bought.discount)}`)
  })

  it('is a VAT invoice with the company name for a company account', async () => {
    const company = await newAccount('invoice-company@example.com', {
      role: 'company',
      companyName: 'Elm Care Homes Ltd',
    })
    const order = await recordPayment(
      company.token,
      await buyCart(company.token, [{ course: first, quantity: 5 }], { name: 'Łukasz Wiśniewski' }),
    )
    const res = await getDocumentFile('orders', order.id, company.token)
    expect(res.statusCode).toBe(200)
    const text = await pdfText(res.rawPayload)
    expect(text).toContain('VAT invoice')
    expect(text).toContain(`Invoice number ${res.headers['x-document-number'] as string}`)
    // A name the standard PDF fonts cannot write comes out as typed.
    expect(text).toContain('Łukasz Wiśniewski Elm Care Homes Ltd')
    expect(text).toContain(`Total paid ${gbp(first.pricePence * 5)}`)
  })

  it('the confirmation mail points to the dashboard, with no token or code in the link', async () => {
    const buyer = await newAccount('mail-buyer@example.com')
    const order = await recordPayment(buyer.token, await buyCart(buyer.token, [{ course: second, quantity: 1 }]))
    await outboxSettled(t.db)
    const mail = sent.find((m) => m.subject.includes(order.number))
    expect(mail?.text).toContain(
      'Download your invoice or receipt (PDF) from your dashboard: http://127.0.0.1:8080/dashboard\n',
    )
    expect(mail?.text).not.toContain(buyer.token)
  })
})

describe('the buyer block of a document', () => {
  it('stays in its box: a stored 250-line address and a forged "Total paid: £0.00" make one page and no line of their own', async () => {
    const buyer = await newAccount('long-address@example.com')
    const order = await recordPayment(buyer.token, await buyCart(buyer.token, [{ course: first, quantity: 1 }]))
    const forged = 'Total paid: £0.00'
    const address = Array.from({ length: 250 }, (_, i) => (i === 20 ? forged : `${i + 1} Care Street`)).join('\n')
    // As a row stored before the contract refused line breaks holds it.
    await t.db
      .update(invoices)
      .set({
        buyer: {
          name: `Olivia Bennett\n${forged}`,
          companyName: `Elm Care\u2028${forged}`,
          address,
          email: 'buyer@example.com',
        },
      })
      .where(eq(invoices.orderId, order.id))

    const res = await getDocumentFile('orders', order.id, buyer.token)
    expect(res.statusCode).toBe(200)
    const { pages, lines } = await pdfLines(res.rawPayload)
    expect(pages).toBe(1)
    expect(lines.filter((line) => line.startsWith('Total paid'))).toEqual([`Total paid ${gbp(first.pricePence)}`])
    // The name on its one line, and the address cut short within its three.
    expect(lines.some((line) => line.startsWith(`Olivia Bennett ${forged}`))).toBe(true)
    expect(lines.some((line) => line.startsWith('1 Care Street 2 Care Street'))).toBe(true)
    expect(lines.filter((line) => / Care Street/.test(line) && line.includes('…'))).toHaveLength(1)
    expect(lines.join('\n')).not.toContain('250 Care Street')
  })
})

describe('the buyer line of a VAT invoice', () => {
  it('reads in the order it was typed: an Arabic letter mark stored in the name does not reverse "12.50"', async () => {
    const company = await newAccount('letter-mark@example.com', { role: 'company', companyName: 'Elm Care Ltd' })
    const order = await recordPayment(company.token, await buyCart(company.token, [{ course: first, quantity: 1 }]))
    // As a row stored before the contract refused format characters holds it.
    const [invoice] = await t.db.select({ buyer: invoices.buyer }).from(invoices).where(eq(invoices.orderId, order.id))
    await t.db
      .update(invoices)
      .set({ buyer: { ...invoice!.buyer, name: 'Paid \u061c12.50 GBP' } })
      .where(eq(invoices.orderId, order.id))

    const res = await getDocumentFile('orders', order.id, company.token)
    expect(res.statusCode).toBe(200)
    expect(await pdfText(res.rawPayload)).toContain('VAT invoice')
    const { lines } = await pdfLines(res.rawPayload)
    const buyerLines = lines.filter((line) => line.includes('12.50') || line.includes('05.21'))
    expect(buyerLines).toEqual([expect.stringMatching(/^Paid 12\.50 GBP/)])
  })
})

describe('who may download a document', () => {
  let buyer: { id: number; token: string }
  let orderId: number

  beforeAll(async () => {
    buyer = await newAccount('owner@example.com')
    orderId = (await recordPayment(buyer.token, await buyCart(buyer.token, [{ course: first, quantity: 1 }]))).id
  })

  it('needs a session', async () => {
    const res = await getDocumentFile('orders', orderId, null)
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Please log in to continue.')
  })

  it('another account gets 404, the same as for an order that does not exist', async () => {
    const stranger = await newAccount('stranger@example.com')
    const theirs = await getDocumentFile('orders', orderId, stranger.token)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().message).toBe('No invoice or receipt found.')
    expect((await getDocumentFile('orders', 999_999, stranger.token)).json()).toEqual(theirs.json())
  })

  it('a company account does not read the documents of an individual who is not its staff', async () => {
    const company = await newAccount('other-company@example.com', { role: 'company', companyName: 'Other Ltd' })
    expect((await getDocumentFile('orders', orderId, company.token)).statusCode).toBe(404)
  })

  it('an individual who joins a company keeps the receipts they paid for before: the company reads none of them', async () => {
    const company = await newAccount('joined-company@example.com', { role: 'company', companyName: 'Joined Ltd' })
    // Accepting an invitation makes the account the company's staff (server/team/invitations.ts).
    await t.db.update(users).set({ parent: company.id }).where(eq(users.id, buyer.id))
    expect((await getDocumentFile('orders', orderId, company.token)).statusCode).toBe(404)
    expect((await getDocumentFile('orders', orderId, buyer.token)).statusCode).toBe(200)
  })

  it('an id that is not a number, or too large, is a 404, not an error', async () => {
    expect((await getDocumentFile('orders', 'abc', buyer.token)).statusCode).toBe(404)
    expect((await getDocumentFile('orders', '99999999999', buyer.token)).statusCode).toBe(404)
    expect((await getDocumentFile('bookings', '-1', buyer.token)).statusCode).toBe(404)
  })
})

describe('the document of a paid booking', () => {
  async function payBooking(token: string, noOfUsers: number) {
    const headers = { authorization: `Bearer ${token}` }
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/inhouse/save-basic-info',
      headers,
      payload: {
        name: 'Grace Okafor',
        email: 'grace@example.com',
        address: '12 Mill Road, Leeds',
        postal_code: 'LS1 4AB',
        training_date: '2031-03-14',
        no_of_users: noOfUsers,
        course_id: inhouse.id,
        company_name: '',
        notes: '',
      },
    })
    expect(started.statusCode).toBe(200)
    const key = bookingCalls.saveBasicInfo.response.parse(started.json()).token_unique_key
    const answers: Record<string, string> = {}
    inhouse.questions.forEach((question, i) => {
      answers[`q${i + 1}`] = question
      answers[`a${i + 1}`] = 'Yes'
    })
    expect(
      (
        await post(
          '/inhouse/save-question-answer',
          { token_unique_key: key, question_answer: JSON.stringify(answers) },
          token,
        )
      ).statusCode,
    ).toBe(200)
    const opened = await post(
      '/inhouse/create-payment-intent',
      { token_unique_key: key, amount: inhouse.pricePence * noOfUsers, currency: 'GBP' },
      token,
    )
    expect(opened.statusCode).toBe(200)
    const intent = opened.json() as { clientSecret: string; paymentIntentId: string }
    await confirmCard(intent.clientSecret)
    const paid = await post(
      '/inhouse/payment-success',
      { token_unique_key: key, transaction_id: intent.paymentIntentId, amount: 0, payment_data: {} },
      token,
    )
    expect(paid.statusCode).toBe(200)
    return paid.json().booking_id as number
  }

  it('names the course, training date and delegates; only the company account that booked reads it', async () => {
    const company = await newAccount('booking-company@example.com', {
      role: 'company',
      companyName: 'Sunny Homes Ltd',
    })
    // Staff (sub-users) never book: their company's account does, and holds the document.
    const bookingId = await payBooking(company.token, 3)

    const own = await getDocumentFile('bookings', bookingId, company.token)
    expect(own.statusCode).toBe(200)
    const text = await pdfText(own.rawPayload)
    expect(text).toContain('VAT invoice')
    expect(text).toContain('Grace Okafor Sunny Homes Ltd 12 Mill Road, Leeds, LS1 4AB')
    expect(text).toContain(`Reference Booking B${String(bookingId).padStart(6, '0')}`)
    expect(text).toContain(
      `${inhouse.name} In-house training · Training date: 14 March 2031 · 3 delegates 3 ${gbp(inhouse.pricePence)} ${gbp(inhouse.pricePence * 3)}`,
    )
    expect(text).toContain(`Total paid ${gbp(inhouse.pricePence * 3)}`)

    const staff = await newAccount('booking-staff@example.com', { parent: company.id })
    expect((await getDocumentFile('bookings', bookingId, staff.token)).statusCode).toBe(404)
  })
})

describe('invoice numbers', () => {
  /** The highest number given so far (all test payments fall in one year). */
  const lastSequence = async () => Math.max(0, ...(await t.db.select().from(invoices)).map((row) => row.sequence))
  const sequencesOf = async (orderIds: number[]) => {
    const rows = await t.db.select().from(invoices)
    return rows.filter((row) => row.orderId !== null && orderIds.includes(row.orderId))
  }

  it('20 orders paid at once get 20 different numbers, one after the other, following the last one', async () => {
    const lastBefore = await lastSequence()
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => newAccount(`parallel-${i}@example.com`)))
    const bought = await Promise.all(buyers.map((buyer) => buyCart(buyer.token, [{ course: second, quantity: 1 }])))
    const recorded = await Promise.all(buyers.map((buyer, i) => recordPayment(buyer.token, bought[i]!)))

    const rows = await sequencesOf(recorded.map((order) => order.id))
    expect(rows).toHaveLength(20)
    expect(new Set(rows.map((row) => row.number)).size).toBe(20)
    const sequences = rows.map((row) => row.sequence).sort((a, b) => a - b)
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => lastBefore + 1 + i))
    for (const row of rows) expect(row.number).toBe(`CW-${row.year}-${String(row.sequence).padStart(6, '0')}`)
  })

  it('a payment whose transaction fails gives its number back: the next payment takes it', async () => {
    const buyer = await newAccount('rollback@example.com')
    const last = await lastSequence()
    const failed = await buyCart(buyer.token, [{ course: first, quantity: 1 }])
    const [intent] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, failed.intentId))

    await expect(
      t.db.transaction(async (tx) => {
        const [order] = await tx
          .insert(orders)
          .values({
            number: 'CW-ROLLBACK',
            userId: buyer.id,
            paymentIntentId: intent!.id,
            subtotalPence: 100,
            totalPence: 100,
            name: 'x',
            email: 'x@example.com',
            phone: '',
            address: '',
          })
          .returning()
        await issueInvoice(tx, { orderId: order!.id })
        throw new Error('the recording failed after the number was given')
      }),
    ).rejects.toThrow('the recording failed')

    const next = await recordPayment(buyer.token, failed)
    const [row] = await sequencesOf([next.id])
    expect(row!.sequence).toBe(last + 1)
  })

  it('a repeated payment-success keeps the one number the order got', async () => {
    const buyer = await newAccount('repeat@example.com')
    const bought = await buyCart(buyer.token, [{ course: first, quantity: 1 }])
    const order = await recordPayment(buyer.token, bought)
    await recordPayment(buyer.token, bought)
    expect(await sequencesOf([order.id])).toHaveLength(1)
  })
})

describe('the payment method of a real card payment', () => {
  it("is read from Stripe's charge once, when the document is first made, and kept", async () => {
    const buyer = await newAccount('stripe-card@example.com')
    const order = await recordPayment(buyer.token, await buyCart(buyer.token, [{ course: first, quantity: 1 }]))
    // As a Stripe payment is recorded: the card is not known yet.
    await t.db.update(invoices).set({ provider: 'stripe', paymentMethod: null }).where(eq(invoices.orderId, order.id))
    const asked: string[] = []
    const fakeStripe = {
      paymentIntents: {
        retrieve: async (id: string, params?: { expand?: string[] }) => {
          asked.push(id)
          expect(params?.expand).toEqual(['latest_charge'])
          return { latest_charge: { payment_method_details: { card: { brand: 'visa', last4: '4242' } } } }
        },
      },
    } as unknown as Parameters<typeof stripeCardLookup>[0]
    const lookup = stripeCardLookup(fakeStripe)
    const [viewer] = await t.db.select().from(users).where(eq(users.id, buyer.id))

    const made = await findDocument(t.db, viewer!, 'order', order.id, lookup)
    expect(made?.paymentMethod).toBe('Visa ending 4242')
    const again = await findDocument(t.db, viewer!, 'order', order.id, lookup)
    expect(again?.paymentMethod).toBe('Visa ending 4242')
    expect(asked).toHaveLength(1)
  })
})
