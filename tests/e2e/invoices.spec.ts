import { readFile } from 'node:fs/promises'
import { expect, type Download, type Page } from '@playwright/test'
import { pdfText } from '../helpers/pdf-text'
import { test, gotoReady } from './helpers/test'
import { expectNoAxeViolations } from './helpers/axe'
import { onlineCourses, type CourseSummary, type Sent } from './helpers/api'
import { cartLine, putCart } from './helpers/cart'
import { bearer, signIn, type DemoSession } from './helpers/session'
import type { authCalls } from '../../src/shared/contract/auth'
import type { checkoutCalls } from '../../src/shared/contract/checkout'

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`

async function pdfOf(download: Download): Promise<{ name: string; text: string; bytes: Buffer }> {
  const bytes = await readFile((await download.path())!)
  return { name: download.suggestedFilename(), text: await pdfText(bytes), bytes }
}

/** Buys one course with 4242 through the checkout page; returns the order number the success page shows. */
async function buyWithTestCard(page: Page, course: CourseSummary) {
  await putCart(page, [cartLine(course)])
  await gotoReady(page, '/payment')
  const address = page.getByLabel('Billing address')
  if ((await address.inputValue()) === '') await address.fill('1 Care Street, Leeds LS1 1AA')
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry date').fill('12 / 34')
  await page.getByLabel('Security code').fill('123')
  await page.getByRole('button', { name: /^Pay £/ }).click()
  await page.waitForURL('**/success?order=*')
  return new URL(page.url()).searchParams.get('order')!
}

/** How many PDFs this browser keeps in IndexedDB (the app's `carewise` database). */
const keptDocuments = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('carewise')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction('savedDocuments', 'readonly').objectStore('savedDocuments').count()
          request.onsuccess = () => {
            open.result.close()
            resolve(request.result)
          }
          request.onerror = () => reject(request.error)
        }
      }),
  )

const orderItem = (page: Page, number: string) =>
  page
    .getByRole('region', { name: 'Your orders' })
    .getByRole('listitem')
    .filter({ has: page.getByText(`Order ${number}`) })

test.describe('invoices and receipts on the dashboard', () => {
  test('a learner who paid with 4242 downloads the receipt, and opens it again offline', async ({
    page,
    context,
    request,
  }) => {
    const [course] = await onlineCourses(request)
    if (!course) throw new Error('the demo catalogue has no online course')
    const session: DemoSession = await signIn(page)
    const number = await buyWithTestCard(page, course)

    // The PDF comes with the bearer header: no session token in any URL.
    const documentUrls: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/document')) documentUrls.push(r.url())
    })
    await gotoReady(page, '/dashboard')
    const item = orderItem(page, number)
    await expect(item).toBeVisible()
    await expectNoAxeViolations(page)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: 'Download receipt' }).click(),
    ])
    const receipt = await pdfOf(download)
    expect(receipt.name).toMatch(/^CW-\d{4}-\d{6}\.pdf$/)
    expect(receipt.bytes.subarray(0, 5).toString()).toBe('%PDF-')
    expect(receipt.text).toContain(`Receipt number ${receipt.name.replace('.pdf', '')}`)
    expect(receipt.text).toContain(`Reference Order ${number}`)
    expect(receipt.text).toContain('VAT registration number: GB 123 4567 89')
    expect(receipt.text).toContain(`${course.name} Online course 1 ${pounds(Math.round(Number(course.price) * 100))}`)
    expect(receipt.text).toContain(`Total paid ${pounds(Math.round(Number(course.price) * 100))}`)
    expect(receipt.text).toContain('Test mode (no real payment)')

    expect(documentUrls).toHaveLength(1)
    expect(documentUrls[0]).not.toContain(session.token)
    expect(new URL(documentUrls[0]!).search).toBe('')

    await context.setOffline(true)
    const kept = page.getByRole('region', { name: 'Invoices and receipts on this device' })
    await expect(kept).toBeVisible()
    await expectNoAxeViolations(page)
    const [again] = await Promise.all([
      page.waitForEvent('download'),
      kept
        .getByRole('listitem')
        .filter({ hasText: receipt.name.replace('.pdf', '') })
        .getByRole('button', { name: 'Open' })
        .click(),
    ])
    expect((await pdfOf(again)).bytes.equals(receipt.bytes)).toBe(true)
    // The order's own button opens the kept copy too, with no request.
    const [third] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: 'Download receipt' }).click(),
    ])
    expect(third.suggestedFilename()).toBe(receipt.name)
    expect(documentUrls).toHaveLength(1)

    // Logging out removes the account's documents from the device.
    await context.setOffline(false)
    expect(await keptDocuments(page)).toBe(1)
    await gotoReady(page, '/logout')
    await page.waitForURL((url) => url.pathname === '/login')
    expect(await keptDocuments(page)).toBe(0)
  })

  test('a company account gets a VAT invoice; another account gets a 404 for it', async ({ page, request }) => {
    const [, course] = await onlineCourses(request)
    if (!course) throw new Error('need two online courses')
    const manager = await signIn(page, { email: 'manager@sunrise-care.example', password: 'CarewiseDemo1' })
    const number = await buyWithTestCard(page, course)

    await gotoReady(page, '/dashboard')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      orderItem(page, number).getByRole('button', { name: 'Download invoice' }).click(),
    ])
    const invoice = await pdfOf(download)
    expect(invoice.text).toContain('VAT invoice')
    expect(invoice.text).toContain('Sunrise Care Homes Ltd')
    expect(invoice.text).toContain(`Invoice number ${invoice.name.replace('.pdf', '')}`)

    const mine = await request.get('/api/my/orders', { headers: bearer(manager) })
    const orders = (await mine.json()) as Sent<typeof checkoutCalls.myOrders>
    const order = orders.data.find((o) => o.number === number)!
    const learner = await request.post('/api/login', {
      data: { email: 'learner@carewise.example', password: 'CarewiseDemo1', remember: false },
    })
    const { token } = (await learner.json()) as Sent<typeof authCalls.login>
    const theirs = await request.get(`/api/my/orders/${order.id}/document`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(theirs.status()).toBe(404)
  })
})
