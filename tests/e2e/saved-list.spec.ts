import { expect } from '@playwright/test'
import type { catalogueCalls } from '../../src/shared/contract/catalogue'
import type { Sent } from './helpers/api'
import { bearer, registerAccount, signIn } from './helpers/session'
import { gotoReady, test } from './helpers/test'

test('a signed-in account’s saved-for-offline list comes back on another device after login, its courses fetched again', async ({
  page,
  browser,
}) => {
  const account = await registerAccount(page)
  const session = await signIn(page, account)
  await gotoReady(page, '/courses')
  const card = page.locator('main article').first()
  const name = (await card.locator('h3').textContent())!
  await card.getByRole('button', { name: /Save for offline/ }).click()
  await expect(card.getByRole('button', { name: /Saved for offline/ })).toBeVisible()
  // The phone sends it a moment after the tap; the person picks up another device meanwhile.
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/my/saved-courses', { headers: bearer(session) })
      return ((await response.json()) as Sent<typeof catalogueCalls.mySavedCourses>).data.filter((entry) => entry.saved)
        .length
    })
    .toBe(1)

  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' })
  try {
    const office = await other.newPage()
    await signIn(office, account)
    await gotoReady(office, '/saved')
    await expect(office.getByText('Your list is also kept in your account')).toBeVisible()
    // The card is drawn from the course kept on this device, fetched again from the account's list.
    await expect(office.locator('main article').filter({ hasText: name })).toBeVisible()
    await gotoReady(office, '/courses')
    await expect(
      office
        .locator('main article')
        .filter({ hasText: name })
        .getByRole('button', { name: /Saved for offline/ }),
    ).toBeVisible()
  } finally {
    await other.close()
  }
})
