import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../../server/auth/session'
import { users } from '../../../server/db/schema'
import { createTestApp } from '../../helpers/test-app'
import { seededCourses } from './seeded-courses'

let t: Awaited<ReturnType<typeof createTestApp>>
const logLines: string[] = []
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'error' }, { logStream: { write: (line) => void logLines.push(line) } })
})
afterAll(() => t.close())

describe('a database error in the log', () => {
  it("names the failed query and the driver's code, never the buyer's details or the payment's client secret", async () => {
    const [user] = await t.db
      .insert(users)
      .values({ name: 'Log Tester', email: 'log-tester@example.com', role: 'individual', passwordHash: 'x' })
      .returning({ id: users.id })
    const token = await createSession(t.db, user!.id, false)
    const [course] = await seededCourses(t.db, 'online', 1)
    const buyer = {
      name: 'Winifred Quarrington',
      email: 'winifred.quarrington@example.com',
      phone: '07700 900987',
      address: '17 Larkspur Mews, Harrogate',
    }
    // The database refuses every new payment intent (as a full disk or a broken migration would),
    // after the provider has made the intent and its client secret.
    await t.db.execute(sql.raw('alter table payment_intents add constraint refuse_all check (false) not valid'))
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          amount: course!.pricePence,
          currency: 'gbp',
          uid: user!.id,
          ...buyer,
          cart: [{ id: course!.id, name: course!.name, price: course!.pricePence / 100, quantity: 1 }],
        },
      })
      expect([res.statusCode, res.json()]).toEqual([
        500,
        { message: 'Something went wrong on our side. Please try again.' },
      ])
    } finally {
      await t.db.execute(sql.raw('alter table payment_intents drop constraint refuse_all'))
    }

    const failed = logLines.filter((line) => line.includes('request failed'))
    expect(failed).toHaveLength(1)
    const line = failed[0]!
    for (const value of Object.values(buyer)) expect([value, line.includes(value)]).toEqual([value, false])
    // The sandbox's client secret: the intent's id, "_secret_" and 32 hex digits.
    expect(line).not.toMatch(/_secret_[0-9a-f]{32}/)
    expect(line).not.toContain('params')
    // What a developer needs all the same: which query failed, and PostgreSQL's code for why.
    const { err } = JSON.parse(line) as { err: Record<string, unknown> }
    expect(err).toMatchObject({ type: 'DatabaseError', code: '23514' })
    expect(err.message).toMatch(/^Failed query: insert into "payment_intents"/)
  })

  it('holds no parameter or PostgreSQL detail in any other log line, an error logged alone or as err', () => {
    const secret = `pi_sandbox_1_secret_${randomBytes(16).toString('hex')}`
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      severity: 'ERROR',
      detail: `Key (client_secret)=(${secret}) already exists.`,
      params: [secret],
    })
    const failed = new DrizzleQueryError('update "payment_intents" set "client_secret" = $1', [secret], driverError)
    const from = logLines.length
    // As the sandbox sweep and the mail outbox log what their pass threw.
    t.app.log.error({ err: failed }, 'sandbox sweep failed')
    t.app.log.error(failed)
    t.app.log.error({ err: driverError }, 'mail outbox pass failed')
    // Any other error keeps its message.
    t.app.log.error({ err: new Error('SMTP server refused the connection') }, 'mail failed')
    const lines = logLines.slice(from)
    expect(lines).toHaveLength(4)
    for (const line of lines) expect(line).not.toContain(secret)
    expect(lines.slice(0, 3).map((line) => (JSON.parse(line) as { err: { code: string } }).err.code)).toEqual([
      '23505',
      '23505',
      '23505',
    ])
    expect(lines[0]).toContain('Failed query: update \\"payment_intents\\" set \\"client_secret\\" = $1')
    expect(lines[3]).toContain('SMTP server refused the connection')
  })
})
