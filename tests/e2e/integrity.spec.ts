import { expect, type Page } from '@playwright/test'
import type { bookingCalls } from '../../src/shared/contract/booking'
import { BOOKING_RESTRICTED } from '../../src/shared/contract/sub-user'
import type { Sent } from './helpers/api'
import { test, gotoReady } from './helpers/test'
import { bearer, DEMO_ACCOUNTS, signIn } from './helpers/session'

/** An in-house course no other spec books. */
const COURSE = { slug: 'ipc-champion-workshop', price: 110 }

function futureDate(days = 40): string {
  const date = new Date(Date.now() + days * 86_400_000)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

async function answerAll(page: Page) {
  const questions = page.locator('fieldset')
  await expect(questions.first()).toBeVisible()
  const count = await questions.count()
  for (let i = 0; i < count; i++) await questions.nth(i).getByText('Yes', { exact: true }).click()
}

async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry date').fill('12 / 34')
  await page.getByLabel('Security code').fill('123')
}

test('a booking changed after its payment started is started afresh with the same details and answers, and says so', async ({
  page,
}) => {
  const session = await signIn(page)
  await gotoReady(page, `/course-detail/${COURSE.slug}`)
  await page.getByRole('button', { name: 'Book Now' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Full name').fill('Priya Shah')
  await dialog.getByLabel('Email address').fill('priya@care-home.example')
  await dialog.getByLabel('Training address').fill('12 Elm Road, Leeds')
  await dialog.getByLabel('Postal code').fill('LS1 4AB')
  await dialog.getByLabel('Training date').fill(futureDate())
  await dialog.getByLabel('Number of delegates').fill('1')
  await dialog.getByRole('button', { name: 'Continue to questions' }).click()
  await answerAll(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByTestId('booking-total')).toHaveText('£110.00')
  // A declined card: the payment of this booking has started.
  const intentOpened = page.waitForResponse((r) => r.url().endsWith('/api/inhouse/create-payment-intent'))
  await payWithCard(page, '4000 0000 0000 0002')
  await page.getByRole('button', { name: 'Pay £110.00' }).click()
  expect((await intentOpened).status()).toBe(200)
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed: Your card was declined.' })).toBeVisible()

  // Back to step 1, where the number of delegates changes.
  await page.getByRole('link', { name: 'Back to the questions' }).click()
  await page.getByRole('link', { name: 'Back to your details' }).click()
  const again = page.getByRole('dialog')
  await expect(again.getByLabel('Full name')).toHaveValue('Priya Shah')
  await again.getByLabel('Number of delegates').fill('2')
  const statuses: number[] = []
  page.on('response', (r) => {
    if (r.url().endsWith('/api/inhouse/save-basic-info')) statuses.push(r.status())
  })
  await again.getByRole('button', { name: 'Continue to questions' }).click()

  await expect(page).toHaveURL(new RegExp(`/booking/questions/${COURSE.slug}$`))
  await expect(
    page.getByRole('status').filter({ hasText: /started a new booking with the same details and answers/ }),
  ).toBeVisible()
  expect(statuses).toEqual([409, 200])
  // The answers are still there, and the new booking pays for 2 delegates.
  const first = page.locator('fieldset').first()
  await expect(first.getByRole('radio', { name: 'Yes' })).toBeChecked()
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByTestId('booking-total')).toHaveText('£220.00')
  await payWithCard(page, '4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Pay £220.00' }).click()
  await expect(page.getByRole('heading', { name: 'Payment Successful !' })).toBeVisible()

  const mine = await page.request.get('/api/my/bookings', { headers: bearer(session) })
  const { data } = (await mine.json()) as Sent<typeof bookingCalls.myBookings>
  expect(data.filter((b) => b.status === 'paid' && b.no_of_users === 2 && b.amount === COURSE.price * 2)).toHaveLength(
    1,
  )
  // The first booking stays as its payment was started: 1 user, unpaid.
  expect(data.some((b) => b.status !== 'paid' && b.no_of_users === 1)).toBe(true)
})

test("a signed-in sub-user's course page says who books, in place of Book Now", async ({ page }) => {
  await gotoReady(page, `/course-detail/${COURSE.slug}`)
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible()
  await signIn(page, DEMO_ACCOUNTS.subUser)
  await gotoReady(page, `/course-detail/${COURSE.slug}`)
  await expect(page.getByText(BOOKING_RESTRICTED)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0)
})

test('a contact message refused for volume (429) shows how long to wait, in place', async ({ page }) => {
  const wait = 'Too many attempts. Please wait 12 minutes and try again.'
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 429, headers: { 'retry-after': '700' }, json: { message: wait } }),
  )
  await gotoReady(page, '/contact')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sam Carer')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('sam@example.com')
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('7700900123')
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Do you run courses in York?')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText(wait)).toBeVisible()
})
