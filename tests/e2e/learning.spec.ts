import { readFile } from 'node:fs/promises'
import { expect } from '@playwright/test'
import { pdfText } from '../helpers/pdf-text'
import { test, gotoReady } from './helpers/test'
import { signIn } from './helpers/session'

/** Ben, of the demo company: Safeguarding Adults Level 2 assigned, not opened yet (server/team/demo-seats.ts). */
const BEN = { name: 'Ben Okafor', email: 'ben@sunrise-care.example', password: 'CarewiseDemo1' }
const COURSE = 'Safeguarding Adults Level 2'

test('a member of staff starts a course from My courses, completes it on the stand-in platform, downloads the certificate and /verify confirms it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, BEN)
  await gotoReady(page, '/dashboard')
  const myCourses = page.getByRole('region', { name: 'My courses' })
  await expect(myCourses.getByRole('link', { name: COURSE })).toBeVisible()
  await expect(myCourses).toContainText('Not started')

  // Start: the single-use code takes Ben to the learning platform's stand-in, at the course.
  await myCourses.getByRole('button', { name: `Start course ${COURSE}` }).click()
  await page.waitForURL((url) => url.pathname === '/user_dashboard' && url.searchParams.has('course'))
  expect(new URL(page.url()).searchParams.has('auth'), 'the code leaves the address').toBe(false)
  await expect(page.getByText("This is a stand-in for Carewise's learning platform.")).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE)
  await expect(page.getByRole('heading', { name: 'Learning outcomes' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sections' })).toBeVisible()
  // The outcomes are the catalogue's, one item each.
  expect(await page.locator('h2:has-text("Learning outcomes") + ul > li').count()).toBeGreaterThan(2)

  await page.getByRole('button', { name: 'Complete this course (demo)' }).click()
  await expect(page.getByText(/^Completed on /)).toBeVisible()
  const number = /Certificate (CW-\d{4}-[A-Z2-9]{8})/.exec(await page.locator('.done').innerText())?.[1]
  expect(number, 'the stand-in names the certificate').toBeTruthy()

  // Back on the storefront, My courses says so, with the certificate.
  await page.getByRole('link', { name: 'Back to My courses' }).click()
  await page.waitForURL((url) => url.pathname === '/dashboard')
  await expect(myCourses).toContainText('Completed on')
  await expect(myCourses.getByRole('button', { name: `Continue ${COURSE}` })).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    myCourses.getByRole('button', { name: `Download certificate for ${COURSE}` }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`certificate-${number}.pdf`)
  const text = await pdfText(await readFile((await download.path())!))
  expect(text).toContain(BEN.name)
  expect(text).toContain(COURSE)
  expect(text).toContain(number!)
  expect(text).toContain(`/verify/${number}`)

  // Anyone with the number can check it: the name, the course, valid; nothing else.
  await myCourses.getByRole('link', { name: `Check certificate ${number}` }).click()
  await page.waitForURL((url) => url.pathname === `/verify/${number}`)
  await expect(page.getByRole('heading', { name: 'Certificate check' })).toBeVisible()
  await expect(page.getByText('Valid', { exact: true })).toBeVisible()
  await expect(page.getByText(BEN.name)).toBeVisible()
  await expect(page.getByText(COURSE)).toBeVisible()
  await expect(page.locator('main')).not.toContainText(BEN.email)
  await expect(page.locator('main')).not.toContainText('Sunrise Care Homes')

  // A number no certificate has: only that.
  await gotoReady(page, '/verify/CW-2026-AAAAAAAA')
  await expect(page.getByRole('alert')).toHaveText(
    'No certificate has this number. Check it against the certificate and try again.',
  )
})
