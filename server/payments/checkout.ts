import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { vatRuleBody, type checkoutCalls } from '../../src/shared/contract/checkout'
import { COUPON_MESSAGES, PAYMENT_MESSAGES } from '../../src/shared/contract/checkout-messages'
import { isSubUser } from '../../src/shared/contract/sub-user'
import { fromPence, toPence } from '../../src/shared/money'
import { couponDiscountPence } from '../../src/shared/rules/totals'
import type { VatRule } from '../../src/shared/rules/vat'
import type { AuthUser } from '../auth/session'
import type { Database } from '../db/client'
import { orders } from '../db/schema'
import { payerAtStart } from '../invoices/issue'
import { HttpError } from '../lib/http-error'
import { cartDetails, recordCartOrder } from './orders'
import { openIntent, requireSucceededIntent } from './payments'
import { findCoupon, priceCart } from './pricing'
import type { PaymentProvider } from './provider'

type BodyOf<Call extends { body: z.ZodType }> = z.output<Call['body']>

export const CART_RESTRICTED = PAYMENT_MESSAGES.cartRestricted
export const TOTAL_CHANGED = 'Prices have changed since you opened your cart. Please check the new total before paying.'
/** Stripe's smallest GBP charge. */
const MIN_CARD_PENCE = 30

export interface CheckoutDeps {
  db: Database
  provider: PaymentProvider
  /** The brand used in the confirmation mail. */
  brand: string
  /** The confirmation mail's line pointing to the invoice or receipt. */
  documentLine?: string
  /** The VAT every cart is priced with (VAT_RATE_PERCENT, VAT_ZERO_GROUND). */
  vat: VatRule
}

/** Sub-users buy through their company (docs/product-rules.md §6): the server refuses them too, not only the UI. */
export function forbidSubUser(user: AuthUser): void {
  if (isSubUser({ role: user.role, parent: user.parent })) throw new HttpError(403, CART_RESTRICTED)
}

/** What a coupon takes off a cart subtotal, as the coupon box shows it. */
export async function applyCoupon(db: Database, user: AuthUser, body: BodyOf<typeof checkoutCalls.applyCoupon>) {
  forbidSubUser(user)
  const subtotalPence = toPence(body.course_price)
  const coupon = await findCoupon(db, body.code)
  const discountPence = coupon ? couponDiscountPence(coupon, subtotalPence) : null
  if (discountPence === null)
    return { success: false, final_price: body.course_price, discount: 0, message: COUPON_MESSAGES.invalid }
  return {
    success: true,
    final_price: fromPence(subtotalPence - discountPence),
    discount: fromPence(discountPence),
    message: discountPence > 0 ? COUPON_MESSAGES.applied : COUPON_MESSAGES.noDiscount,
  }
}

/**
 * Opens the cart's payment intent for the amount the server works out from its own prices, the
 * quantities and the coupon; the client's figure is only compared (409 with the server's prices).
 */
export async function openCartPayment(
  { db, provider, vat }: CheckoutDeps,
  user: AuthUser,
  body: BodyOf<typeof checkoutCalls.createPaymentIntent>,
) {
  forbidSubUser(user)
  // The amount comes from the server's prices, the quantities and the coupon; the client's figure is only compared.
  const priced = await priceCart(db, body.cart, body.coupon_code, vat)
  if (body.amount !== priced.totalPence) {
    throw new HttpError(409, TOTAL_CHANGED, undefined, {
      amount: priced.totalPence,
      vat: vatRuleBody(priced.vat),
      cart: priced.lines.map((line) => ({
        id: line.courseId,
        name: line.name,
        price: fromPence(line.unitPricePence),
      })),
    })
  }
  if (priced.totalPence < MIN_CARD_PENCE)
    throw new HttpError(422, 'The total is below the smallest card payment (£0.30).')
  return openIntent(db, provider, {
    userId: user.id,
    purpose: 'cart',
    amountPence: priced.totalPence,
    details: {
      ...cartDetails(priced, { name: body.name, email: body.email, phone: body.phone, address: body.address }),
      // The document is fixed from the payer as they are now, even if they join a company before paying.
      payer: payerAtStart(user),
    },
    receiptEmail: body.email,
    isRecorded: async (intentId) =>
      (await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentIntentId, intentId)).limit(1)).length > 0,
  })
}

/** Records the paid cart as an order, once per intent, on the provider's own word (402 otherwise). */
export async function confirmCartPayment(deps: CheckoutDeps, user: AuthUser, paymentIntentId: string) {
  // The provider's own word, never the client's: 402 'Payment was not completed.' otherwise.
  const intent = await requireSucceededIntent(deps.db, deps.provider, {
    intentId: paymentIntentId,
    userId: user.id,
    purpose: 'cart',
  })
  return recordCartOrder(deps.db, intent, deps.brand, deps.documentLine)
}
