import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, type Browser, type Page } from '@playwright/test'
import { test, gotoReady, waitForApp } from './helpers/test'
import { CHROMIUM_ARGS, findChromium } from '../helpers/chromium'
import { failApi, type Sent } from './helpers/api'
import { expectNoAxeViolations } from './helpers/axe'
import { bearer, DEMO_ACCOUNTS, registerAccount, signIn, type DemoSession } from './helpers/session'
import type { bookingCalls } from '../../src/shared/contract/booking'
import { DRAFT_IN_ACCOUNT, DRAFT_ON_DEVICE_ONLY } from '../../src/features/booking/data/draft-messages'

/** In-house courses of the demo catalogue, one per test so their drafts never meet. */
const WORKSHOP = { slug: 'care-certificate-induction-workshop', price: 120 }

/** A training date a month from now, as the date input takes it. */
function futureDate(days = 30): string {
  const date = new Date(Date.now() + days * 86_400_000)
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
}

/** Also for pages of the browsers these tests launch themselves, which do not wait for the app on load. */
async function openCourse(page: Page, slug: string) {
  await gotoReady(page, `/course-detail/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await waitForApp(page)
}

async function fillStep1(page: Page, users = 1) {
  await page.getByRole('button', { name: 'Book Now' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: /^Book / })).toBeVisible()
  await dialog.getByLabel('Full name').fill('Priya Shah')
  await dialog.getByLabel('Email address').fill('priya@care-home.example')
  await dialog.getByLabel('Training address').fill('12 Elm Road, Leeds')
  await dialog.getByLabel('Postal code').fill('LS1 4AB')
  await dialog.getByLabel('Training date').fill(futureDate())
  await dialog.getByLabel('Number of delegates').fill(String(users))
  await dialog.getByLabel('Company name').fill('Elm Care Ltd')
  return dialog
}

/** Opens Book Now, types into step 1 only (`fields` by label), and closes the modal: a draft is left. */
async function leaveDraft(page: Page, fields: Record<string, string>) {
  await page.getByRole('button', { name: 'Book Now' }).click()
  for (const [label, value] of Object.entries(fields)) await page.getByRole('dialog').getByLabel(label).fill(value)
  await page.keyboard.press('Escape')
}

async function answerAll(page: Page, answer: 'Yes' | 'No' = 'Yes') {
  const questions = page.locator('fieldset')
  await expect(questions.first()).toBeVisible()
  const count = await questions.count()
  for (let i = 0; i < count; i++) await questions.nth(i).getByText(answer, { exact: true }).click()
  return count
}

async function payWithCard(page: Page, number = '4242 4242 4242 4242') {
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry date').fill('12 / 34')
  await page.getByLabel('Security code').fill('123')
}

test('a booking for 3 users pays course price × 3 with the sandbox card, then the draft is gone', async ({ page }) => {
  const session = await signIn(page, await registerAccount(page))
  await openCourse(page, WORKSHOP.slug)
  const dialog = await fillStep1(page, 3)
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Continue to questions' }).click()

  await expect(page).toHaveURL(new RegExp(`/booking/questions/${WORKSHOP.slug}$`))
  await expect(page.getByRole('heading', { name: 'A few questions about your training' })).toBeVisible()
  // Each question needs a Yes or No.
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByText('Please answer Yes or No.').first()).toBeVisible()
  await answerAll(page)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()

  await expect(page).toHaveURL(new RegExp(`/booking/${WORKSHOP.slug}/payment$`))
  await expect(page.getByTestId('booking-total')).toHaveText('£360.00')
  // The people and the day are named as the form named them.
  await expect(page.getByRole('term')).toContainText(['Training date', 'Price per delegate', 'Number of delegates'])
  await payWithCard(page)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Pay £360.00' }).click()

  await expect(page).toHaveURL(/\/booking\/success$/)
  await expect(page.getByRole('heading', { name: 'Payment Successful !' })).toBeVisible()
  await expect(page.getByText('£360.00')).toBeVisible()
  await expect(page.getByRole('term')).toContainText(['Training date', 'Number of delegates'])
  // Back from the success page is back on the course, with no alert about a missing booking.
  const alerts: string[] = []
  page.on('dialog', (dialog) => void dialog.dismiss().then(() => alerts.push(dialog.message())))
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/course-detail/${WORKSHOP.slug}$`))
  expect(alerts).toEqual([])
  // That is the course page the booking started from, not a second copy of it: Back leaves it.
  await page.goBack()
  await expect(page).not.toHaveURL(new RegExp(`/course-detail/${WORKSHOP.slug}$`))

  // The server recorded it as paid, for the amount it computed.
  const mine = await page.request.get('/api/my/bookings', { headers: bearer(session) })
  const { data } = (await mine.json()) as Sent<typeof bookingCalls.myBookings>
  expect(data[0]).toMatchObject({ status: 'paid', amount: WORKSHOP.price * 3, no_of_users: 3 })

  await openCourse(page, WORKSHOP.slug)
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Resume your booking' })).toHaveCount(0)

  // The dashboard counts them in the same word.
  await gotoReady(page, '/dashboard')
  await expect(page.getByRole('region', { name: 'Your in-house bookings' })).toContainText(
    /Training on .+ · 3 delegates/,
  )
})

test('signed in, Book Now starts from the account’s name, email and company; what the user types is kept', async ({
  page,
}) => {
  const session = await signIn(page, DEMO_ACCOUNTS.manager)
  await openCourse(page, 'medication-competency-assessor')
  await page.getByRole('button', { name: 'Book Now' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Full name')).toHaveValue(session.user.name)
  await expect(dialog.getByLabel('Email address')).toHaveValue(session.user.email)
  await expect(dialog.getByLabel('Company name')).toHaveValue(session.user.company_name!)
  await expect(dialog.getByLabel('Number of delegates')).toHaveValue('1')
  // Only looked at: no booking is left unfinished.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible()
  await expect(page.getByText('You have an unfinished booking for this course.')).toHaveCount(0)
  await page.getByRole('button', { name: 'Book Now' }).click()

  // Someone else attends: the typed name stays, also after the form is closed and the page opened again.
  await dialog.getByLabel('Full name').fill('Sam Carer')
  await dialog.getByLabel('Email address').fill('')
  await page.keyboard.press('Escape')
  await openCourse(page, 'medication-competency-assessor')
  await page.getByRole('button', { name: 'Resume your booking' }).click()
  await expect(dialog.getByLabel('Full name')).toHaveValue('Sam Carer')
  await expect(dialog.getByLabel('Email address')).toHaveValue('')
  await expect(dialog.getByLabel('Company name')).toHaveValue(session.user.company_name!)
})

test('a booking saved to the server and not yet paid shows once on the dashboard, ready to resume', async ({
  page,
}) => {
  await signIn(page, await registerAccount(page))
  const slug = 'basic-life-support-aed'
  await openCourse(page, slug)
  const course = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  const dialog = await fillStep1(page)
  await dialog.getByRole('button', { name: 'Continue to questions' }).click()
  await expect(page).toHaveURL(new RegExp(`/booking/questions/${slug}$`))

  const listed = page.waitForResponse((r) => r.url().endsWith('/api/my/bookings') && r.ok())
  await gotoReady(page, '/dashboard')
  const { data } = (await (await listed).json()) as Sent<typeof bookingCalls.myBookings>
  // The server holds it (unpaid), and this device holds its draft.
  expect(data.filter((booking) => booking.course_name === course)).toMatchObject([{ status: 'draft' }])
  const drafts = page.getByRole('region', { name: 'Unfinished bookings' })
  await expect(drafts).toContainText(course)
  await expect(drafts).toContainText('Step 2 of 3')
  await expect(page.getByRole('main').getByText(course, { exact: true })).toHaveCount(1)
  await drafts.getByRole('link', { name: `Continue your booking for ${course}` }).click()
  await expect(page).toHaveURL(new RegExp(`/booking/questions/${slug}$`))
})

test("on a phone, a declined card's message is brought into view and focused, each time, until another card is tried", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await signIn(page, await registerAccount(page))
  await openCourse(page, WORKSHOP.slug)
  const dialog = await fillStep1(page)
  await dialog.getByRole('button', { name: 'Continue to questions' }).click()
  await answerAll(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(new RegExp(`/booking/${WORKSHOP.slug}/payment$`))

  const declined = page.getByRole('alert').filter({ hasText: 'Payment failed: Your card was declined.' })
  for (let attempt = 0; attempt < 2; attempt++) {
    await payWithCard(page, '4000 0000 0000 0002')
    await page.getByRole('button', { name: /^Pay / }).click()
    await expect(declined).toBeFocused()
    await expect(declined).toBeInViewport()
    // The next attempt starts from the bottom of the page, where the Pay button is.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  }

  // Another card: the decline was the last attempt's, and is gone while this one asks to be confirmed.
  await payWithCard(page, '4000 0027 6000 3184')
  await page.getByRole('button', { name: /^Pay / }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirm your payment' })
  await expect(confirm).toBeVisible()
  await expect(declined).toHaveCount(0)
  await confirm.getByRole('button', { name: 'Complete authentication' }).click()
  await expect(page).toHaveURL(/\/booking\/success$/)
})

test('a booking left at step 2 resumes there, with its answers, after the browser is closed and reopened', async () => {
  const testInfo = test.info()
  const slug = 'moving-and-handling-people-practical'
  const profile = mkdtempSync(join(tmpdir(), 'carewise-booking-'))
  const launch = () =>
    chromium.launchPersistentContext(profile, {
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
      baseURL: testInfo.project.use.baseURL,
      serviceWorkers: 'block',
    })
  try {
    const first = await launch()
    const page = first.pages()[0] ?? (await first.newPage())
    await openCourse(page, slug)
    const dialog = await fillStep1(page, 2)
    await dialog.getByRole('button', { name: 'Continue to questions' }).click()
    await expect(page).toHaveURL(new RegExp(`/booking/questions/${slug}$`))
    const questions = page.locator('fieldset')
    await questions.nth(0).getByText('Yes', { exact: true }).click()
    await questions.nth(1).getByText('No', { exact: true }).click()
    // The answers are in IndexedDB before the browser goes.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('carewise')
              open.onsuccess = () => {
                const read = open.result.transaction('bookingDrafts').objectStore('bookingDrafts').getAll()
                read.onsuccess = () => resolve(Object.keys((read.result[0] as { answers: object }).answers).length)
              }
            }),
        ),
      )
      .toBe(2)
    await first.close()

    const second = await launch()
    const again = second.pages()[0] ?? (await second.newPage())
    await openCourse(again, slug)
    await expect(again.getByText('You have an unfinished booking for this course.')).toBeVisible()
    await again.getByRole('button', { name: 'Resume your booking' }).click()
    await expect(again).toHaveURL(new RegExp(`/booking/questions/${slug}$`))
    const resumed = again.locator('fieldset')
    await expect(resumed.nth(0).getByRole('radio', { name: 'Yes' })).toBeChecked()
    await expect(resumed.nth(1).getByRole('radio', { name: 'No' })).toBeChecked()
    await expect(resumed.nth(2).getByRole('radio', { name: 'Yes' })).not.toBeChecked()
    await expect(resumed.nth(2).getByRole('radio', { name: 'No' })).not.toBeChecked()

    // The booking token came back from IndexedDB (this is a new session): the server takes the answers.
    await answerAll(again)
    const saved = again.waitForResponse((r) => r.url().endsWith('/api/inhouse/save-question-answer'))
    await again.getByRole('button', { name: 'Continue to payment' }).click()
    expect((await saved).status()).toBe(200)
    // Paying needs a session: to login, with the payment page as the way back.
    await expect(again).toHaveURL(/\/login/)
    expect(await again.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe(`/booking/${slug}/payment`)
    await second.close()
  } finally {
    rmSync(profile, { recursive: true, force: true })
  }
})

test('step 1 filled in offline is saved to the server when the connection returns', async ({ page, context }) => {
  const slug = 'dementia-communication-workshop'
  const questionsLoaded = page.waitForResponse((r) => r.url().includes(`/api/course/descriptive/${slug}`))
  await openCourse(page, slug)
  await questionsLoaded

  await context.setOffline(true)
  const dialog = await fillStep1(page, 4)
  await expect(dialog.getByText('You’re offline.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Continue to questions' }).click()

  await expect(page).toHaveURL(new RegExp(`/booking/questions/${slug}$`))
  await expect(page.getByText('You’re offline. Your details and answers are saved on this device')).toBeVisible()
  await page.locator('fieldset').first().getByText('Yes', { exact: true }).click()

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/inhouse/save-basic-info'))
  await context.setOffline(false)
  const response = await saved
  expect(response.status()).toBe(200)
  const { token_unique_key } = (await response.json()) as Sent<typeof bookingCalls.saveBasicInfo>
  expect(response.request().postDataJSON()).toMatchObject({
    name: 'Priya Shah',
    no_of_users: 4,
    postal_code: 'LS1 4AB',
  })
  await expect(page.getByText('You’re offline.')).toHaveCount(0)
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token_unique_key'))).toBe(token_unique_key)
  // The answer given offline is still there.
  await expect(page.locator('fieldset').first().getByRole('radio', { name: 'Yes' })).toBeChecked()
})

test('the dashboard lists an unfinished draft to resume; the course page can discard it', async ({ page }) => {
  await signIn(page, await registerAccount(page))
  const slug = 'emergency-first-aid-at-work'
  await openCourse(page, slug)
  await leaveDraft(page, { 'Full name': 'Sam Carer', 'Postal code': 'M4 6LQ' })
  // As she closes the form, the page says her booking is kept; then she goes to her dashboard. (Gone
  // there within milliseconds of the last keystroke, the dashboard listed no draft in 2 runs of 15.)
  await expect(page.getByText('You have an unfinished booking for this course.')).toBeVisible()

  await gotoReady(page, '/dashboard')
  const drafts = page.getByRole('region', { name: 'Unfinished bookings' })
  await expect(drafts).toContainText('Step 1 of 3')
  await expectNoAxeViolations(page)
  await drafts.getByRole('link', { name: /Continue your booking/ }).click()
  // Step 1 opens again, as it was left.
  await expect(page).toHaveURL(new RegExp(`/course-detail/${slug}#book$`))
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Full name')).toHaveValue('Sam Carer')
  await expect(dialog.getByLabel('Postal code')).toHaveValue('M4 6LQ')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Discard draft' }).click()
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible()
  await gotoReady(page, '/dashboard')
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Unfinished bookings' })).toHaveCount(0)
})

test('closing the form leaves focus on "Resume your booking"; discarding the draft, on "Book Now"', async ({
  page,
}) => {
  await signIn(page, await registerAccount(page))
  await openCourse(page, 'moving-and-handling-people-practical')
  // The form starts from the account's name: something else typed makes the draft.
  await leaveDraft(page, { 'Training address': '7 Elm Road' })
  await expect(page.getByRole('button', { name: 'Resume your booking' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Discard draft' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeFocused()
})

test('logging out forgets the booking drafts and the applied coupon: the next person on the device sees neither', async ({
  page,
}) => {
  await signIn(page, await registerAccount(page))
  const slug = 'emergency-first-aid-at-work'
  await openCourse(page, slug)
  await leaveDraft(page, { 'Full name': 'Sam Carer', 'Training address': '7 Private Close' })
  await expect(page.getByText('You have an unfinished booking for this course.')).toBeVisible()
  await page.evaluate(() => {
    localStorage.setItem('appliedCoupon', 'CARE10')
    localStorage.setItem('couponDiscount', '10')
    localStorage.setItem('finalPrice', '90')
  })

  await gotoReady(page, '/logout')
  await page.waitForURL((url) => url.pathname === '/login')
  expect(await page.evaluate(() => localStorage.getItem('appliedCoupon'))).toBeNull()
  await openCourse(page, slug)
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible()
  await expect(page.getByText('You have an unfinished booking for this course.')).toHaveCount(0)
  await page.getByRole('button', { name: 'Book Now' }).click()
  await expect(page.getByRole('dialog').getByLabel('Full name')).toHaveValue('')
})

test.describe('on any device where the account logs in', () => {
  /** Another device: a browser of its own, with storage of its own, on the same site. */
  async function otherDevice(browser: Browser) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' })
    return { context, page: await context.newPage() }
  }

  /** Logs in with the form, as a person does, after the dashboard sent them to it. */
  async function logInForDashboard(page: Page, account: { email: string; password: string }) {
    await gotoReady(page, '/dashboard')
    await page.waitForURL((url) => url.pathname === '/login')
    await page.getByLabel(/^Email/).fill(account.email)
    await page.getByLabel(/^Password/).fill(account.password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/dashboard')
  }

  /**
   * The account's copy on the server, once it holds `expected`: the first device sends it a moment
   * after typing stops. (The person walks to the other device meanwhile; the test waits for the copy
   * instead of a fixed pause.)
   */
  async function serverCopyHolds(page: Page, session: DemoSession, expected: Record<string, unknown>) {
    await expect
      .poll(async () => {
        const response = await page.request.get('/api/my/booking-drafts', { headers: bearer(session) })
        const { data } = (await response.json()) as Sent<typeof bookingCalls.myDrafts>
        return data[0]
      })
      .toMatchObject(expected)
  }

  test('a booking started on the phone continues at the office PC after logging in: "Continue your booking", with what was typed', async ({
    page,
    browser,
  }) => {
    const slug = 'medication-competency-assessor'
    const account = await registerAccount(page)
    const session = await signIn(page, account)
    await openCourse(page, slug)
    await page.getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText(DRAFT_IN_ACCOUNT)).toBeVisible()
    await dialog.getByLabel('Full name').fill('Priya Shah')
    await dialog.getByLabel('Email address').fill('priya@care-home.example')
    await dialog.getByLabel('Postal code').fill('LS1 4AB')
    await dialog.getByLabel('Number of delegates').fill('4')
    await page.keyboard.press('Escape')
    await expect(page.getByText('Saved to your account · Step 1 of 3: your details · 4 delegates')).toBeVisible()
    await serverCopyHolds(page, session, { basic_info: { name: 'Priya Shah', postal_code: 'LS1 4AB', no_of_users: 4 } })

    const office = await otherDevice(browser)
    try {
      await logInForDashboard(office.page, account)
      const drafts = office.page.getByRole('region', { name: 'Unfinished bookings' })
      await expect(drafts).toContainText('Medication Competency')
      await expect(drafts).toContainText('Step 1 of 3')
      await drafts.getByRole('link', { name: /Continue your booking/ }).click()
      await expect(office.page).toHaveURL(new RegExp(`/course-detail/${slug}#book$`))
      const form = office.page.getByRole('dialog')
      await expect(form.getByLabel('Full name')).toHaveValue('Priya Shah')
      await expect(form.getByLabel('Email address')).toHaveValue('priya@care-home.example')
      await expect(form.getByLabel('Postal code')).toHaveValue('LS1 4AB')
      await expect(form.getByLabel('Number of delegates')).toHaveValue('4')
      await expect(form.getByLabel('Training address')).toHaveValue('')
    } finally {
      await office.context.close()
    }
  })

  test('questions answered on the phone are there at the office, which pays; the phone then has no unfinished booking', async ({
    page,
    browser,
  }) => {
    const slug = 'basic-life-support-aed'
    const account = await registerAccount(page)
    const session = await signIn(page, account)
    await openCourse(page, slug)
    const dialog = await fillStep1(page, 2)
    await dialog.getByRole('button', { name: 'Continue to questions' }).click()
    await expect(page).toHaveURL(new RegExp(`/booking/questions/${slug}$`))
    const questions = page.locator('fieldset')
    await questions.nth(0).getByText('Yes', { exact: true }).click()
    await questions.nth(1).getByText('No', { exact: true }).click()
    await serverCopyHolds(page, session, { step: 2, token: expect.any(String) })
    await expect
      .poll(async () => {
        const response = await page.request.get('/api/my/booking-drafts', { headers: bearer(session) })
        return Object.keys(((await response.json()) as Sent<typeof bookingCalls.myDrafts>).data[0]!.answers).length
      })
      .toBe(2)

    const office = await otherDevice(browser)
    try {
      await signIn(office.page, account)
      await gotoReady(office.page, '/dashboard')
      const drafts = office.page.getByRole('region', { name: 'Unfinished bookings' })
      await expect(drafts).toContainText('Step 2 of 3')
      await drafts.getByRole('link', { name: /Continue your booking/ }).click()
      await expect(office.page).toHaveURL(new RegExp(`/booking/questions/${slug}$`))
      const resumed = office.page.locator('fieldset')
      await expect(resumed.nth(0).getByRole('radio', { name: 'Yes' })).toBeChecked()
      await expect(resumed.nth(1).getByRole('radio', { name: 'No' })).toBeChecked()
      // The booking the phone made, by its token: the office answers the rest and pays for it.
      await answerAll(office.page)
      await office.page.getByRole('button', { name: 'Continue to payment' }).click()
      await expect(office.page.getByTestId('booking-total')).toHaveText('£130.00')
      await payWithCard(office.page)
      await office.page.getByRole('button', { name: 'Pay £130.00' }).click()
      await expect(office.page.getByRole('heading', { name: 'Payment Successful !' })).toBeVisible()
    } finally {
      await office.context.close()
    }
    const mine = await page.request.get('/api/my/bookings', { headers: bearer(session) })
    expect(((await mine.json()) as Sent<typeof bookingCalls.myBookings>).data).toEqual([
      expect.objectContaining({ status: 'paid', no_of_users: 2 }),
    ])

    // Back on the phone: the booking is paid, so its draft is gone there too.
    await gotoReady(page, '/dashboard')
    await expect(page.getByRole('heading', { name: 'Your in-house bookings' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Unfinished bookings' })).toHaveCount(0)
    await openCourse(page, slug)
    await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible()
  })

  test('a visitor’s booking form says the booking stays on this device only', async ({ page }) => {
    await openCourse(page, 'medication-competency-assessor')
    await page.getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText(DRAFT_ON_DEVICE_ONLY)).toBeVisible()
    await expect(dialog.getByText(DRAFT_IN_ACCOUNT)).toHaveCount(0)
  })
})

test.describe('booking messages (docs/product-rules.md §8)', () => {
  test("'Error: Failed to save booking' in the modal when the server fails", async ({ page }) => {
    await failApi(page, '/inhouse/save-basic-info')
    await openCourse(page, 'ipc-champion-workshop')
    const dialog = await fillStep1(page)
    await dialog.getByRole('button', { name: 'Continue to questions' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Error: Failed to save booking')
    await expect(page).toHaveURL(/\/course-detail\/ipc-champion-workshop/)
  })

  test('one press of Continue shows every missing field, also after the number of delegates was emptied', async ({
    page,
  }) => {
    await openCourse(page, WORKSHOP.slug)
    await page.getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Number of delegates').fill('')
    await dialog.getByRole('button', { name: 'Continue to questions' }).click()
    for (const message of ['Name is required.', 'Email is required.', 'Enter the number of delegates.'])
      await expect(dialog.getByText(message, { exact: true })).toBeVisible()
  })

  test('step 1 sent empty puts focus on its first field, in view below the heading and steps', async ({ page }) => {
    // A title long enough to take two lines at the top of the modal.
    await page.setViewportSize({ width: 1280, height: 800 })
    await openCourse(page, 'safeguarding-adults-level-3')
    await page.getByRole('button', { name: 'Book Now' }).click()
    const dialog = page.getByRole('dialog')
    // Reaching the button scrolls the form to its end.
    await dialog.getByRole('button', { name: 'Continue to questions' }).click()
    const name = dialog.getByLabel('Full name')
    await expect(name).toBeFocused()
    await expect(dialog.getByText('Name is required.')).toBeVisible()
    const steps = (await dialog.getByRole('navigation', { name: 'Booking progress' }).boundingBox())!
    const field = (await name.boundingBox())!
    expect(field.y).toBeGreaterThanOrEqual(steps.y + steps.height)
  })

  test("the alert 'No booking token, go back to step 1.' on step 2 without a booking, then back to the course", async ({
    page,
  }) => {
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.accept()
    })
    await gotoReady(page, '/booking/questions/hoist-and-sling-safety')
    await expect(page).toHaveURL(/\/course-detail\/hoist-and-sling-safety/)
    expect(alerts).toEqual(['No booking token, go back to step 1.'])
    // Step 1 is open, ready to start.
    await expect(page.getByRole('dialog').getByLabel('Full name')).toBeVisible()
  })

  test("'Failed to save answers' on step 2 when the server fails", async ({ page }) => {
    await openCourse(page, 'epilepsy-awareness-buccal-midazolam')
    const dialog = await fillStep1(page)
    await dialog.getByRole('button', { name: 'Continue to questions' }).click()
    await expect(page).toHaveURL(/\/booking\/questions\//)
    await failApi(page, '/inhouse/save-question-answer')
    await answerAll(page)
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page.getByRole('alert')).toHaveText('Failed to save answers')
    await expect(page).toHaveURL(/\/booking\/questions\//)
  })

  test("'Payment intent failed' on step 3 when the intent cannot be made", async ({ page }) => {
    await signIn(page, await registerAccount(page))
    await openCourse(page, 'mental-health-support-skills-workshop')
    const dialog = await fillStep1(page, 2)
    await dialog.getByRole('button', { name: 'Continue to questions' }).click()
    await answerAll(page, 'No')
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page).toHaveURL(/\/payment$/)
    await failApi(page, '/inhouse/create-payment-intent')
    await payWithCard(page)
    await page.getByRole('button', { name: 'Pay £240.00' }).click()
    await expect(page.getByRole('alert')).toHaveText('Payment intent failed')
  })
})
