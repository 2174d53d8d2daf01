import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { test, gotoReady, reloadReady } from './helpers/test'
import { onlineCourses } from './helpers/api'
import { signIn } from './helpers/session'

/** The e2e server's outbox (scripts/e2e.ts starts it with DATA_DIR=.tmp/e2e-data-<port>). */
const MAIL_DIR = join(`.tmp/e2e-data-${process.env.E2E_PORT ?? 8090}`, 'mail')

const field = (scope: Page | Locator, name: string) =>
  scope.getByLabel(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`))

/** The newest mail to `to` whose text holds `marker`, as the person would read it. */
async function mailTo(to: string, marker: string): Promise<string> {
  let text = ''
  await expect
    .poll(() => {
      if (!existsSync(MAIL_DIR)) return false
      for (const file of readdirSync(MAIL_DIR).sort()) {
        const mail = JSON.parse(readFileSync(join(MAIL_DIR, file), 'utf8')) as { to: string; text: string }
        if (mail.to === to && mail.text.includes(marker)) text = mail.text
      }
      return text !== ''
    })
    .toBe(true)
  return text
}

test('a manager buys seats by number, assigns on purpose, takes a seat back and undoes it, removes a leaver and buys more', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const [course] = await onlineCourses(request)
  if (!course) throw new Error('the demo catalogue has no online course')
  const mark = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const manager = { email: `willow-${mark}@example.com`, password: 'WillowCare1' }
  const res = await page.request.post('/api/register', {
    data: {
      name: 'Wendy Willow',
      email: manager.email,
      password: manager.password,
      password_confirmation: manager.password,
      role: 'company',
      company_name: `Willow Court Care ${mark}`,
      phone: '7700900123',
      city: 'York',
      country: 'United Kingdom',
      termsAccepted: 1,
    },
  })
  expect(res.ok(), await res.text()).toBe(true)
  await signIn(page, manager)

  // The course page offers seats, and asks how many.
  await gotoReady(page, `/course-detail/${course.slug}`)
  await page.getByRole('button', { name: 'Buy seats' }).click()
  const dialog = page.getByRole('dialog', { name: 'Buy seats for your team' })
  await dialog.getByRole('button', { name: 'More seats' }).click()
  await dialog.getByRole('button', { name: 'Buy 2 seats' }).click()
  await page.getByRole('dialog', { name: 'Added to your cart' }).getByRole('link', { name: 'View cart' }).click()
  await page.waitForURL('**/cart')
  await expect(page.getByRole('list', { name: 'Courses in your cart' })).toContainText(/2 seats × £/)
  await page.getByRole('button', { name: 'Proceed to checkout' }).click()
  await page.waitForURL('**/payment')
  const address = page.getByLabel('Billing address')
  if ((await address.inputValue()) === '') await address.fill('1 Willow Lane, York YO1 1AA')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry date').fill('12 / 34')
  await page.getByLabel('Security code').fill('123')
  await page.getByRole('button', { name: /^Pay £/ }).click()
  await page.waitForURL('**/success?order=*')
  await expect(page.getByText('2 seats added to your team')).toBeVisible()
  await page.getByRole('link', { name: 'Go to Your team' }).click()
  await page.waitForURL('**/team')
  const seatRow = page.getByRole('listitem', { name: course.name })
  await expect(seatRow.getByTestId('seat-counts')).toHaveText('0 of 2 assigned · 2 free')

  // Two people join (each sets a password from the mailed link).
  const invite = page.getByRole('region', { name: 'Invite staff', exact: true })
  const people = [
    { name: 'Abe Archer', email: `abe-${mark}@example.com` },
    { name: 'Zara Young', email: `zara-${mark}@example.com` },
  ]
  for (const person of people) {
    await field(invite, 'Name').fill(person.name)
    await field(invite, 'Email').fill(person.email)
    await invite.getByRole('button', { name: 'Send invitation' }).click()
    await expect(invite.getByText(/If they already have an account with us, they log in/)).toBeVisible()
    const token = /\/accept-invite\?token=([\w-]+)/.exec(await mailTo(person.email, '/accept-invite?token='))![1]
    const accepted = await page.request.post('/api/accept-invite', {
      data: { token, password: 'StaffPass1', password_confirmation: 'StaffPass1' },
    })
    expect(accepted.ok(), await accepted.text()).toBe(true)
  }
  await reloadReady(page)

  // Nobody is chosen for her: Assign says so until she picks Zara.
  const choice = seatRow.getByLabel(`Staff member for ${course.name}`)
  await expect(choice).toHaveValue('')
  await seatRow.getByRole('button', { name: 'Assign', exact: true }).click()
  await expect(seatRow.getByText('Choose a staff member first.')).toBeVisible()
  await expect(seatRow.getByTestId('seat-counts')).toHaveText('0 of 2 assigned · 2 free')
  await choice.selectOption({ label: `Zara Young (${people[1]!.email})` })
  await seatRow.getByRole('button', { name: 'Assign', exact: true }).click()
  await expect(seatRow.getByText(/^Seat assigned\./)).toBeVisible()
  await expect(seatRow.getByTestId('seat-counts')).toHaveText('1 of 2 assigned · 1 free')
  // Zara is told which course and how to start.
  const assignment = await mailTo(people[1]!.email, 'My courses')
  expect(assignment).toContain(course.name)

  // Unassign asks first; taken back, it can be undone.
  await seatRow.getByRole('button', { name: `Unassign Zara Young from ${course.name}` }).click()
  await seatRow.getByRole('button', { name: 'Yes, unassign' }).click()
  await expect(seatRow.getByText('Seat taken back.')).toBeVisible()
  await expect(seatRow.getByTestId('seat-counts')).toHaveText('0 of 2 assigned · 2 free')
  await seatRow.getByRole('button', { name: 'Undo' }).click()
  await expect(seatRow.getByText('Undone: the seat is theirs again, as it was.')).toBeVisible()
  await expect(seatRow.getByTestId('seat-counts')).toHaveText('1 of 2 assigned · 1 free')
  await expect(seatRow.getByRole('button', { name: `Unassign Zara Young from ${course.name}` })).toBeVisible()

  // Abe takes the last seat; Buy more seats asks how many, and the cart holds that many.
  await choice.selectOption({ label: `Abe Archer (${people[0]!.email})` })
  await seatRow.getByRole('button', { name: 'Assign', exact: true }).click()
  await expect(seatRow.getByTestId('seat-counts')).toHaveText('2 of 2 assigned · 0 free')
  await seatRow.getByLabel(`How many more seats of ${course.name}?`).fill('3')
  await seatRow.getByRole('button', { name: 'Buy more seats' }).click()
  await page.waitForURL('**/cart')
  await expect(page.getByRole('spinbutton', { name: `Seats of ${course.name}` })).toHaveValue('3')

  // Abe leaves: removed once she confirms, his unstarted seat comes back.
  await gotoReady(page, '/team')
  const staffTable = page.getByRole('region', { name: 'Staff', exact: true })
  await staffTable.getByRole('button', { name: 'Remove Abe Archer from your team' }).click()
  await staffTable.getByRole('button', { name: 'Yes, remove' }).click()
  await expect(
    staffTable.getByText('Abe Archer is no longer in your team. 1 unstarted seat is free again.'),
  ).toBeVisible()
  await expect(staffTable.getByRole('row', { name: /Abe Archer/ })).toHaveCount(0)
  await expect(seatRow.getByTestId('seat-counts')).toHaveText('1 of 2 assigned · 1 free')
})
