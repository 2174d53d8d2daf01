import { createHash } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { vatRuleBody, type order as orderSchema } from '../../src/shared/contract/checkout'
import { oneLine } from '../../src/shared/contract/one-line'
import type { Database } from '../db/client'
import { issueInvoice } from '../invoices/issue'
import { orderLines, orders, paymentIntents } from '../db/schema'
import type { Mail } from '../mail/mailer'
import { enqueueMail } from '../mail/outbox'
import { grantCompanySeats } from '../team/seats'
import type { IntentRow } from './payments'
import { toPricedLines, type PricedCart } from './pricing'
import { chargedVat, intentVatField, vatColumns } from './charged-vat'
import { fromPence } from '../../src/shared/money'
import { lineTotalPence, orderTotals } from '../../src/shared/rules/totals'
import { vatLabel } from '../../src/shared/rules/vat'

/**
 * What a cart intent was computed from, kept in `payment_intents.details`: the order is written
 * from this record, never from what a client sends after paying (the webhook has no client at all).
 */
const cartIntentDetails = z.object({
  kind: z.literal('cart'),
  lines: z
    .array(
      z.object({
        courseId: z.number().int(),
        name: z.string(),
        unitPricePence: z.number().int(),
        quantity: z.number().int(),
      }),
    )
    .min(1),
  subtotalPence: z.number().int(),
  discountPence: z.number().int(),
  couponCode: z.string().nullable(),
  vat: intentVatField,
  billing: z.object({ name: z.string(), email: z.string(), phone: z.string(), address: z.string() }),
})
export type CartIntentDetails = z.infer<typeof cartIntentDetails>

export function cartDetails(priced: PricedCart, billing: CartIntentDetails['billing']): CartIntentDetails {
  return {
    kind: 'cart',
    lines: priced.lines,
    subtotalPence: priced.subtotalPence,
    discountPence: priced.discountPence,
    couponCode: priced.couponCode,
    vat: priced.vat,
    billing,
  }
}

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect
export interface RecordedOrder {
  order: OrderRow
  lines: OrderLineRow[]
  /** False when the intent already had its order (a repeated payment-success or webhook). */
  created: boolean
}

/** A short, stable order number per intent, e.g. CW-3F9A1C07B2. */
function orderNumber(intentId: string): string {
  return `CW-${createHash('sha256').update(intentId).digest('hex').slice(0, 10).toUpperCase()}`
}

/**
 * Records the order of a succeeded cart intent: the intent's status, the order, its lines and its
 * confirmation mail (in the outbox, `brand` naming the sender) in ONE transaction. Idempotent: the
 * unique payment_intent_id makes a second call find the first order, and queue no second mail.
 * The caller must already have established that the intent succeeded.
 */
export async function recordCartOrder(
  db: Database,
  intent: IntentRow,
  brand: string,
  documentLine?: string,
): Promise<RecordedOrder> {
  const details = cartIntentDetails.parse(intent.details)
  // The VAT of what was charged, worked out as the intent's amount was.
  const { vatPence } = orderTotals(toPricedLines(details.lines), details.discountPence, details.vat)
  const recorded = await db.transaction(async (tx) => {
    await tx
      .update(paymentIntents)
      .set({ status: 'succeeded', lastError: null })
      .where(eq(paymentIntents.id, intent.id))
    const [inserted] = await tx
      .insert(orders)
      .values({
        number: orderNumber(intent.id),
        userId: intent.userId,
        paymentIntentId: intent.id,
        subtotalPence: details.subtotalPence,
        discountPence: details.discountPence,
        totalPence: intent.amountPence,
        couponCode: details.couponCode,
        ...vatColumns(details.vat, vatPence),
        ...details.billing,
      })
      .onConflictDoNothing({ target: orders.paymentIntentId })
      .returning()
    if (!inserted) return null
    const lines = await tx
      .insert(orderLines)
      .values(details.lines.map((line) => ({ orderId: inserted.id, ...line })))
      .returning()
    await issueInvoice(tx, { orderId: inserted.id })
    await enqueueMail(tx, orderConfirmationMail({ order: inserted, lines }, brand, documentLine))
    await grantCompanySeats(tx, inserted.userId, lines)
    return { order: inserted, lines, created: true }
  })
  if (recorded) return recorded

  const [existing] = await db.select().from(orders).where(eq(orders.paymentIntentId, intent.id))
  if (!existing) throw new Error(`order for ${intent.id} was neither inserted nor found`)
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, existing.id))
    .orderBy(asc(orderLines.id))
  return { order: existing, lines, created: false }
}

/** The order as the contract sends it (pounds, like every other amount the client shows). */
export function orderResponse({ order, lines }: Pick<RecordedOrder, 'order' | 'lines'>): z.input<typeof orderSchema> {
  return {
    id: order.id,
    number: order.number,
    total: fromPence(order.totalPence),
    discount: fromPence(order.discountPence),
    vat: fromPence(order.vatPence),
    vat_rule: vatRuleBody(chargedVat(order)),
    coupon_code: order.couponCode,
    created_at: order.createdAt.toISOString(),
    lines: lines.map((line) => ({
      course_id: line.courseId,
      name: line.name,
      price: fromPence(line.unitPricePence),
      quantity: line.quantity,
    })),
  }
}

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })

export function orderConfirmationMail(
  { order, lines }: Pick<RecordedOrder, 'order' | 'lines'>,
  brand: string,
  documentLine?: string,
): Mail {
  const lineText = lines.map(
    (line) =>
      `  ${line.quantity} × ${line.name} — ${gbp.format(fromPence(lineTotalPence({ unitPence: line.unitPricePence, quantity: line.quantity })))}`,
  )
  const discount =
    order.discountPence > 0
      ? [`Discount (${order.couponCode ?? 'coupon'}): −${gbp.format(fromPence(order.discountPence))}`]
      : []
  return {
    to: order.email,
    subject: `Your ${brand} order ${order.number}`,
    text: [
      `Hello ${oneLine(order.name)},`,
      '',
      `Thank you for your order. Your payment has been received.`,
      '',
      `Order ${order.number}`,
      ...lineText,
      '',
      `Subtotal: ${gbp.format(fromPence(order.subtotalPence))}`,
      ...discount,
      `${vatLabel(chargedVat(order))}: ${gbp.format(fromPence(order.vatPence))}`,
      `Total paid: ${gbp.format(fromPence(order.totalPence))}`,
      '',
      ...(documentLine ? [documentLine, ''] : []),
      `${brand} Learning`,
    ].join('\n'),
  }
}
