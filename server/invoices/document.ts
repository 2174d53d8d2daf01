import { and, asc, eq } from 'drizzle-orm'
import type { AuthUser } from '../auth/session'
import type { Database } from '../db/client'
import { bookings, courses, invoices, orderLines, orders, type InvoiceBuyer, type InvoiceSeller } from '../db/schema'
import { bookingReference } from '../bookings/bookings'
import { DOCUMENT_TITLE, type DocumentKind, type DocumentSource } from '../../src/shared/contract/invoice'
import { issueInvoice } from './issue'
import { chargedVat } from '../payments/charged-vat'
import { lineTotalPence } from '../../src/shared/rules/totals'
import type { VatRule } from '../../src/shared/rules/vat'

export interface DocumentLine {
  description: string
  /** A second, smaller line under the description (a booking's training date). */
  detail: string
  quantity: number
  unitPence: number
  totalPence: number
}

/** Everything an invoice or receipt prints. Amounts are the order's or booking's own, in pence. */
export interface InvoiceDocument {
  number: string
  kind: DocumentKind
  title: string
  issuedAt: Date
  suppliedOn: string
  seller: InvoiceSeller
  buyer: InvoiceBuyer
  paymentMethod: string
  /** "Order CW-3F9A1C07B2" or "Booking B000012", as the dashboard and the mail name it. */
  reference: string
  lines: DocumentLine[]
  subtotalPence: number
  discountPence: number
  couponCode: string | null
  /** The rate it was charged at and, at 0 %, its ground. */
  vat: VatRule
  vatPence: number
  totalPence: number
}

/** Reads a card's brand and last four digits from the payment provider; null when it cannot tell. */
export type CardLookup = (paymentIntentId: string) => Promise<string | null>

interface Owned {
  ownerId: number
  paymentIntentId: string
}

/** The order, or the paid booking, with the account that paid for it; undefined when there is none. */
async function paidSource(db: Database, source: DocumentSource, id: number): Promise<Owned | undefined> {
  if (source === 'order') {
    const [order] = await db
      .select({ ownerId: orders.userId, paymentIntentId: orders.paymentIntentId })
      .from(orders)
      .where(eq(orders.id, id))
    return order
  }
  const [booking] = await db
    .select({ ownerId: bookings.userId, paymentIntentId: bookings.paymentIntentId })
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.status, 'paid')))
  return booking?.ownerId && booking.paymentIntentId
    ? { ownerId: booking.ownerId, paymentIntentId: booking.paymentIntentId }
    : undefined
}

/**
 * The buyer alone. Staff cannot buy, so every order or booking a staff member holds was paid before
 * they joined a team, as a private person: the company they joined later has no part in it.
 */
const mayRead = (viewer: AuthUser, ownerId: number): boolean => viewer.id === ownerId

/**
 * The document of a paid order or booking, for `viewer`; null when there is none or it is not
 * theirs to read (the route answers both with the same 404, so ids cannot be probed). A payment
 * recorded before documents existed gets its number now.
 */
export async function findDocument(
  db: Database,
  viewer: AuthUser,
  source: DocumentSource,
  id: number,
  cardLookup?: CardLookup,
): Promise<InvoiceDocument | null> {
  const paid = await paidSource(db, source, id)
  if (!paid || !mayRead(viewer, paid.ownerId)) return null

  const bySource = source === 'order' ? eq(invoices.orderId, id) : eq(invoices.bookingId, id)
  let [invoice] = await db.select().from(invoices).where(bySource)
  if (!invoice) {
    await db.transaction((tx) => issueInvoice(tx, source === 'order' ? { orderId: id } : { bookingId: id }))
    ;[invoice] = await db.select().from(invoices).where(bySource)
    if (!invoice) return null
  }

  let paymentMethod = invoice.paymentMethod
  if (paymentMethod === null && cardLookup) {
    paymentMethod = await cardLookup(invoice.paymentIntentId).catch(() => null)
    if (paymentMethod !== null) await db.update(invoices).set({ paymentMethod }).where(eq(invoices.id, invoice.id))
  }

  const common = {
    number: invoice.number,
    kind: invoice.kind,
    title: DOCUMENT_TITLE[invoice.kind],
    issuedAt: invoice.issuedAt,
    suppliedOn: invoice.suppliedOn,
    seller: invoice.seller,
    buyer: invoice.buyer,
    paymentMethod: paymentMethod ?? 'Card',
  }
  return source === 'order'
    ? { ...common, ...(await orderAmounts(db, id)) }
    : { ...common, ...(await bookingAmounts(db, id)) }
}

async function orderAmounts(db: Database, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw new Error(`order ${orderId} vanished`)
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id))
  return {
    reference: `Order ${order.number}`,
    lines: lines.map((line) => ({
      description: line.name,
      detail: 'Online course',
      quantity: line.quantity,
      unitPence: line.unitPricePence,
      totalPence: lineTotalPence({ unitPence: line.unitPricePence, quantity: line.quantity }),
    })),
    subtotalPence: order.subtotalPence,
    discountPence: order.discountPence,
    couponCode: order.couponCode,
    vat: chargedVat(order),
    vatPence: order.vatPence,
    totalPence: order.totalPence,
  }
}

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

async function bookingAmounts(db: Database, bookingId: number) {
  const [row] = await db
    .select({ booking: bookings, courseName: courses.name })
    .from(bookings)
    .innerJoin(courses, eq(courses.id, bookings.courseId))
    .where(eq(bookings.id, bookingId))
  if (!row) throw new Error(`booking ${bookingId} vanished`)
  const { booking, courseName } = row
  const totalPence = booking.amountPence ?? 0
  // The line and the subtotal are without VAT, as on an order: the price of each delegate, times them.
  const netPence = totalPence - booking.vatPence
  const delegates = booking.noOfUsers
  return {
    reference: `Booking ${bookingReference(booking.id)}`,
    lines: [
      {
        description: courseName,
        detail: `In-house training · Training date: ${longDate.format(new Date(`${booking.trainingDate}T00:00:00Z`))} · ${delegates} ${delegates === 1 ? 'delegate' : 'delegates'}`,
        quantity: delegates,
        unitPence: Math.round(netPence / delegates),
        totalPence: netPence,
      },
    ],
    subtotalPence: netPence,
    discountPence: 0,
    couponCode: null,
    vat: chargedVat(booking),
    vatPence: booking.vatPence,
    totalPence,
  }
}
