import { and, count, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, users } from '../../../server/db/schema'
import type { Mail } from '../../../server/mail/mailer'
import { teamCallers } from '../../helpers/team-callers'
import { createTestApp, outboxSettled, type TestApp } from '../../helpers/test-app'

/**
 * A company's invitations cannot flood a mailbox, squat an address or tell
 * the company who has an account. Each test acts as the company (or the address's owner) does,
 * through the API, and counts what the outbox holds.
 */

const DAILY_CAP = 30
let t: TestApp
const sent: Mail[] = []
beforeAll(async () => {
  t = await createTestApp(
    { TEAM_INVITATION_MAILS_PER_DAY: String(DAILY_CAP) },
    { mailer: { send: async (mail) => void sent.push(mail) } },
  )
})
afterAll(() => t.close())

const { call, register, company, nextAddress } = teamCallers(() => t.app, '10.44', 'safety')

/** Invitation mails queued for an address, sent or not: what the address's owner receives. */
async function mailsTo(email: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, "You're invited to join a team on Carewise Learning")))
  return row?.n ?? 0
}

const invite = (token: string, email: string, name = 'Pat Jones') =>
  call('POST', '/team/invitations', token, { name, email })

const bulk = (token: string, people: { name: string; email: string }[]) =>
  call('POST', '/team/invitations/bulk', token, { people })

interface TeamBody {
  staff: { id: number; email: string }[]
  invitations: { id: number; email: string }[]
}
const teamOf = async (token: string) => (await call('GET', '/team', token)).json<TeamBody>()

describe('finding 1: our mail is not a weapon', () => {
  it('20 presses of Invite for one address within a minute queue one mail, and say why the others sent none', async () => {
    const manager = await company()
    nextAddress()
    const email = 'flood-target@safety-test.example'
    // Ten at once, then ten one after the other.
    const together = await Promise.all(Array.from({ length: 10 }, () => invite(manager, email)))
    const after = []
    for (let i = 0; i < 10; i++) after.push(await invite(manager, email))
    const answers = [...together, ...after]
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1)
    const refused = answers.filter((res) => res.statusCode !== 200)
    expect(new Set(refused.map((res) => res.statusCode))).toEqual(new Set([409]))
    expect(refused[0]!.json().message).toMatch(
      /^Invitation already sent to this address\. You can send it again from \d{1,2} \w{3}, \d\d:\d\d \(UK time\)\.$/,
    )
    // A bulk list naming the address too sends nothing more.
    const listed = await bulk(manager, [{ name: 'Pat Jones', email }])
    expect(listed.json().results[0]).toMatchObject({ outcome: 'already_invited' })
    expect(await mailsTo(email)).toBe(1)
  })

  it('Resend respects the wait; Withdraw and inviting again do not reset it', async () => {
    const manager = await company()
    nextAddress()
    const email = 'resend-target@safety-test.example'
    expect((await invite(manager, email)).statusCode).toBe(200)
    const [invitation] = (await teamOf(manager)).invitations
    const resend = await call('POST', `/team/invitations/${invitation!.id}/resend`, manager)
    expect(resend.statusCode).toBe(409)
    expect(resend.json().message).toMatch(/^Invitation already sent to this address\. You can send it again from /)
    expect((await call('POST', `/team/invitations/${invitation!.id}/withdraw`, manager)).statusCode).toBe(200)
    const again = await invite(manager, email)
    expect(again.statusCode).toBe(409)
    expect(await mailsTo(email)).toBe(1)
  })

  it(`a company has at most ${DAILY_CAP} invitation mails sent a day, however often it presses bulk invite`, async () => {
    const manager = await company()
    nextAddress()
    const people = (from: number) =>
      Array.from({ length: 20 }, (_, i) => ({
        name: `Person ${from + i}`,
        email: `cap-${from + i}@safety-test.example`,
      }))
    const outcomes = async (list: { name: string; email: string }[]) =>
      (await bulk(manager, list)).json<{ results: { outcome: string; message: string }[] }>().results
    const first = await outcomes(people(0))
    expect(first.every((result) => result.outcome === 'invited')).toBe(true)
    // The same list again: no one gets a second mail.
    const repeated = await outcomes(people(0))
    expect(repeated.every((result) => result.outcome === 'already_invited')).toBe(true)
    const more = await outcomes(people(20))
    expect(more.filter((result) => result.outcome === 'invited')).toHaveLength(DAILY_CAP - 20)
    const capped = more.filter((result) => result.outcome === 'limit_reached')
    expect(capped).toHaveLength(40 - DAILY_CAP)
    expect(capped[0]!.message).toBe(
      `Your company has sent today's ${DAILY_CAP} invitation emails, the most a day allows. Invite more tomorrow.`,
    )
    const [queued] = await t.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(like(mailOutbox.to, 'cap-%@safety-test.example'))
    expect(queued?.n).toBe(DAILY_CAP)
  })
})

describe('finding 2: an invitation never takes an address from its owner', () => {
  it('the owner registers with an invited address (200), and accepts from the mailed link once logged in', async () => {
    const manager = await company()
    nextAddress()
    const email = 'squatted@safety-test.example'
    expect((await invite(manager, email, 'Someone Else')).statusCode).toBe(200)
    await outboxSettled(t.db)
    const link = /\/accept-invite\?token=([\w-]+)/.exec(sent.filter((mail) => mail.to === email).at(-1)?.text ?? '')
    expect(link).not.toBeNull()

    const owner = await register('individual', email)
    expect(owner.res.statusCode, owner.res.body).toBe(200)
    expect(owner.res.json().user).toMatchObject({ email, parent: 0 })
    // Forgot-password now gives the owner their own account, not a staff account.
    expect((await call('POST', '/login', null, { email, password: 'longenough1' })).statusCode).toBe(200)

    // The mailed link makes no second account and sets no password.
    const hijack = await call('POST', '/accept-invite', null, {
      token: link![1],
      password: 'Hijacked123',
      password_confirmation: 'Hijacked123',
    })
    expect(hijack.statusCode).toBe(409)
    expect(hijack.json().message).toBe(
      'An account with this email already exists. Log in, then open the link in the email again to accept.',
    )
    expect((await call('POST', '/login', null, { email, password: 'Hijacked123' })).statusCode).toBe(401)

    // Reminded on the dashboard; nothing changes until they answer from the link.
    const asked = await call('GET', '/my/invitations', owner.token)
    expect(asked.json()).toEqual({ invited: true })
    expect((await call('GET', '/me', owner.token)).json().user).toMatchObject({ parent: 0 })
    const accepted = await call('POST', '/my/invitations/accept', owner.token, { token: link![1] })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json().user.parent).not.toBe(0)
    const team = await teamOf(manager)
    expect(team.staff.map((person) => person.email)).toEqual([email])
    expect(team.invitations).toEqual([])
  })

  it('an existing account holder declines, and stays as they were', async () => {
    const holder = await register('individual')
    expect(holder.res.statusCode).toBe(200)
    const manager = await company()
    nextAddress()
    expect((await invite(manager, holder.email)).statusCode).toBe(200)
    await outboxSettled(t.db)
    const token = /\/accept-invite\?token=([\w-]+)/.exec(
      sent.filter((mail) => mail.to === holder.email).at(-1)!.text,
    )![1]
    const listed = (await teamOf(manager)).invitations
    // Another company cannot answer for them, even holding the link.
    const stranger = await company()
    expect((await call('POST', '/my/invitations/accept', stranger, { token })).statusCode).toBe(403)
    expect((await call('POST', '/my/invitations/decline', stranger, { token })).statusCode).toBe(403)
    const declined = await call('POST', '/my/invitations/decline', holder.token, { token })
    expect(declined.json()).toMatchObject({ message: 'Invitation declined.' })
    expect((await call('GET', '/my/invitations', holder.token)).json()).toEqual({ invited: false })
    // The company sees it as before until it expires (team-invitation-proof.test.ts, finding 3).
    expect((await teamOf(manager)).invitations).toEqual(listed)
    const [account] = await t.db.select({ parent: users.parent }).from(users).where(eq(users.email, holder.email))
    expect(account?.parent).toBe(0)
  })

  it('the manager withdraws an invitation: its link stops working and nothing is left of it', async () => {
    const manager = await company()
    nextAddress()
    const email = 'withdrawn@safety-test.example'
    expect((await invite(manager, email)).statusCode).toBe(200)
    await outboxSettled(t.db)
    const token = /\/accept-invite\?token=([\w-]+)/.exec(sent.filter((mail) => mail.to === email).at(-1)!.text)![1]
    const [invitation] = (await teamOf(manager)).invitations
    expect(invitation).toMatchObject({ email })
    // Another company's manager cannot withdraw it.
    const other = await company()
    expect((await call('POST', `/team/invitations/${invitation!.id}/withdraw`, other)).statusCode).toBe(404)

    const withdrawn = await call('POST', `/team/invitations/${invitation!.id}/withdraw`, manager)
    expect(withdrawn.json()).toMatchObject({ message: 'Invitation withdrawn.' })
    expect((await teamOf(manager)).invitations).toEqual([])
    const late = await call('POST', '/accept-invite', null, {
      token,
      password: 'TooLate123',
      password_confirmation: 'TooLate123',
    })
    expect(late.statusCode).toBe(422)
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([])
    expect((await register('individual', email)).res.statusCode).toBe(200)
  })
})

describe('finding 3: a company learns nothing about who has an account', () => {
  it('a known and an unknown address get the same answer and one mail each', async () => {
    const known = await register('individual')
    expect(known.res.statusCode).toBe(200)
    const unknown = 'nobody-here@safety-test.example'
    const manager = await company()
    nextAddress()
    const answers = [await invite(manager, known.email, 'Alex Doe'), await invite(manager, unknown, 'Alex Doe')]
    const seen = answers.map((res) => ({ status: res.statusCode, body: { ...res.json(), email: '(address)' } }))
    expect(seen[0]).toEqual(seen[1])
    expect(seen[0]!.status).toBe(200)

    const listed = await bulk(manager, [
      { name: 'Alex Doe', email: 'learner@carewise.example' },
      { name: 'Alex Doe', email: 'nobody-either@safety-test.example' },
    ])
    const [a, b] = listed.json<{ results: object[] }>().results
    expect({ ...a, email: '' }).toEqual({ ...b, email: '' })
    expect(a).toMatchObject({ outcome: 'invited', message: 'Invitation sent.' })

    for (const email of [known.email, unknown, 'learner@carewise.example', 'nobody-either@safety-test.example']) {
      expect(await mailsTo(email), email).toBe(1)
    }
  })
})
