import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/auth/demo-accounts'
import { seedCategories } from '../../server/db/seed-data/categories'
import { seedCourses } from '../../server/db/seed-data/courses'
import { startServerProcess, type ServerProcess } from '../helpers/server-process'
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink'
import { adminQuery, databaseUrl, freePort } from '../helpers/postgres-cluster'
import { TEST_DATABASE_URL } from '../helpers/test-database'

/**
 * Two server processes on one PostgreSQL database, as two instances behind a load balancer, with
 * their mail going to a real SMTP server. Each step leans on the previous one (the instances the
 * first starts serve the rest), so the steps run in order.
 */
if (!TEST_DATABASE_URL) throw new Error('The two-instance tests need PostgreSQL: run them with npm run test:postgres.')
const adminUrl = TEST_DATABASE_URL

const database = `carewise_two_${randomBytes(4).toString('hex')}`
const url = databaseUrl(adminUrl, database)
let sql: postgres.Sql
let smtp: SmtpSink
const ports: number[] = []
const instances: ServerProcess[] = []

const BILLING = { uid: 1, name: 'Olivia Bennett', email: 'olivia@example.com', phone: '7700900101', address: '1 Leeds' }
const CARD = { card_number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' }

function start(index: number): Promise<ServerProcess> {
  // A short claim, so a mail the killed instance had taken is retried within seconds.
  return startServerProcess(ports[index]!, { DATABASE_URL: url, SMTP_URL: smtp.url, MAIL_CLAIM_SECONDS: '2' })
}

async function call(origin: string, path: string, body: object, token?: string) {
  const res = await fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** A sandbox intent for `quantity` of one course, confirmed with the 4242 card, as the payment page does it. */
async function paidIntent(origin: string, token: string, course: { id: number; name: string }, quantity: number) {
  const cart = [{ id: course.id, image: '', name: course.name, price: 0, quantity }]
  const draft = { currency: 'gbp', ...BILLING, cart, discount: 0 }
  // The server answers a wrong amount with its own (409), which the page then pays.
  const refused = await call(origin, '/create-payment-intent', { ...draft, amount: 0 }, token)
  expect(refused.status).toBe(409)
  const amount = refused.body.amount as number
  const intent = await call(origin, '/create-payment-intent', { ...draft, amount }, token)
  expect(intent.status).toBe(200)
  const confirmed = await call(origin, '/sandbox/confirm', { client_secret: intent.body.clientSecret, ...CARD })
  expect(confirmed.body.status).toBe('succeeded')
  return { ...draft, amount, payment_intent_id: intent.body.paymentIntentId as string }
}

/** Waits until the outbox has no unsent mail: every committed mail has been accepted by the SMTP server. */
async function outboxEmpty() {
  await expect
    .poll(async () => (await sql`select count(*)::int as n from mail_outbox where sent_at is null`)[0]!.n, {
      timeout: 30_000,
      interval: 200,
    })
    .toBe(0)
}

const orderMails = (number: string) => smtp.received.filter((mail) => mail.subject.includes(number))

let token: string
let course: { id: number; name: string }

beforeAll(async () => {
  smtp = await startSmtpSink()
  await adminQuery(adminUrl, `CREATE DATABASE ${database}`)
  sql = postgres(url, { max: 2, onnotice: () => {} })
  ports.push(await freePort(), await freePort())
})

afterAll(async () => {
  for (const instance of instances) instance.child.kill('SIGKILL')
  await Promise.all(instances.map((instance) => instance.exited))
  await sql?.end()
  await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  await smtp?.close()
})

describe('two instances on one PostgreSQL', () => {
  it('start together on an empty database: both come up, with one copy of the demo data', async () => {
    instances.push(...(await Promise.all([start(0), start(1)])))
    for (const instance of instances) expect((await fetch(`${instance.origin}/api/ready`)).status).toBe(200)

    const [counts] = await sql`
      select (select count(*)::int from categories) as categories,
             (select count(*)::int from courses) as courses,
             (select count(*)::int from coupons) as coupons,
             (select count(*)::int from drizzle.__drizzle_migrations) as migrations`
    expect(counts).toMatchObject({ categories: seedCategories.length, courses: seedCourses.length, coupons: 3 })
    const demo = Object.values(DEMO_ACCOUNTS).map((account) => account.email)
    const users = await sql`select email from users where email in ${sql(demo)}`
    expect(users.map((row) => row.email).sort()).toEqual([...demo].sort())

    const login = await call(instances[0]!.origin, '/login', {
      email: DEMO_ACCOUNTS.learner.email,
      password: DEMO_PASSWORD,
      remember: false,
    })
    expect(login.status).toBe(200)
    token = login.body.token as string
    const list = (await (await fetch(`${instances[1]!.origin}/api/courselist`)).json()) as {
      data: { id: number; name: string; course_for: string }[]
    }
    course = list.data.find((c) => c.course_for === 'online')!
  }, 120_000)

  it('20 parallel payment-success calls for one intent, split across both, make one order and send one mail', async () => {
    const [a, b] = instances as [ServerProcess, ServerProcess]
    const paid = await paidIntent(a.origin, token, course, 1)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call((i % 2 === 0 ? a : b).origin, '/payment-success', paid, token)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    const numbers = new Set(answers.map((answer) => (answer.body.order as { number: string }).number))
    expect(numbers.size).toBe(1)
    const [number] = [...numbers] as [string]

    const orders = await sql`select id from orders where payment_intent_id = ${paid.payment_intent_id}`
    expect(orders).toHaveLength(1)
    const queued = await sql`select id from mail_outbox where subject like ${`%${number}%`}`
    expect(queued).toHaveLength(1)
    await outboxEmpty()
    expect(orderMails(number)).toHaveLength(1)
    expect(orderMails(number)[0]).toMatchObject({ to: [BILLING.email] })
  }, 60_000)

  it('SIGKILL of one instance mid-burst: no partial order, and every order’s mail is sent after the restart', async () => {
    const [a, b] = instances as [ServerProcess, ServerProcess]
    // Sixteen paid intents (one course, quantities 2–17, so sixteen different purchases).
    const paid = []
    for (let quantity = 2; quantity <= 17; quantity++) paid.push(await paidIntent(a.origin, token, course, quantity))

    const burst = paid.map((body) => call(b.origin, '/payment-success', body, token).catch(() => null))
    await Promise.race(burst)
    b.child.kill('SIGKILL')
    const answered = (await Promise.all(burst)).filter((answer) => answer?.status === 200).length
    await b.exited

    // Whatever the crash left is whole: each order has its lines, adding up to its subtotal, and its mail.
    const intents = paid.map((body) => body.payment_intent_id)
    const committed = await sql`
      select o.number, o.subtotal_pence,
             (select count(*)::int from order_lines l where l.order_id = o.id) as lines,
             (select coalesce(sum(l.unit_price_pence * l.quantity), 0)::int from order_lines l where l.order_id = o.id) as sum,
             (select count(*)::int from mail_outbox m where m.subject like '%' || o.number || '%') as mails
      from orders o where o.payment_intent_id in ${sql(intents)}`
    expect(committed.length).toBeGreaterThanOrEqual(answered)
    for (const order of committed) {
      expect(order).toMatchObject({ lines: 1, sum: order.subtotal_pence, mails: 1 })
    }

    // The restarted instance's sweep records the paid intents whose payment-success the crash cut off.
    instances[1] = await start(1)
    await expect
      .poll(
        async () => (await sql`select count(*)::int as n from orders where payment_intent_id in ${sql(intents)}`)[0]!.n,
        {
          timeout: 30_000,
          interval: 200,
        },
      )
      .toBe(paid.length)
    await outboxEmpty()
    const numbers = (await sql`select number from orders where payment_intent_id in ${sql(intents)}`).map(
      (row) => row.number as string,
    )
    for (const number of numbers) {
      const mails = orderMails(number)
      expect(mails.length, `mail for ${number}`).toBeGreaterThanOrEqual(1)
      // A mail sent just before the kill, but not yet marked, goes again after the claim runs out:
      // the copy carries the same Message-ID, so the recipient's client can tell it is one mail.
      expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(1)
    }
    // Completing the payments again changes nothing, on either instance.
    const again = await Promise.all(
      paid.map((body, i) => call((i % 2 === 0 ? a : instances[1]!).origin, '/payment-success', body, token)),
    )
    expect(again.map((answer) => answer.status)).toEqual(Array(paid.length).fill(200))
    // One queued mail per order in this database, and no more.
    const [totals] =
      await sql`select (select count(*)::int from mail_outbox) as mails, (select count(*)::int from orders) as orders`
    expect(totals!.mails).toBe(totals!.orders)
  }, 180_000)

  it('SIGTERM: an instance finishes the request in flight, then exits cleanly; the other keeps serving', async () => {
    const [a, b] = instances as [ServerProcess, ServerProcess]
    // Forgot-password takes at least 400 ms, long enough to be in flight when the signal comes.
    const inFlight = call(b.origin, '/forgot-password', { email: DEMO_ACCOUNTS.learner.email })
    await new Promise((resolve) => setTimeout(resolve, 150))
    b.child.kill('SIGTERM')
    const signalled = Date.now()
    const answer = await inFlight
    expect(answer.status).toBe(200)
    // The answer's keep-alive connection (this client keeps it) does not hold the exit back.
    expect(await b.exited).toBe(0)
    expect(Date.now() - signalled).toBeLessThan(5_000)
    await expect(fetch(`${b.origin}/api/health`)).rejects.toThrow()
    expect((await fetch(`${a.origin}/api/ready`)).status).toBe(200)
    // The reset mail queued by that last request is sent (by whichever instance is left).
    await outboxEmpty()
    expect(smtp.received.filter((mail) => /reset/i.test(mail.subject))).toHaveLength(1)
  }, 60_000)
})
