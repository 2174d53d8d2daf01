// @module-tag pglite-only: names refused by validation, before any query.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../server/db/schema'
import type { Mail } from '../../../server/mail/mailer'
import { validRegistration } from '../../helpers/registration'
import { createTestApp, outboxSettled, type TestApp } from '../../helpers/test-app'

/**
 * The names a company writes and we quote in mails (its own at registration, the invitee's on an
 * invitation), sent as a stranger with curl would send them: a name a mail client would turn into a
 * link, or one that shows nothing, is refused with a message by the field.
 */

let t: TestApp
const sent: Mail[] = []
beforeAll(async () => {
  t = await createTestApp({}, { mailer: { send: async (mail) => void sent.push(mail) } })
})
afterAll(() => t.close())

// Each call comes from its own address, so the per-address flood guard never answers in its place.
let serial = 0
const call = (url: string, token: string | null, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    remoteAddress: `10.46.${Math.floor(++serial / 250)}.${serial % 250}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

const registerCompany = (companyName: string, email = `company-${serial}@names-test.example`) =>
  call('/register', null, {
    ...validRegistration(email),
    role: 'company',
    company_name: companyName,
  })

let manager = ''
const managerEmail = 'manager@names-test.example'
beforeAll(async () => {
  const res = await registerCompany("St. Mary's Care Home", managerEmail)
  expect(res.statusCode, res.body).toBe(200)
  manager = res.json<{ token: string }>().token
})

const invite = (email: string, name: string) => call('/team/invitations', manager, { name, email })

describe('names we quote in mails', () => {
  it('a hidden, full-width or bare web address in a name is refused at registration and on an invitation', async () => {
    const links = [
      'www\u200d.evil.example',
      'https:\u200c//evil.example',
      'ｗｗｗ．evil．example',
      'me＠evil.example',
      'Call carewise-support.co.uk/reset now',
      'Evil.example Ltd',
    ]
    const answers = []
    for (const [index, name] of links.entries()) {
      const registered = await registerCompany(name)
      const invited = await invite(`link-${index}@names-test.example`, name)
      answers.push([
        name,
        registered.statusCode,
        registered.json().errors?.company_name,
        invited.statusCode,
        invited.json().errors?.name,
      ])
    }
    expect(answers).toEqual(
      links.map((name) => [
        name,
        422,
        ['Write the company name without a web or email address.'],
        422,
        ['Write the name without a web or email address.'],
      ]),
    )

    // Ordinary names pass, and a bare domain stored before the rule reaches the mail without its link.
    await t.db.update(users).set({ companyName: 'Evil.example Ltd' }).where(eq(users.email, managerEmail))
    expect((await invite('oneil@names-test.example', "O'Neil & Sons, A.N. Other")).statusCode).toBe(200)
    await outboxSettled(t.db)
    const mail = sent.find((one) => one.to === 'oneil@names-test.example')
    expect(mail?.text).toContain(`The company "[link removed] Ltd" has invited "O'Neil & Sons, A.N. Other" at`)
    expect(mail?.text).not.toContain('evil.example')
  })

  it('a name that shows nothing is refused at registration and on an invitation', async () => {
    const blank = ['\u3164\u3164', '\u115f\u1160', '\uffa0', '\u2800\u2800\u2800', 'Amy\u034fCarer', 'Amy\u180eCarer']
    const answers = []
    for (const [index, name] of blank.entries()) {
      const registered = await registerCompany(name)
      const invited = await invite(`blank-${index}@names-test.example`, name)
      answers.push([
        name,
        registered.statusCode,
        registered.json().errors?.company_name,
        invited.statusCode,
        invited.json().errors?.name,
      ])
    }
    expect(answers).toEqual(
      blank.map((name) => [
        name,
        422,
        ['Remove the hidden characters from the company name.'],
        422,
        ['Remove the hidden characters from the name.'],
      ]),
    )
    const dots = await invite('dots@names-test.example', '. . .')
    expect([dots.statusCode, dots.json().errors?.name]).toEqual([
      422,
      ['Enter a name with at least one letter or number.'],
    ])
    const emoji = await registerCompany('\u{1f31e}')
    expect([emoji.statusCode, emoji.json().errors?.company_name]).toEqual([
      422,
      ['Enter a company name with at least one letter or number.'],
    ])
  })
})
