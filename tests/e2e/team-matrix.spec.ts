import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type APIRequestContext, type Locator } from '@playwright/test'
import type { TrainingMatrix } from '../../src/shared/contract/training-matrix'
import { bearer, DEMO_ACCOUNTS, signIn, type DemoSession } from './helpers/session'
import { gotoReady, reloadReady, test } from './helpers/test'
import { expectNoAxeViolations } from './helpers/axe'

/** The e2e server's outbox (scripts/e2e.ts starts it with DATA_DIR=.tmp/e2e-data-<port>). */
const MAIL_DIR = join(`.tmp/e2e-data-${process.env.E2E_PORT ?? 8090}`, 'mail')
const DAY = 24 * 60 * 60 * 1000
const AMY = 'amy@sunrise-care.example'
const MANAGER = 'manager@sunrise-care.example'
const SAFEGUARDING = 'Safeguarding Adults Level 2'

interface SentMail {
  to: string
  subject: string
  text: string
}

function mails(): SentMail[] {
  if (!existsSync(MAIL_DIR)) return []
  return readdirSync(MAIL_DIR).map((file) => JSON.parse(readFileSync(join(MAIL_DIR, file), 'utf8')) as SentMail)
}

/** The reminders about Amy's Safeguarding course, to `to`, by subject. */
const safeguardingMails = (to: string) =>
  mails()
    .filter((mail) => mail.to === to && mail.subject.includes(SAFEGUARDING))
    .map((mail) => mail.subject)

/**
 * Moves the e2e server's clock (TEST_CLOCK=on, playwright.config.ts): the route exists only then,
 * and runs the reminder job at once. How many reminders that pass recorded comes back.
 */
async function moveClock(request: APIRequestContext, to: Date | 'back'): Promise<number> {
  const response = await request.post('/api/test/clock', {
    data: to === 'back' ? { reset: true } : { at: to.toISOString() },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { reminders: number }).reminders
}

/** Amy's Safeguarding cell in the matrix table (columns in the course order of its header). */
async function amySafeguarding(table: Locator): Promise<Locator> {
  const headers = await table.locator('thead th').allTextContents()
  const column = headers.findIndex((text) => text.startsWith(SAFEGUARDING))
  expect(column, 'the matrix has a Safeguarding column').toBeGreaterThan(0)
  return table
    .getByRole('row', { name: /Amy Clarke/ })
    .locator('td')
    .nth(column - 1)
}

const background = (cell: Locator) =>
  cell.locator('[data-status]').evaluate((badge) => getComputedStyle(badge).backgroundColor)

test.afterEach(async ({ request }) => {
  // The clock is the whole server's: the specs after this one run at today's date.
  await moveClock(request, 'back')
})

test('the demo manager’s matrix shows words and colours; as the clock moves, Amy’s training turns amber then red, each reminder mails once, and Renew fills the cart', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const session: DemoSession = await signIn(page, DEMO_ACCOUNTS.manager)
  await gotoReady(page, '/team')
  const region = page.getByRole('region', { name: 'Training matrix' })
  const table = region.getByRole('table', { name: 'Training matrix' })

  // Today: green (Amy's Safeguarding), amber (her infection control), red (Ben's), each with its word.
  let cell = await amySafeguarding(table)
  await expect(cell).toContainText('Completed')
  await expect(cell).toContainText(/Certificate CW-\d{4}-[A-Z2-9]{8}/)
  await expect(table.getByRole('row', { name: /Amy Clarke/ })).toContainText('Due')
  await expect(table.getByRole('row', { name: /Ben Okafor/ })).toContainText('Expired')
  const green = await background(cell)
  const amber = await table
    .locator('[data-status="due"]')
    .first()
    .evaluate((badge) => getComputedStyle(badge).backgroundColor)
  const red = await table
    .locator('[data-status="expired"]')
    .first()
    .evaluate((badge) => getComputedStyle(badge).backgroundColor)
  expect(new Set([green, amber, red]).size, 'three different colours').toBe(3)
  // Each colour's words readable on it (axe checks the contrast of every text).
  await expectNoAxeViolations(page)

  // When her Safeguarding certificate expires, as the server knows it.
  const answer = await request.get('/api/team/training', { headers: bearer(session) })
  const matrix = (await answer.json()) as TrainingMatrix
  const safeguarding = matrix.courses.find((course) => course.course_name === SAFEGUARDING)!
  const amy = matrix.staff.find((person) => person.name === 'Amy Clarke')!
  const expiry = new Date(amy.cells.find((c) => c.course_id === safeguarding.course_id)!.expires_at!)

  // 30 days before it: amber, and the 60-day reminder goes to her and to the manager, once.
  await moveClock(request, new Date(expiry.getTime() - 30 * DAY))
  expect(await moveClock(request, new Date(expiry.getTime() - 30 * DAY)), 'a second pass sends nothing').toBe(0)
  await reloadReady(page)
  cell = await amySafeguarding(table)
  await expect(cell).toContainText('Due')
  expect(await background(cell)).toBe(amber)
  await expect.poll(() => safeguardingMails(AMY)).toEqual([expect.stringMatching(/due for renewal by/)])

  // 10 days before: the 14-day reminder.
  await moveClock(request, new Date(expiry.getTime() - 10 * DAY))
  await expect.poll(() => safeguardingMails(AMY)).toHaveLength(2)

  // A day after: red, and the expiry mail.
  await moveClock(request, new Date(expiry.getTime() + DAY))
  expect(await moveClock(request, new Date(expiry.getTime() + DAY))).toBe(0)
  await reloadReady(page)
  cell = await amySafeguarding(table)
  await expect(cell).toContainText('Expired')
  expect(await background(cell)).toBe(red)
  // The outbox sends in order: once the expiry mails are there, the earlier ones are all sent.
  await expect.poll(() => safeguardingMails(MANAGER)).toHaveLength(3)
  const toAmy = safeguardingMails(AMY)
  expect(toAmy).toHaveLength(3)
  expect(toAmy.filter((subject) => /due for renewal by/.test(subject))).toHaveLength(1)
  expect(toAmy.filter((subject) => /^14 days left/.test(subject))).toHaveLength(1)
  expect(toAmy.filter((subject) => /expired on/.test(subject))).toHaveLength(1)
  expect(safeguardingMails(MANAGER).filter((subject) => /^Amy Clarke's .+ expired on/.test(subject))).toHaveLength(1)

  // Renew: Amy's Safeguarding and both infection control seats are due; one tap puts them in the cart.
  await region.getByRole('button', { name: 'Renew (3 seats)' }).click()
  await page.waitForURL('**/cart')
  await expect(page.getByRole('spinbutton', { name: `Quantity of ${SAFEGUARDING}` })).toHaveValue('1')
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Infection Prevention and Control' })).toHaveValue('2')

  // Amy's mail lets her stop the reminders without logging in.
  const mail = mails().find((m) => m.to === AMY && m.subject.includes(SAFEGUARDING))!
  const link = /https?:\/\/\S+\/reminders\/unsubscribe\?token=[\w-]+/.exec(mail.text)
  expect(link, 'the reminder holds an unsubscribe link').not.toBeNull()
  const url = new URL(link![0])
  await page.goto(`${url.pathname}${url.search}`)
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
})
