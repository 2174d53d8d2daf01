import { and, eq, inArray, like, or } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEAM_MESSAGES } from '@/shared/contract/team-messages'
import { mailOutbox, teamInvitationMails, teamInvitations, users } from '../../../server/db/schema'
import type { Mail } from '../../../server/mail/mailer'
import { validRegistration } from '../../helpers/registration'
import { teamCallers } from '../../helpers/team-callers'
import { createTestApp, outboxSettled, type TestApp } from '../../helpers/test-app'

/**
 * Accepting an invitation proves the mailbox, our
 * invitation mail is not a weapon, and a decline tells the company nothing. Each test acts as the
 * company, the address's owner or a stranger does, through the API, and reads what the outbox
 * holds: what the mailbox's owner receives.
 */

let t: TestApp
const sent: Mail[] = []
beforeAll(async () => {
  t = await createTestApp({}, { mailer: { send: async (mail) => void sent.push(mail) } })
})
afterAll(() => t.close())

const { call, register, company, nextAddress } = teamCallers(() => t.app, '10.45', 'proof')

const invite = (token: string, email: string, name = 'Pat Jones') =>
  call('POST', '/team/invitations', token, { name, email })

const OUR_SUBJECT = "You're invited to join a team on Carewise Learning"

/**
 * Every invitation mail queued to these addresses, as their mailbox receives them (by subject: the
 * outbox forgets a mail's text once sent). The subject before this round is counted too.
 */
async function mailsTo(...emails: string[]) {
  return t.db
    .select({ to: mailOutbox.to, subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.to, emails),
        or(eq(mailOutbox.subject, OUR_SUBJECT), like(mailOutbox.subject, '% has invited you to %')),
      ),
    )
}

/** The single-use token of the last mail to `email`, as its owner reads it. */
async function mailedToken(email: string): Promise<string> {
  await outboxSettled(t.db)
  const links = sent
    .filter((mail) => mail.to === email)
    .map((mail) => /\/accept-invite\?token=([\w-]+)/.exec(mail.text))
  const link = links.filter((found) => found !== null).at(-1) ?? null
  expect(link, `a link in the mail to ${email}`).not.toBeNull()
  return link![1]!
}

interface TeamBody {
  staff: { email: string }[]
  invitations: { id: number; name: string; email: string; sent_at: string; expires_at: string }[]
}
const teamOf = async (token: string) => (await call('GET', '/team', token)).json<TeamBody>()

/** A day passes for this address: the waits between mails are over, and open invitations lapse. */
async function aDayPasses(email: string) {
  const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000)
  await t.db.update(teamInvitationMails).set({ sentAt: dayAgo }).where(eq(teamInvitationMails.email, email))
  await t.db.update(teamInvitations).set({ expiresAt: dayAgo }).where(eq(teamInvitations.email, email))
}

describe('finding 1: accepting proves the mailbox', () => {
  it('someone who registers an invited address they do not own cannot join the company from the dashboard', async () => {
    const manager = await company()
    const email = 'newhire@proof-test.example'
    expect((await invite(manager, email, 'New Hire')).statusCode).toBe(200)
    // The attacker registers the address (registration never proves it) and sees the invitation.
    const attacker = await register('individual', email)
    expect(attacker.res.statusCode).toBe(200)
    // The id is the company's to see; the attacker is told only that an invitation is open.
    expect((await call('GET', '/my/invitations', attacker.token)).json()).toEqual({ invited: true })
    const id = (await teamOf(manager)).invitations[0]!.id
    // Accepting by id, as the dashboard did, and with a made-up token, both fail.
    const byId = await call('POST', `/my/invitations/${id}/accept`, attacker.token)
    expect(byId.statusCode).not.toBe(200)
    const guessed = await call('POST', '/my/invitations/accept', attacker.token, { token: 'a'.repeat(43) })
    expect(guessed.statusCode).toBe(422)
    expect((await call('GET', '/me', attacker.token)).json().user).toMatchObject({ parent: 0 })
    expect((await teamOf(manager)).staff).toEqual([])
    // The real owner's link still opens the invitation.
    const token = await mailedToken(email)
    const opened = await call('POST', '/invitation', null, { token })
    expect(opened.statusCode).toBe(200)
    expect(opened.json()).toMatchObject({ email, account: true })
  })

  it('the link and a session of the invited address accept; a session of another address is refused', async () => {
    const holder = await register('individual')
    const manager = await company()
    expect((await invite(manager, holder.email)).statusCode).toBe(200)
    const token = await mailedToken(holder.email)
    // The mail to an account holder carries the link too, with the same words as to anyone.
    const [mail] = await mailsTo(holder.email)
    expect(mail?.subject).toBe(OUR_SUBJECT)

    const someoneElse = await register('individual')
    const wrong = await call('POST', '/my/invitations/accept', someoneElse.token, { token })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().message).toBe(
      'This invitation was sent to another email address. Log out, log in with the address it was sent to and open the link again.',
    )
    expect((await call('POST', '/my/invitations/accept', null, { token })).statusCode).toBe(401)

    const accepted = await call('POST', '/my/invitations/accept', holder.token, { token })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json().user.parent).not.toBe(0)
    expect((await teamOf(manager)).staff.map((person) => person.email)).toEqual([holder.email])
    // Single use.
    expect((await call('POST', '/my/invitations/accept', holder.token, { token })).statusCode).toBe(422)
    // Opened again, the link says it was accepted, not that it is invalid.
    const reopened = await call('POST', '/invitation', null, { token })
    expect(reopened.statusCode).toBe(410)
    expect(reopened.json().message).toBe(TEAM_MESSAGES.invitationAccepted)
  })
})

describe('finding 2: invitations are not a mail weapon', () => {
  it('(a) plus and dot variants of a pending address get no mail of their own', async () => {
    const manager = await company()
    const variants = ['victim@gmail.com', 'victim+a@gmail.com', 'vic.tim@gmail.com', 'Victim+b@googlemail.com']
    const answers = []
    for (const email of variants) answers.push(await invite(manager, email))
    expect(answers.map((res) => res.statusCode)).toEqual([200, 409, 409, 409])
    expect(answers[1]!.json().message).toMatch(/^Invitation already sent to this address\. You can send it again from /)
    expect(await mailsTo(...variants.map((email) => email.toLowerCase()))).toHaveLength(1)
  })

  it('(b) five companies made in seconds get three mails to one mailbox between them, and learn nothing else', async () => {
    const email = 'inbox@proof-test.example'
    const answers = []
    for (let i = 0; i < 5; i++)
      answers.push(await invite(await company(), i % 2 ? `inbox+${i}@proof-test.example` : email))
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 409, 409])
    expect(answers[3]!.json()).toMatchObject({
      message: 'Not sent: this address has had as many invitations today as we send (3). Try again tomorrow.',
    })
    // The same answer for an address with an account: nothing in it is about accounts.
    const holder = await register('individual', 'holder-inbox@proof-test.example')
    const toHolder = []
    for (let i = 0; i < 4; i++) toHolder.push(await invite(await company(), holder.email))
    expect(toHolder[3]!.statusCode).toBe(409)
    expect(toHolder[3]!.json()).toEqual(answers[3]!.json())
    const all = await mailsTo(email, 'inbox+1@proof-test.example', 'inbox+3@proof-test.example')
    expect(all).toHaveLength(3)
  })

  it('(c) the subject is ours alone, and the company’s words are quoted, on one line, without links', async () => {
    // Names that carry a web or email address are refused, with a message by the field.
    nextAddress()
    const refused = await call('POST', '/register', null, {
      ...validRegistration('urgent@proof-test.example'),
      role: 'company',
      company_name: 'Acme — URGENT: your NHS pay is suspended, visit www.evil.example/login',
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.company_name).toEqual(['Write the company name without a web or email address.'])
    const { token: manager, email: managerEmail } = await register('company')
    const badName = await invite(manager, 'named@proof-test.example', 'Call https://evil.example now')
    expect(badName.statusCode).toBe(422)
    expect(badName.json().errors.name).toEqual(['Write the name without a web or email address.'])

    // A company name stored before the rule still reaches the mail without its link.
    await t.db
      .update(users)
      .set({ companyName: 'Acme — URGENT: your pay is suspended, visit https://evil.example/login' })
      .where(eq(users.email, managerEmail))
    expect((await invite(manager, 'quoted@proof-test.example', 'Sam Quoted')).statusCode).toBe(200)
    await outboxSettled(t.db)
    const mail = sent.find((one) => one.to === 'quoted@proof-test.example')
    expect(mail?.subject).toBe(OUR_SUBJECT)
    expect(mail?.text.split('\n')[2]).toBe(
      'The company "Acme — URGENT: your pay is suspended, visit [link removed]" has invited "Sam Quoted" at this email address to join their team on Carewise Learning and take the training they give. Both names are as the company wrote them.',
    )
    expect(mail?.text).not.toContain('evil.example')
  })

  it('(d) after a Decline, the company’s later invitations send no mail, and say so no differently', async () => {
    const holder = await register('individual')
    const manager = await company()
    expect((await invite(manager, holder.email)).statusCode).toBe(200)
    const declined = await call('POST', '/my/invitations/decline', holder.token, {
      token: await mailedToken(holder.email),
    })
    expect(declined.json()).toMatchObject({ message: 'Invitation declined.' })
    // A day later the invitation has lapsed; the company invites again (after a withdrawal too).
    await aDayPasses(holder.email)
    const again = await invite(manager, holder.email)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ outcome: 'invited', message: 'Invitation sent.' })
    expect((await teamOf(manager)).invitations.map((row) => row.email)).toEqual([holder.email])
    const [listed] = (await teamOf(manager)).invitations
    expect((await call('POST', `/team/invitations/${listed!.id}/withdraw`, manager)).statusCode).toBe(200)
    await aDayPasses(holder.email)
    expect((await invite(manager, holder.email)).statusCode).toBe(200)
    await outboxSettled(t.db)
    expect(await mailsTo(holder.email)).toHaveLength(1)
    // Another company still reaches them.
    expect((await invite(await company(), holder.email)).statusCode).toBe(200)
    expect(await mailsTo(holder.email)).toHaveLength(2)
  })
})

describe('finding 3: a decline does not show', () => {
  it('a declined invitation is listed to the company exactly as before, until it expires', async () => {
    const holder = await register('individual')
    const manager = await company()
    expect((await invite(manager, holder.email)).statusCode).toBe(200)
    const before = (await teamOf(manager)).invitations
    expect(before).toHaveLength(1)
    const token = await mailedToken(holder.email)
    expect((await call('POST', '/my/invitations/decline', holder.token, { token })).statusCode).toBe(200)
    expect((await teamOf(manager)).invitations).toEqual(before)
    // Pressing Invite again answers as for any pending invitation.
    expect((await invite(manager, holder.email)).json().message).toMatch(/^Invitation already sent to this address/)
    // It can no longer be accepted, and its holder's dashboard no longer shows it.
    expect((await call('POST', '/my/invitations/accept', holder.token, { token })).statusCode).toBe(422)
    expect((await call('GET', '/my/invitations', holder.token)).json()).toEqual({ invited: false })
    await aDayPasses(holder.email)
    expect((await teamOf(manager)).invitations).toEqual([])
  })
})

describe('second review: the limits and the reminder cannot be turned against the person', () => {
  it('companies the person declined do not use up the mailbox’s three a day, so their employer still reaches them', async () => {
    const holder = await register('individual')
    const throwaways = [await company(), await company(), await company()]
    for (const throwaway of throwaways) {
      expect((await invite(throwaway, holder.email)).statusCode).toBe(200)
      const declined = await call('POST', '/my/invitations/decline', holder.token, {
        token: await mailedToken(holder.email),
      })
      expect(declined.statusCode, declined.body).toBe(200)
    }
    const employer = await company()
    const invited = await invite(employer, holder.email)
    expect(invited.statusCode, invited.body).toBe(200)
    await outboxSettled(t.db)
    expect(await mailsTo(holder.email)).toHaveLength(4)
    // A day later the declined companies invite again: silently, with the answer any company gets,
    // and still without using up the mailbox's day.
    await aDayPasses(holder.email)
    for (const throwaway of throwaways) {
      const again = await invite(throwaway, holder.email)
      expect(again.statusCode, again.body).toBe(200)
      expect(again.json()).toMatchObject({ outcome: 'invited', message: 'Invitation sent.' })
    }
    expect((await invite(employer, holder.email)).statusCode).toBe(200)
    await outboxSettled(t.db)
    expect(await mailsTo(holder.email)).toHaveLength(5)
    // Each declined company still waits its day before mailing that address again, as any company does.
    expect((await invite(throwaways[0]!, `${holder.email.replace('@', '+x@')}`)).json().message).toMatch(
      /^Invitation already sent to this address/,
    )
  })

  it('the dashboard reminder names no company and no invitation to an account that has not proven the mailbox', async () => {
    const manager = await company()
    const email = 'reminded@proof-test.example'
    expect((await invite(manager, email, 'Reminded Person')).statusCode).toBe(200)
    const stranger = await register('individual', email)
    expect(stranger.res.statusCode).toBe(200)
    const asked = await call('GET', '/my/invitations', stranger.token)
    expect(asked.statusCode).toBe(200)
    expect(asked.json()).toEqual({ invited: true })
    expect(asked.body).not.toMatch(/Proof Care/)
    const other = await register('individual')
    expect((await call('GET', '/my/invitations', other.token)).json()).toEqual({ invited: false })
  })
})

describe('second review: a decline can be undone from the same link', () => {
  it('undoing a decline lifts the block and makes the invitation answerable again, only for its holder', async () => {
    const holder = await register('individual')
    const manager = await company()
    expect((await invite(manager, holder.email)).statusCode).toBe(200)
    const token = await mailedToken(holder.email)
    expect((await call('POST', '/my/invitations/decline', holder.token, { token })).statusCode).toBe(200)
    // Only a session of the invited address undoes it.
    const stranger = await register('individual')
    expect((await call('POST', '/my/invitations/undo-decline', stranger.token, { token })).statusCode).toBe(403)
    const undone = await call('POST', '/my/invitations/undo-decline', holder.token, { token })
    expect(undone.statusCode, undone.body).toBe(200)
    expect(undone.json()).toMatchObject({ message: 'Decline undone. You can accept or decline the invitation again.' })
    expect((await call('GET', '/my/invitations', holder.token)).json()).toEqual({ invited: true })
    // No longer blocked: a day later the company's invitation mails them again.
    await aDayPasses(holder.email)
    expect((await invite(manager, holder.email)).statusCode).toBe(200)
    await outboxSettled(t.db)
    expect(await mailsTo(holder.email)).toHaveLength(2)
    const fresh = await mailedToken(holder.email)
    const accepted = await call('POST', '/my/invitations/accept', holder.token, { token: fresh })
    expect(accepted.statusCode, accepted.body).toBe(200)
    // Once answered, there is nothing left to undo.
    expect((await call('POST', '/my/invitations/undo-decline', holder.token, { token: fresh })).statusCode).toBe(422)
  })
})
