import { eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../../server/auth/session'
import { mailOutbox, orders, users } from '../../../server/db/schema'
import { createMailSender, enqueueMail, outboxMessageId } from '../../../server/mail/outbox'
import type { Mail } from '../../../server/mail/mailer'
import { sweepSandboxPayments } from '../../../server/operations/sandbox-sweep'
import { startSmtpSink, type SmtpSink } from '../../helpers/smtp-sink'
import { createTestApp, outboxSettled, type TestApp } from '../../helpers/test-app'
import { seededCourses } from './seeded-courses'

/** The outbox's timings shortened, so a retry is seen within the test. */
const FAST = { mailSender: { pollMs: 50, retryBaseMs: 300 } }

let smtp: SmtpSink
let t: TestApp

beforeAll(async () => {
  smtp = await startSmtpSink()
  // No mailer given: the app sends through SMTP_URL, as a deployment does.
  t = await createTestApp({ SMTP_URL: smtp.url }, { operations: FAST })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

const register = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      name: 'Mail Tester',
      phone: '7700900555',
      email,
      password: 'mail-tester-pass',
      password_confirmation: 'mail-tester-pass',
      city: 'York',
      country: 'United Kingdom',
      role: 'individual',
      termsAccepted: 1,
    },
  })

const rowsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))

describe('the mail outbox over SMTP', () => {
  it('sends a registration’s welcome mail to the SMTP server, marks it sent and keeps no body', async () => {
    expect((await register('welcome@example.com')).statusCode).toBe(200)
    await outboxSettled(t.db)
    const [row] = await rowsTo('welcome@example.com')
    const received = smtp.received.filter((mail) => mail.to.includes('welcome@example.com'))
    expect(received).toHaveLength(1)
    expect(received[0]!.subject).toMatch(/^Welcome to /)
    expect(received[0]!.messageId).toBe(outboxMessageId(row!.id))
    expect(row).toMatchObject({ attempts: 1, lastError: null, text: '' })
    expect(row!.sentAt).toBeInstanceOf(Date)
  })

  it('retries a refused mail with backoff and sends it once the server takes it', async () => {
    smtp.refuseNext(1)
    expect((await register('retry@example.com')).statusCode).toBe(200)
    await expect.poll(async () => (await rowsTo('retry@example.com'))[0]?.lastError ?? null).toMatch(/451/)
    const [failed] = await rowsTo('retry@example.com')
    expect(failed!.sentAt).toBeNull()
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())

    await outboxSettled(t.db)
    const [row] = await rowsTo('retry@example.com')
    expect(row).toMatchObject({ attempts: 2, lastError: null })
    expect(smtp.received.filter((mail) => mail.to.includes('retry@example.com'))).toHaveLength(1)
  })

  it('keeps no mail of a transaction that rolls back', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, { to: 'rolled-back@example.com', subject: 'Never', text: 'Never sent' })
        throw new Error('the order failed')
      }),
    ).rejects.toThrow('the order failed')
    expect(await rowsTo('rolled-back@example.com')).toHaveLength(0)
  })
})

describe('several senders on one database', () => {
  it('send each mail once, however many instances poll the outbox', async () => {
    const received: Mail[] = []
    const mailer = { send: async (mail: Mail) => void received.push(mail) }
    const senders = Array.from({ length: 3 }, () => createMailSender({ db: t.db, mailer, log: t.app.log, pollMs: 20 }))
    // The app's own sender competes for the same rows, delivering over SMTP.
    for (let i = 0; i < 30; i++)
      await enqueueMail(t.db, { to: `many-${i}@example.com`, subject: `Mail ${i}`, text: '' })
    for (const sender of senders) sender.start()
    await outboxSettled(t.db)
    await Promise.all(senders.map((sender) => sender.stop()))
    const delivered = [
      ...received.map((mail) => mail.to),
      ...smtp.received.flatMap((mail) => mail.to).filter((to) => to.startsWith('many-')),
    ]
    expect(delivered.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `many-${i}@example.com`).sort())
  })
})

describe('the sandbox sweep', () => {
  it('records a confirmed card payment whose payment-success never came, with its mail, once', async () => {
    const [user] = await t.db
      .insert(users)
      .values({ name: 'Closed Tab', email: 'closed-tab-sweep@example.com', role: 'individual', passwordHash: 'x' })
      .returning()
    const token = await createSession(t.db, user!.id, false)
    const [course] = await seededCourses(t.db, 'online')
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization: `Bearer ${token}` } })
    const checkout = {
      amount: course!.pricePence,
      currency: 'gbp',
      uid: user!.id,
      name: 'Closed Tab',
      email: 'closed-tab-sweep@example.com',
      phone: '7700900556',
      address: '3 Care Street, Hull',
      cart: [{ id: course!.id, image: '', name: course!.name, price: course!.pricePence / 100, quantity: 1 }],
      discount: 0,
    }
    const intent = await post('/create-payment-intent', checkout)
    expect(intent.statusCode).toBe(200)
    const { clientSecret, paymentIntentId } = intent.json() as { clientSecret: string; paymentIntentId: string }
    const confirmed = await post('/sandbox/confirm', {
      client_secret: clientSecret,
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2099,
      cvc: '123',
    })
    expect(confirmed.json()).toEqual({ status: 'succeeded' })
    // The tab closes here: no payment-success.
    expect(await t.db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId))).toHaveLength(0)

    expect(await sweepSandboxPayments(t.db, t.env, t.app.log)).toBe(1)
    const [order] = await t.db.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId))
    expect(order).toMatchObject({ userId: user!.id, totalPence: course!.pricePence })
    expect(await sweepSandboxPayments(t.db, t.env, t.app.log)).toBe(0)
    await outboxSettled(t.db)
    expect(
      await t.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%${order!.number}%`)),
    ).toHaveLength(1)
    expect(smtp.received.filter((mail) => mail.subject.includes(order!.number))).toHaveLength(1)

    // The browser's late payment-success finds the same order.
    const late = await post('/payment-success', { ...checkout, payment_intent_id: paymentIntentId })
    expect(late.statusCode).toBe(200)
    expect((late.json() as { order: { number: string } }).order.number).toBe(order!.number)
  })
})

describe('GET /api/ready and /api/health', () => {
  it('say the server is alive, and ready once its database is migrated', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(health.statusCode).toBe(200)
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ ready: true })
    expect(ready.headers['cache-control']).toBe('no-store')
  })

  it('is not ready when the newest migration has not been applied', async () => {
    // Stands for a database an older build left behind: the newest migration is missing.
    await t.db.execute(sql`update drizzle.__drizzle_migrations set created_at = 0`)
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toMatchObject({ ready: false, message: 'The database schema is not up to date.' })
  })
})
