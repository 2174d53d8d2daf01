import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { test, gotoReady } from './helpers/test'
import { expectNoAxeViolations } from './helpers/axe'
import { onlineCourses, type CourseSummary, type Sent } from './helpers/api'
import { addFromCoursePage, cartLine, putCart, readCart } from './helpers/cart'
import { bearer, DEMO_ACCOUNTS, signIn, type DemoSession } from './helpers/session'
import type { checkoutCalls } from '../../src/shared/contract/checkout'

type Orders = Sent<typeof checkoutCalls.myOrders>

const pence = (pounds: number | string) => Math.round(Number(pounds) * 100)
const pounds = (p: number) => `£${(p / 100).toFixed(2)}`

/** Signed in, `quantity` of the first online course in the cart, on /payment with billing filled in. */
async function readyToPay(page: Page, request: APIRequestContext, quantity = 1): Promise<CourseSummary> {
  const [course] = await onlineCourses(request)
  if (!course) throw new Error('the demo catalogue has no online course')
  await signIn(page)
  await putCart(page, [cartLine(course, quantity)])
  await gotoReady(page, '/payment')
  await completeBilling(page)
  return course
}

/** Adds a course the way a user does, from its page, and carries on browsing. */
async function addToCartFromCoursePage(page: Page, course: CourseSummary) {
  await gotoReady(page, `/course-detail/${course.slug}`)
  const added = await addFromCoursePage(page)
  await added.getByRole('button', { name: 'Continue browsing' }).click()
}

async function myOrders(request: APIRequestContext, session: DemoSession): Promise<Orders['data']> {
  const response = await request.get('/api/my/orders', { headers: bearer(session) })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as Orders).data
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry date').fill('12 / 34')
  await page.getByLabel('Security code').fill('123')
}

/** The demo learner has no address on file; the billing form needs one. */
async function completeBilling(page: Page) {
  const address = page.getByLabel('Billing address')
  if ((await address.inputValue()) === '') await address.fill('1 Care Street, Leeds LS1 1AA')
}

const cartBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / })

/** Where each of `parts` (found in order in the element's text) starts its line, in px from the top. */
function lineTops(element: Locator, parts: string[]): Promise<number[]> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    const nodes: Text[] = []
    while (walker.nextNode()) nodes.push(walker.currentNode as Text)
    const text = nodes.map((node) => node.data).join('')
    let from = 0
    return wanted.map((part) => {
      const start = text.indexOf(part, from)
      from = start + part.length
      // The text node and offset of the part's last character.
      let offset = from - 1
      const node = nodes.find((candidate) => {
        if (offset < candidate.length) return true
        offset -= candidate.length
        return false
      })!
      const range = document.createRange()
      range.setStart(node, offset)
      range.setEnd(node, offset + 1)
      return Math.round(range.getBoundingClientRect().top)
    })
  }, parts)
}

test.describe('cart and checkout with the sandbox provider', () => {
  test('buys two courses with CARE10: success clears the cart and the order has the server’s total', async ({
    page,
    request,
  }) => {
    const [first, second] = await onlineCourses(request)
    if (!first || !second) throw new Error('need two online courses in the demo catalogue')
    const session = await signIn(page)
    const before = (await myOrders(request, session)).length

    await addToCartFromCoursePage(page, first)
    await addToCartFromCoursePage(page, second)
    await addToCartFromCoursePage(page, second)
    await expect(cartBadge(page)).toHaveAttribute('aria-label', 'Cart, 3 items')

    await gotoReady(page, '/cart')
    await expect(page).toHaveTitle(/Your cart/)
    await expect(page.getByRole('list', { name: 'Courses in your cart' }).getByRole('listitem')).toHaveCount(2)
    const subtotal = pence(first.price) + pence(second.price) * 2
    await expect(page.getByTestId('cart-total')).toHaveText(pounds(subtotal))
    await expect(page.getByText('VAT')).toBeVisible()

    await page.getByLabel('Coupon code').fill('CARE10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('Coupon applied successfully.')).toBeVisible()
    const discount = Math.round(subtotal / 10)
    const total = subtotal - discount
    await expect(page.getByTestId('cart-total')).toHaveText(pounds(total))
    expect(await page.evaluate(() => window.localStorage.getItem('appliedCoupon'))).toBe('CARE10')
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Proceed to checkout' }).click()
    await page.waitForURL('**/payment')
    await expect(page.getByLabel('Full name')).toHaveValue(session.user.name)
    await expect(page.getByLabel('Email')).toHaveValue(session.user.email)
    await expect(page.getByTestId('checkout-total')).toHaveText(pounds(total))
    await expect(page.getByText('Test mode — no real payment')).toBeVisible()
    await completeBilling(page)
    await fillCard(page, '4242 4242 4242 4242')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: `Pay ${pounds(total)}` }).click()

    await page.waitForURL('**/success?order=*')
    await expect(page.getByRole('heading', { name: 'Payment Successful !' })).toBeVisible()
    const number = new URL(page.url()).searchParams.get('order')!
    await expect(page.getByText(number).first()).toBeVisible()
    await expect(page.getByText(first.name)).toBeVisible()
    await expect(cartBadge(page)).toHaveAttribute('aria-label', 'Cart, 0 items')
    await expectNoAxeViolations(page)
    expect(await readCart(page)).toEqual([])
    expect(
      await page.evaluate(() => [
        localStorage.getItem('appliedCoupon'),
        localStorage.getItem('couponDiscount'),
        localStorage.getItem('finalPrice'),
      ]),
    ).toEqual([null, null, null])

    const orders = await myOrders(request, session)
    expect(orders).toHaveLength(before + 1)
    const order = orders.find((o) => o.number === number)!
    expect(pence(order.total)).toBe(total)
    expect(pence(order.discount)).toBe(discount)
    expect(order.coupon_code).toBe('CARE10')
    expect(order.lines.map((line) => [line.course_id, line.quantity]).sort()).toEqual(
      [
        [first.id, 1],
        [second.id, 2],
      ].sort(),
    )
  })

  test('a declined card is said in place and focused; the cart and the billing details stay for another card', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const course = await readyToPay(page, request, 2)
    const declined = page.getByRole('alert').filter({ hasText: 'Payment failed: Your card was declined.' })
    for (let attempt = 0; attempt < 2; attempt++) {
      await fillCard(page, '4000 0000 0000 0002')
      await page.getByRole('button', { name: /^Pay £/ }).click()
      await expect(declined).toBeFocused()
      await expect(declined).toBeInViewport()
    }
    await expect(page).toHaveURL(/\/payment$/)
    expect(await readCart(page)).toEqual([expect.objectContaining({ id: course.id, quantity: 2 })])
    await expect(page.getByLabel('Billing address')).toHaveValue('1 Care Street, Leeds LS1 1AA')
    await expectNoAxeViolations(page)

    // Paid with another card: Back leaves the payment behind, back to where the buyer came from.
    await fillCard(page, '4242 4242 4242 4242')
    await page.getByRole('button', { name: /^Pay £/ }).click()
    await page.waitForURL('**/success?order=*')
    await page.goBack()
    await page.waitForURL((url) => !['/success', '/failed', '/payment'].includes(url.pathname))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Payment Failed!' })).toHaveCount(0)
  })

  test('billing messages clear as each field is corrected, not only at the next Pay', async ({ page, request }) => {
    await readyToPay(page, request)
    await page.getByLabel('Full name').fill('')
    await page.getByLabel('Billing address').fill('')
    await fillCard(page, '4242 4242 4242 4242')
    await page.getByRole('button', { name: /^Pay £/ }).click()
    await expect(page.getByText('Name is required.')).toBeVisible()
    await expect(page.getByText('Address is required.')).toBeVisible()
    await expect(page.getByLabel('Full name')).toBeFocused()

    await page.getByLabel('Full name').fill('Olivia Bennett')
    await expect(page.getByText('Name is required.')).toHaveCount(0)
    await expect(page.getByLabel('Full name')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Address is required.')).toBeVisible()
    await page.getByLabel('Billing address').fill('1 Care Street')
    await expect(page.getByText('Address is required.')).toHaveCount(0)
    await expect(page).toHaveURL(/\/payment$/)
  })

  test('with the card and the billing address both missing, Pay says both at once', async ({ page, request }) => {
    await readyToPay(page, request)
    await page.getByLabel('Billing address').fill('')
    await page.getByRole('button', { name: /^Pay £/ }).click()
    await expect(page.getByText('Please enter complete card details.')).toBeVisible()
    await expect(page.getByText('Address is required.')).toBeVisible()
    await expect(page.getByLabel('Billing address')).toBeFocused()
    await expect(page).toHaveURL(/\/payment$/)
  })

  test('incomplete card details are refused in place', async ({ page, request }) => {
    await readyToPay(page, request)
    await page.getByLabel('Card number').fill('4242 4242')
    // Enter in a card field presses Pay, as in any form.
    await page.getByLabel('Card number').press('Enter')
    await expect(page.getByText('Please enter complete card details.')).toBeVisible()
    await expect(page).toHaveURL(/\/payment$/)
  })

  test('the 3-D Secure card asks for confirmation in a dialog, then pays', async ({ page, request }) => {
    await readyToPay(page, request)
    await fillCard(page, '4000 0027 6000 3184')
    await page.getByRole('button', { name: /^Pay £/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Complete authentication' }).click()
    await page.waitForURL('**/success?order=*')
    await expect(page.getByRole('heading', { name: 'Payment Successful !' })).toBeVisible()
  })

  test('on a phone, "Payment Successful !" never leaves its "!" on a line of its own', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await readyToPay(page, request)
    await fillCard(page, '4242 4242 4242 4242')
    await page.getByRole('button', { name: /^Pay £/ }).click()
    await page.waitForURL('**/success?order=*')
    const heading = page.getByRole('heading', { level: 1, name: 'Payment Successful !' })
    // The spec's words, as they are.
    await expect(heading).toHaveText('Payment Successful !')
    for (const width of [320, 360, 375, 390, 412]) {
      await page.setViewportSize({ width, height: 740 })
      const [word, mark] = await lineTops(heading, ['Successful', '!'])
      expect(mark, `at ${width} px`).toBe(word)
    }
  })

  test('a tampered client price is refused with 409; the page takes the server’s prices and asks to check the total', async ({
    page,
    request,
  }) => {
    const [course] = await onlineCourses(request)
    const session = await signIn(page)

    // Straight to the API: a lower amount than the server's figure.
    const body = {
      amount: 100,
      currency: 'gbp',
      uid: session.user.id,
      name: 'Olivia Bennett',
      email: session.user.email,
      phone: '7700900101',
      address: '1 Care Street',
      cart: [{ id: course!.id, name: course!.name, price: 1, quantity: 1 }],
      discount: 0,
    }
    const refused = await request.post('/api/create-payment-intent', { data: body, headers: bearer(session) })
    expect(refused.status()).toBe(409)
    expect(await refused.json()).toMatchObject({ amount: pence(course!.price) })

    // Through the app: a cart whose stored price was tampered with.
    await putCart(page, [{ ...cartLine(course!), price: 1 }])
    await gotoReady(page, '/payment')
    await expect(page.getByTestId('checkout-total')).toHaveText('£1.00')
    await completeBilling(page)
    await fillCard(page, '4242 4242 4242 4242')
    await page.getByRole('button', { name: 'Pay £1.00' }).click()
    await expect(
      page.getByText(`Please check the new total before paying. New total: ${pounds(pence(course!.price))}.`),
    ).toBeVisible()
    await expect(page.getByTestId('checkout-total')).toHaveText(pounds(pence(course!.price)))
    expect(await readCart(page)).toEqual([expect.objectContaining({ id: course!.id, price: Number(course!.price) })])
    await expect(page).toHaveURL(/\/payment$/)
  })

  test('payment-success twice makes one order; an unpaid intent makes none', async ({ request, page }) => {
    const [course] = await onlineCourses(request)
    const session = await signIn(page)
    const headers = bearer(session)
    const base = {
      currency: 'gbp',
      uid: session.user.id,
      name: 'Olivia Bennett',
      email: session.user.email,
      phone: '7700900101',
      address: '1 Care Street',
      discount: 0,
    }
    const open = async (quantity: number) => {
      const cart = [{ id: course!.id, name: course!.name, price: Number(course!.price), quantity }]
      const response = await request.post('/api/create-payment-intent', {
        data: { ...base, cart, amount: pence(course!.price) * quantity },
        headers,
      })
      expect(response.ok()).toBe(true)
      return {
        intent: (await response.json()) as Sent<typeof checkoutCalls.createPaymentIntent>,
        cart,
      }
    }

    // Unpaid: payment-success is refused and no order appears.
    const unpaid = await open(4)
    const refused = await request.post('/api/payment-success', {
      data: {
        ...base,
        cart: unpaid.cart,
        amount: unpaid.intent.amount,
        payment_intent_id: unpaid.intent.paymentIntentId,
      },
      headers,
    })
    expect(refused.status()).toBe(402)
    expect(await refused.json()).toMatchObject({ message: 'Payment was not completed.' })
    const ordersBefore = await myOrders(request, session)

    // Paid: reported twice, recorded once.
    const paid = await open(5)
    const confirmed = await request.post('/api/sandbox/confirm', {
      data: {
        client_secret: paid.intent.clientSecret,
        card_number: '4242424242424242',
        exp_month: 12,
        exp_year: 2034,
        cvc: '123',
      },
    })
    expect(await confirmed.json()).toEqual({ status: 'succeeded' })
    const report = () =>
      request.post('/api/payment-success', {
        data: { ...base, cart: paid.cart, amount: paid.intent.amount, payment_intent_id: paid.intent.paymentIntentId },
        headers,
      })
    const [a, b] = [await report(), await report()]
    expect(a.ok() && b.ok()).toBe(true)
    const numberA = ((await a.json()) as Sent<typeof checkoutCalls.paymentSuccess>).order.number
    expect(((await b.json()) as Sent<typeof checkoutCalls.paymentSuccess>).order.number).toBe(numberA)
    const ordersAfter = await myOrders(request, session)
    expect(ordersAfter).toHaveLength(ordersBefore.length + 1)
    expect(ordersAfter.filter((o) => o.number === numberA)).toHaveLength(1)
  })
})

test.describe('the cart across tabs', () => {
  test('quantity changes, removal and the header count follow in every open tab', async ({
    page,
    context,
    request,
  }) => {
    const [first, second] = await onlineCourses(request)
    await putCart(page, [cartLine(first!), cartLine(second!)])
    await gotoReady(page, '/cart')
    const other = await context.newPage()
    await gotoReady(other, '/about1')
    await expect(cartBadge(other)).toHaveAttribute('aria-label', 'Cart, 2 items')

    await page.getByRole('button', { name: `Increase quantity of ${first!.name}` }).click()
    await expect(page.getByLabel(`Quantity of ${first!.name}`, { exact: true })).toHaveValue('2')
    await expect(page.getByTestId('cart-total')).toHaveText(pounds(pence(first!.price) * 2 + pence(second!.price)))
    await expect(cartBadge(other)).toHaveAttribute('aria-label', 'Cart, 3 items')

    await page.getByLabel(`Quantity of ${first!.name}`, { exact: true }).fill('5')
    await expect(cartBadge(other)).toHaveAttribute('aria-label', 'Cart, 6 items')
    await page.getByRole('button', { name: `Remove ${second!.name} from cart` }).click()
    await expect(cartBadge(other)).toHaveAttribute('aria-label', 'Cart, 5 items')
    await expect(page.getByTestId('cart-total')).toHaveText(pounds(pence(first!.price) * 5))

    // It survives closing the browser tab: a fresh page reads the same cart.
    await page.close()
    await gotoReady(other, '/cart')
    await expect(other.getByLabel(`Quantity of ${first!.name}`, { exact: true })).toHaveValue('5')
  })
})

test.describe('the cart by keyboard', () => {
  test('focus stays in the cart: a coupon applied and removed, lines removed down to the empty cart', async ({
    page,
    request,
  }) => {
    const [first, second] = await onlineCourses(request)
    await signIn(page)
    await putCart(page, [cartLine(first!), cartLine(second!)])
    await gotoReady(page, '/cart')
    await page.getByLabel('Coupon code').fill('CARE10')
    await page.getByLabel('Coupon code').press('Enter')
    await expect(page.getByRole('button', { name: 'Remove coupon' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('Coupon code')).toBeFocused()

    await page.getByRole('button', { name: `Remove ${first!.name} from cart` }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: `Remove ${second!.name} from cart` })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeFocused()
  })

  test('a typed quantity over 100 or under 1 is explained, not silently changed', async ({ page, request }) => {
    const [course] = await onlineCourses(request)
    await putCart(page, [cartLine(course!, 2)])
    await gotoReady(page, '/cart')
    const quantity = page.getByLabel(`Quantity of ${course!.name}`, { exact: true })
    await quantity.fill('250')
    await expect(quantity).toHaveAccessibleDescription('You can buy up to 100 of a course; the cart has 100.')
    await expect(page.getByRole('link', { name: 'Cart, 100 items' })).toBeVisible()
    await quantity.fill('0')
    await expect(quantity).toHaveAccessibleDescription('The quantity must be a whole number of at least 1.')
    await expect(quantity).toHaveAttribute('aria-invalid', 'true')
    await quantity.fill('3')
    await expect(quantity).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(/You can buy up to|at least 1/)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible()
  })

  test('a quantity button at its limit keeps focus, and says it is unavailable', async ({ page, request }) => {
    const [course] = await onlineCourses(request)
    await putCart(page, [cartLine(course!, 2)])
    await gotoReady(page, '/cart')
    const minus = page.getByRole('button', { name: `Decrease quantity of ${course!.name}` })
    await minus.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByLabel(`Quantity of ${course!.name}`, { exact: true })).toHaveValue('1')
    await expect(minus).toBeFocused()
    await expect(minus).toBeDisabled()
    await page.keyboard.press('Enter')
    await expect(page.getByLabel(`Quantity of ${course!.name}`, { exact: true })).toHaveValue('1')
  })
})

test.describe('result pages reached without a payment', () => {
  test('claim no payment: without an order they go home; an order not of this account is not found', async ({
    page,
  }) => {
    for (const address of ['/success', '/success?order=CW-0123456789', '/booking/success']) {
      await gotoReady(page, address)
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('heading', { name: 'Payment Successful !' })).toHaveCount(0)
    }
    await signIn(page)
    await gotoReady(page, '/success?order=CW-0123456789')
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Payment Successful !' })).toHaveCount(0)
    await expect(page.getByText(/Your payment was successful/)).toHaveCount(0)
  })
})

test.describe('who may check out', () => {
  test('a visitor proceeding is sent to login with from=/cart, and the payment page is stored as the target', async ({
    page,
    request,
  }) => {
    const [course] = await onlineCourses(request)
    await putCart(page, [cartLine(course!)])
    await gotoReady(page, '/cart')
    await expect(page.getByText('Please log in first to apply a coupon.')).toBeVisible()
    await page.getByRole('button', { name: 'Proceed to checkout' }).click()
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('from') === '/cart')
    expect(await page.evaluate(() => window.localStorage.getItem('redirectAfterLogin'))).toBe('/payment')
  })

  test('an empty cart alerts instead of proceeding', async ({ page }) => {
    await gotoReady(page, '/cart')
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible()
    const messages: string[] = []
    page.once('dialog', (dialog) => {
      messages.push(dialog.message())
      void dialog.dismiss()
    })
    await page.getByRole('button', { name: 'Proceed to checkout' }).click()
    await expect.poll(() => messages).toEqual(['Your cart is empty.'])
    await expect(page).toHaveURL(/\/cart$/)
  })

  test('/payment without a session goes to login and comes back afterwards', async ({ page }) => {
    await gotoReady(page, '/payment')
    await page.waitForURL((url) => url.pathname === '/login')
    expect(await page.evaluate(() => window.localStorage.getItem('redirectAfterLogin'))).toBe('/payment')
  })

  test('a sub-user is kept out of the cart', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.subUser)
    const messages: string[] = []
    page.once('dialog', (dialog) => {
      messages.push(dialog.message())
      void dialog.dismiss()
    })
    await gotoReady(page, '/cart')
    await expect.poll(() => messages).toEqual(['Access to cart is restricted.'])
    await page.waitForURL((url) => url.pathname === '/')

    // Not offered what it cannot have: a course page says so instead of "Add to cart".
    const [course] = await onlineCourses(page.request)
    await gotoReady(page, `/course-detail/${course?.slug}`)
    await expect(page.getByText('Access to cart is restricted.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0)
  })

  test('offline, /payment says it needs a connection, keeps what was typed, and continues when back online', async ({
    page,
    context,
    request,
  }) => {
    await readyToPay(page, request)
    await fillCard(page, '4242 4242 4242 4242')

    await context.setOffline(true)
    await expect(page.getByText('You are offline')).toBeVisible()
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242')
    await page.getByRole('button', { name: /^Pay £/ }).click()
    await expect(page.getByText(/Your payment will continue by itself/)).toBeVisible()

    await context.setOffline(false)
    await page.waitForURL('**/success?order=*')
    await expect(page.getByRole('heading', { name: 'Payment Successful !' })).toBeVisible()
  })
})
