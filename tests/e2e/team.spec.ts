import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import type { TrainingMatrix } from '../../src/shared/contract/training-matrix'
import { test, gotoReady, reloadReady } from './helpers/test'
import { onlineCourses } from './helpers/api'
import { addFromCoursePage } from './helpers/cart'
import { DEMO_ACCOUNTS, signIn } from './helpers/session'
import { expectNoAxeViolations } from './helpers/axe'
import { untilKept } from './helpers/query-cache'
import { underServiceWorker } from './helpers/service-worker'
import { openInApp } from './helpers/app-navigation'

/** The e2e server's outbox (scripts/e2e.ts starts it with DATA_DIR=.tmp/e2e-data-<port>). */
const MAIL_DIR = join(`.tmp/e2e-data-${process.env.E2E_PORT ?? 8090}`, 'mail')

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const MANAGER = { name: 'Grace Hill', email: `grace-${stamp}@example.com`, password: 'Manager123' }
const STAFF = { name: 'Hannah Lowe', email: `hannah-${stamp}@example.com`, password: 'Hannah1234' }

/** A control by its label's exact text (labels of required fields end with a hidden " *"). */
const field = (scope: Page | Locator, name: string) =>
  scope.getByLabel(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`))

/** The invitation link in the mail sent to `to`, as the person would click it (not their welcome mail). */
async function invitationLink(to: string): Promise<URL> {
  let text = ''
  await expect
    .poll(() => {
      if (!existsSync(MAIL_DIR)) return false
      for (const file of readdirSync(MAIL_DIR)) {
        const mail = JSON.parse(readFileSync(join(MAIL_DIR, file), 'utf8')) as { to: string; text: string }
        if (mail.to === to && mail.text.includes('/accept-invite?token=')) text = mail.text
      }
      return text !== ''
    })
    .toBe(true)
  const link = /https?:\/\/\S+\/accept-invite\?token=[\w-]+/.exec(text)
  expect(link, 'the mail holds the invitation link').not.toBeNull()
  return new URL(link![0])
}

test('a company buys 3 seats, invites a member of staff and assigns her one; she sees it, the training matrix and its CSV show it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const [course] = await onlineCourses(request)
  if (!course) throw new Error('the demo catalogue has no online course')

  // The company registers.
  await gotoReady(page, '/register')
  await field(page, 'Company').check()
  await field(page, 'Full name').fill(MANAGER.name)
  await field(page, 'Company name').fill('Meadow View Care Ltd')
  await field(page, 'Email').fill(MANAGER.email)
  await field(page, 'City').fill('Leeds')
  await field(page, 'Phone').fill('7700900123')
  await field(page, 'Password').fill(MANAGER.password)
  await field(page, 'Confirm password').fill(MANAGER.password)
  await page.getByLabel(/I accept the/).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.waitForURL((url) => url.pathname === '/')

  // …buys 3 places on an online course with card 4242.
  await gotoReady(page, `/course-detail/${course.slug}`)
  const added = await addFromCoursePage(page)
  await added.getByRole('link', { name: 'View cart' }).click()
  await page.waitForURL('**/cart')
  // A company's cart speaks of seats.
  await page.getByRole('button', { name: `More seats of ${course.name}` }).click()
  await page.getByRole('button', { name: `More seats of ${course.name}` }).click()
  await expect(page.getByRole('spinbutton', { name: `Seats of ${course.name}` })).toHaveValue('3')
  await page.getByRole('button', { name: 'Proceed to checkout' }).click()
  await page.waitForURL('**/payment')
  const address = page.getByLabel('Billing address')
  if ((await address.inputValue()) === '') await address.fill('1 Meadow Lane, Leeds LS1 1AA')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry date').fill('12 / 34')
  await page.getByLabel('Security code').fill('123')
  await page.getByRole('button', { name: /^Pay £/ }).click()
  await page.waitForURL('**/success?order=*')

  // The team page holds the 3 seats, none assigned.
  await gotoReady(page, '/dashboard')
  await page.getByRole('link', { name: /Your team/ }).click()
  await page.waitForURL('**/team')
  await expect(page.getByRole('heading', { name: 'Your team', level: 1 })).toBeVisible()
  const seatRow = page.getByRole('listitem', { name: course.name })
  await expect(seatRow.getByTestId('seat-counts')).toHaveText('0 of 3 assigned · 3 free')

  // The manager invites a member of staff.
  const invite = page.getByRole('region', { name: 'Invite staff', exact: true })
  await field(invite, 'Name').fill(STAFF.name)
  await field(invite, 'Email').fill(STAFF.email)
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(invite.getByText(/Invitation sent\./)).toBeVisible()
  const staffTable = page.getByRole('region', { name: 'Staff', exact: true })
  await expect(staffTable.getByRole('row', { name: new RegExp(STAFF.name) })).toContainText('Invited')
  await expectNoAxeViolations(page)

  // Bulk: each line's own result.
  const bulk = page.getByRole('region', { name: 'Invite many at once' })
  await bulk
    .getByLabel('People to invite')
    .fill(
      `name,email\nIvy Moss, ivy-${stamp}@example.com\n${STAFF.name}, ${STAFF.email}\nNo Email Here\nOlivia, learner@carewise.example`,
    )
  await bulk.getByRole('button', { name: 'Invite all' }).click()
  const results = bulk.getByRole('list', { name: 'Invitation results' }).getByRole('listitem')
  await expect(results).toHaveCount(4)
  await expect(results.nth(0)).toContainText('Invited')
  // Invited a moment ago: no second mail, and the line says when one may go.
  await expect(results.nth(1)).toContainText('Already invited: Invitation already sent to this address.')
  await expect(results.nth(2)).toContainText('Invalid')
  // An address with an account elsewhere reads like any other: the company learns nothing of it.
  await expect(results.nth(3)).toContainText('Invited')
  await expect(staffTable.getByRole('row', { name: /Ivy Moss/ })).toContainText('Invited')

  // She follows the mail's link, sets her password and is signed in.
  const link = await invitationLink(STAFF.email)
  const hers = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const staffPage = await hers.newPage()
  await staffPage.goto(`${link.pathname}${link.search}`)
  await expect(staffPage.getByText('Meadow View Care Ltd')).toBeVisible()
  await field(staffPage, 'Password').fill(STAFF.password)
  await field(staffPage, 'Confirm password').fill(STAFF.password)
  await staffPage.getByRole('button', { name: 'Set password and sign in' }).click()
  await staffPage.waitForURL('**/dashboard')
  await expect(staffPage.getByRole('heading', { name: `Welcome, ${STAFF.name}` })).toBeVisible()
  await expect(staffPage.getByText('No courses assigned to you yet.', { exact: false })).toBeVisible()

  // The manager assigns her a seat: 1 of 3.
  await reloadReady(page)
  await expect(staffTable.getByRole('row', { name: new RegExp(STAFF.name) })).toContainText('Active')
  await seatRow.getByLabel(`Staff member for ${course.name}`).selectOption({ label: `${STAFF.name} (${STAFF.email})` })
  await seatRow.getByRole('button', { name: 'Assign' }).click()
  await expect(seatRow.getByText('Seat assigned.')).toBeVisible()
  await expect(seatRow.getByTestId('seat-counts')).toHaveText('1 of 3 assigned · 2 free')

  // She signs in again later and finds the course under "My courses".
  await staffPage.reload()
  const myCourses = staffPage.getByRole('region', { name: 'My courses' })
  await expect(myCourses.getByRole('link', { name: course.name })).toBeVisible()
  await expect(myCourses).toContainText('Meadow View Care Ltd')
  await expectNoAxeViolations(staffPage)
  // Her cart stays restricted.
  await expect(staffPage.getByRole('banner').getByRole('link', { name: /^Cart, / })).toHaveCount(0)
  await hers.close()

  // The manager's training matrix and its CSV have her row.
  const overview = page.getByRole('table', { name: 'Training matrix' })
  await expect(overview.getByRole('row', { name: new RegExp(STAFF.name) })).toContainText('Not started')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const download = await downloading
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '')
  const [header, ...rows] = csv.trim().split(/\r?\n/)
  expect(header).toBe(
    'Name,Email,In the team,Course,Status,Assigned on,Started on,Completed on,Certificate number,Expires on',
  )
  const today = new Date().toISOString().slice(0, 10)
  expect(rows).toEqual([`${STAFF.name},${STAFF.email},Yes,${course.name},Not started,${today},,,,`])
})

test('the manager resends and withdraws invitations; an existing account holder accepts from the mailed link, signed in', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const mark = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const holder = { name: 'Olive Grant', email: `olive-${mark}@example.com`, password: 'OliveGrant1' }
  const companyName = `Brook House Care ${mark}`
  const manager = { email: `brook-${mark}@example.com`, password: 'BrookHouse1' }
  const registration = { phone: '7700900123', city: 'York', country: 'United Kingdom', termsAccepted: 1 }
  for (const data of [
    {
      ...registration,
      name: holder.name,
      email: holder.email,
      password: holder.password,
      role: 'individual',
      company_name: '',
    },
    {
      ...registration,
      name: 'Ruth Brook',
      email: manager.email,
      password: manager.password,
      role: 'company',
      company_name: companyName,
    },
  ]) {
    const res = await page.request.post('/api/register', { data: { ...data, password_confirmation: data.password } })
    expect(res.ok(), await res.text()).toBe(true)
  }

  await signIn(page, manager)
  await gotoReady(page, '/team')
  const invite = page.getByRole('region', { name: 'Invite staff', exact: true })
  const staffTable = page.getByRole('region', { name: 'Staff', exact: true })
  for (const person of [
    { name: 'Rob Typo', email: `rob-typo-${mark}@example.com` },
    { name: holder.name, email: holder.email },
  ]) {
    await field(invite, 'Name').fill(person.name)
    await field(invite, 'Email').fill(person.email)
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    await expect(invite.getByText(`Invitation sent. ${person.name} (${person.email})`)).toBeVisible()
    await expect(staffTable.getByRole('row', { name: new RegExp(person.name) })).toContainText('Invited')
  }

  // Resend so soon sends nothing, and says when it can.
  const rob = staffTable.getByRole('row', { name: /Rob Typo/ })
  await rob.getByRole('button', { name: 'Resend the invitation to Rob Typo' }).click()
  await expect(rob.getByRole('status')).toHaveText(
    /^Invitation already sent to this address\. You can send it again from .+ \(UK time\)\.$/,
  )
  // Pressing Invite again for the same person does not send one either.
  await field(invite, 'Name').fill('Rob Typo')
  await field(invite, 'Email').fill(`rob-typo-${mark}@example.com`)
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(invite.getByText(/^Invitation already sent to this address\./)).toBeVisible()
  await rob.getByRole('button', { name: 'Withdraw the invitation to Rob Typo' }).click()
  await rob.getByRole('button', { name: 'Yes, withdraw' }).click()
  await expect(staffTable.getByText('Invitation withdrawn.')).toBeVisible()
  await expect(staffTable.getByRole('row', { name: /Rob Typo/ })).toHaveCount(0)
  await expectNoAxeViolations(page)

  // The holder signs in: nothing has changed, and the dashboard only points to the mailed link
  // (which proves the mailbox is theirs: registering never did).
  const theirs = await browser.newContext({ baseURL: new URL(page.url()).origin })
  const holderPage = await theirs.newPage()
  await signIn(holderPage, holder)
  await gotoReady(holderPage, '/dashboard')
  const asked = holderPage.getByRole('region', { name: 'Team invitations' })
  await expect(asked).toContainText('An invitation to join a team as staff was emailed to this address.')
  // Who invited them is for the mailbox's owner: the mailed link shows it, the dashboard does not.
  await expect(asked).not.toContainText(companyName)
  await expect(asked.getByRole('button')).toHaveCount(0)
  // Every learner has My courses; nothing in it comes from the company yet.
  await expect(holderPage.getByRole('region', { name: 'My courses' })).not.toContainText(companyName)
  await expectNoAxeViolations(holderPage)
  const link = await invitationLink(holder.email)
  await gotoReady(holderPage, `${link.pathname}${link.search}`)
  await expect(holderPage.getByText(`The company ${companyName} invites ${holder.email}`)).toBeVisible()
  await expectNoAxeViolations(holderPage)
  await holderPage.getByRole('button', { name: 'Accept' }).click()
  await expect(holderPage.getByText(`You have joined ${companyName}'s team.`)).toBeVisible()
  await holderPage.waitForURL('**/dashboard')
  await expect(holderPage.getByRole('region', { name: 'My courses' })).toBeVisible()
  // As staff, no cart of their own.
  await expect(holderPage.getByRole('banner').getByRole('link', { name: /^Cart, / })).toHaveCount(0)
  await theirs.close()

  await reloadReady(page)
  await expect(staffTable.getByRole('row', { name: new RegExp(holder.name) })).toContainText('Active')
})

test.describe('offline', () => {
  // This one is about the service worker: let it run (the other specs block it).
  test.use({ serviceWorkers: 'allow' })

  test("a staff member's My courses reads offline after one online visit", async ({ page, context }) => {
    const session = await signIn(page, DEMO_ACCOUNTS.subUser)
    await gotoReady(page, '/dashboard')
    await underServiceWorker(page)
    const myCourses = page.getByRole('region', { name: 'My courses' })
    await expect(myCourses.getByRole('link', { name: 'Safeguarding Adults Level 2' })).toBeVisible()
    // The list the app keeps on the device (written at most once a second after a change).
    await untilKept(page, ['catalogue', 'my-courses', session.user.id])

    await context.setOffline(true)
    await reloadReady(page)
    await expect(myCourses.getByRole('link', { name: 'Safeguarding Adults Level 2' })).toBeVisible()
    await expect(myCourses).toContainText('Sunrise Care Homes Ltd')
    await context.setOffline(false)
  })
})

test('a staff member who opens /team is told it is for company accounts and sent to the dashboard', async ({
  page,
}) => {
  await signIn(page, DEMO_ACCOUNTS.subUser)
  const told = page.waitForEvent('dialog').then(async (dialog) => {
    const message = dialog.message()
    await dialog.accept()
    return message
  })
  await gotoReady(page, '/team')
  expect(await told).toBe('Only company accounts have a team. Your dashboard shows your own training.')
  await page.waitForURL('**/dashboard')
  await expect(page.getByRole('heading', { name: 'Your team' })).toHaveCount(0)
})

test("a staff member's dashboard offers no orders, bookings or shopping she cannot do", async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.subUser)
  // Her (empty) lists have answered before anything is counted as absent.
  const answered = Promise.all(
    ['/api/my/orders', '/api/my/bookings'].map((path) => page.waitForResponse((r) => r.url().endsWith(path))),
  )
  await gotoReady(page, '/dashboard')
  await answered
  await expect(page.getByRole('region', { name: 'My courses' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your orders' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Your in-house bookings' })).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('link', { name: 'Explore Courses' })).toHaveCount(0)
})

test('a used invitation link tells the person who joined to log in, not that the link is invalid', async ({
  page,
  browser,
}) => {
  const mark = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const manager = { email: `willow-${mark}@example.com`, password: 'WillowCare1' }
  const person = { name: 'Nina Hart', email: `nina-${mark}@example.com`, password: 'NinaHart123' }
  const res = await page.request.post('/api/register', {
    data: {
      name: 'Rita Willow',
      email: manager.email,
      password: manager.password,
      password_confirmation: manager.password,
      phone: '7700900123',
      city: 'York',
      country: 'United Kingdom',
      role: 'company',
      company_name: `Willow Court ${mark}`,
      termsAccepted: 1,
    },
  })
  expect(res.ok(), await res.text()).toBe(true)
  await signIn(page, manager)
  await gotoReady(page, '/team')
  const invite = page.getByRole('region', { name: 'Invite staff', exact: true })
  await field(invite, 'Name').fill(person.name)
  await field(invite, 'Email').fill(person.email)
  await invite.getByRole('button', { name: 'Send invitation' }).click()
  await expect(invite.getByText(/Invitation sent\./)).toBeVisible()
  const link = await invitationLink(person.email)
  const origin = new URL(page.url()).origin

  // She accepts on her phone.
  const phone = await browser.newContext({ baseURL: origin })
  const herPhone = await phone.newPage()
  await herPhone.goto(`${link.pathname}${link.search}`)
  await field(herPhone, 'Password').fill(person.password)
  await field(herPhone, 'Confirm password').fill(person.password)
  await herPhone.getByRole('button', { name: 'Set password and sign in' }).click()
  await herPhone.waitForURL('**/dashboard')

  // Later, at the care home's computer, she taps the mail's link again.
  const computer = await browser.newContext({ baseURL: origin })
  const again = await computer.newPage()
  await again.goto(`${link.pathname}${link.search}`)
  await expect(again.getByText('You’ve already joined your team with this invitation.')).toBeVisible()
  await expect(again.getByText(/invalid/)).toHaveCount(0)
  await expectNoAxeViolations(again)
  await again.getByRole('link', { name: 'Log in', exact: true }).click()
  await again.waitForURL((url) => url.pathname === '/login')
  await computer.close()

  // Signed in on her phone, the same link takes her to her dashboard.
  await herPhone.goto(`${link.pathname}${link.search}`)
  await expect(herPhone.getByText('You’ve already joined your team with this invitation.')).toBeVisible()
  await herPhone.getByRole('link', { name: 'Go to your dashboard' }).click()
  await herPhone.waitForURL('**/dashboard')
  await phone.close()
})

test.describe('phone (412 px)', () => {
  test.use({ viewport: { width: 412, height: 915 } })

  test('the manager reads the training matrix without scrolling sideways', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.manager)
    await gotoReady(page, '/team')
    const overview = page.getByRole('region', { name: 'Training matrix' })
    await expect(overview.getByText('Amy Clarke').first()).toBeVisible()
    // Every word of it on the screen's width.
    const cut = await overview.evaluate((root) =>
      [...root.querySelectorAll('h2, h3, p, li, dt, dd, th, td')]
        .filter((el) => {
          const box = el.getBoundingClientRect()
          return box.width > 0 && (box.left < 0 || box.right > window.innerWidth)
        })
        .map((el) => el.textContent),
    )
    expect(cut).toEqual([])
    // The demo staff: Amy has completed her Safeguarding course; Ben's (whom the learning spec may
    // have taken through it on this server) reads as a status in words either way.
    // Her card lists what needs action; her valid training is counted, and listed on "Show all".
    const amy = overview.getByRole('listitem').filter({ hasText: 'Amy Clarke' })
    await expect(amy).toContainText(/completed and valid/)
    await amy.getByRole('button', { name: /^Show all \d+ courses$/ }).click()
    await expect(amy).toContainText(/Safeguarding Adults Level 2.*Completed.*Expires \d+ \w+ \d{4}/)
    // Ben's is listed while it needs action, and under "Show all" once completed.
    const ben = overview.getByRole('listitem').filter({ hasText: 'Ben Okafor' })
    const allOfBens = ben.getByRole('button', { name: /^Show all \d+ courses$/ })
    if (await allOfBens.count()) await allOfBens.click()
    await expect(ben).toContainText(/Safeguarding Adults Level 2.*(Not started|In progress|Completed)/)
    await expectNoAxeViolations(page)
  })

  test('a long card folded from its foot stays on the screen, rather than the card of someone further down', async ({
    page,
  }) => {
    // A care group's matrix: 20 courses, each person valid in all but the first, a dozen people.
    await page.route('**/api/team/training', async (route) => {
      const response = await route.fetch()
      const real = (await response.json()) as TrainingMatrix
      const courses = Array.from({ length: 20 }, (_, i) => ({
        ...real.courses[0]!,
        course_id: 1000 + i,
        course_name: `Course ${i + 1}`,
        course_slug: `course-${i + 1}`,
      }))
      const cell = (courseId: number, expired: boolean) => ({
        course_id: courseId,
        status: expired ? ('expired' as const) : ('valid' as const),
        assigned_at: '2026-01-05T09:00:00.000Z',
        started_at: '2026-01-06T09:00:00.000Z',
        completed_at: '2026-01-07T09:00:00.000Z',
        expires_at: expired ? '2026-02-01T09:00:00.000Z' : '2029-01-07T09:00:00.000Z',
        certificate_number: null,
      })
      const staff = Array.from({ length: 12 }, (_, i) => ({
        id: 5000 + i,
        name: `Carer ${String(i + 1).padStart(2, '0')}`,
        email: `carer-${i + 1}@example.com`,
        current: true,
        cells: courses.map((course, c) => cell(course.course_id, c === 0)),
      }))
      await route.fulfill({ response, json: { ...real, courses, staff } })
    })
    await signIn(page, DEMO_ACCOUNTS.manager)
    // From inside the app, which asks the (stubbed) API itself: the server paints from its own.
    await openInApp(page, '/team')
    const overview = page.getByRole('region', { name: 'Training matrix' })
    const card = overview.getByRole('listitem').filter({ hasText: 'carer-2@example.com' })
    await card.getByRole('button', { name: 'Show all 20 courses' }).click()
    // At the foot of the card, 20 courses down, the manager folds it again.
    const fold = card.getByRole('button', { name: 'Show what needs action only' })
    await fold.scrollIntoViewIfNeeded()
    await fold.click()
    await expect(card.getByRole('button', { name: 'Show all 20 courses' })).toBeInViewport()
    await expect(card.getByText('Carer 02', { exact: true })).toBeInViewport()
  })

  test('printing from a phone prints the whole table: it is in the page when Print opens the dialog, and when the browser prints', async ({
    page,
  }) => {
    await signIn(page, DEMO_ACCOUNTS.manager)
    await gotoReady(page, '/team')
    const overview = page.getByRole('region', { name: 'Training matrix' })
    await expect(overview.getByRole('list', { name: 'Training by staff member' })).toBeVisible()
    await expect(overview.getByRole('table')).toHaveCount(0)
    // The print dialog cannot be driven: window.print notes what the page held when it was called.
    await page.evaluate(() => {
      window.print = () => {
        ;(window as { printedTable?: boolean }).printedTable = document.querySelector('#training-matrix table') !== null
      }
    })
    await overview.getByRole('button', { name: 'Print' }).click()
    expect(await page.evaluate(() => (window as { printedTable?: boolean }).printedTable)).toBe(true)
    await page.emulateMedia({ media: 'print' })
    await expect(
      overview.getByRole('table', { name: 'Training matrix' }).getByRole('row', { name: /Amy Clarke/ }),
    ).toBeVisible()
    await expect(overview.getByRole('list', { name: 'Training by staff member' })).toHaveCount(0)
    // The browser's afterprint: the phone's cards again.
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
    await page.emulateMedia({ media: 'screen' })
    await expect(overview.getByRole('list', { name: 'Training by staff member' })).toBeVisible()
    await expect(overview.getByRole('table')).toHaveCount(0)
    // Printed from the browser's menu: beforeprint, after which the browser lays the page out at once.
    const tableAtOnce = await page.evaluate(() => {
      window.dispatchEvent(new Event('beforeprint'))
      return document.querySelector('#training-matrix table') !== null
    })
    expect(tableAtOnce).toBe(true)
  })
})
