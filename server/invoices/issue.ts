import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AuthUser } from '../auth/session'
import type { Database } from '../db/client'
import { bookings, invoiceCounters, invoices, orders, paymentIntents, users, type InvoiceBuyer } from '../db/schema'
import { documentKind, type DocumentKind } from '../../src/shared/contract/invoice'
import { currentSeller } from './seller'

/** The transaction drizzle hands to `db.transaction`'s callback (or the database itself). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0] | Database

export type InvoiceSource = { orderId: number } | { bookingId: number }

export const TEST_MODE_PAYMENT = 'Test mode (no real payment)'

/**
 * Who pays, as the account stood when the payment was started: kept in the intent's `details`
 * as `payer`. Staff cannot start a payment, but a private person can start one, join a company
 * and only then finish it (or the webhook record it). The money has moved by then, so the payment
 * is recorded; it was still their own purchase, so its document is theirs as it was made, a
 * receipt, never a VAT invoice in the name of a company that cannot see it.
 */
const intentPayer = z.object({
  payer: z.object({
    kind: z.enum(['vat_invoice', 'receipt']) satisfies z.ZodType<DocumentKind>,
    companyName: z.string(),
  }),
})
export type IntentPayer = z.infer<typeof intentPayer>['payer']

export function payerAtStart(account: Pick<AuthUser, 'role' | 'parent' | 'companyName'>): IntentPayer {
  return { kind: documentKind(account), companyName: account.companyName }
}

/** Dates on documents are UK dates: a payment at 00:30 BST on 1 April is supplied on 1 April. */
const ukDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `CW-${year}-${String(sequence).padStart(6, '0')}`
}

/**
 * Gives a paid order or booking its invoice (or receipt) number and fixes what the document
 * prints besides the amounts: the buyer, the seller, the payment method and the date of supply.
 *
 * Call it inside the transaction that records the payment. The year's counter row is bumped with
 * an upsert, which holds that row's lock until the transaction ends: concurrent payments take
 * their turn, and a payment whose transaction rolls back gives its number back, so the numbers
 * of a year run on without gaps or repeats. Calling it again for the same source does nothing.
 */
export async function issueInvoice(tx: Transaction, source: InvoiceSource, now = new Date()): Promise<void> {
  const isOrder = 'orderId' in source
  const [existing] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(isOrder ? eq(invoices.orderId, source.orderId) : eq(invoices.bookingId, source.bookingId))
  if (existing) return

  const paid = isOrder ? await paidOrder(tx, source.orderId) : await paidBooking(tx, source.bookingId)
  const [intent] = await tx
    .select({ provider: paymentIntents.provider, details: paymentIntents.details })
    .from(paymentIntents)
    .where(eq(paymentIntents.id, paid.paymentIntentId))
  const [account] = await tx
    .select({
      role: users.role,
      parent: users.parent,
      companyName: users.companyName,
    })
    .from(users)
    .where(eq(users.id, paid.userId))
  if (!intent || !account) throw new Error('a recorded payment names no intent or account')
  // An intent opened before the payer was kept with it is printed as the account stands now.
  const atStart = intentPayer.safeParse(intent.details)
  const [company] =
    atStart.success || account.parent === 0
      ? []
      : await tx.select({ companyName: users.companyName }).from(users).where(eq(users.id, account.parent))
  const payer: IntentPayer = atStart.success
    ? atStart.data.payer
    : { kind: documentKind(account), companyName: company?.companyName || account.companyName }

  const suppliedOn = ukDate.format(now)
  const year = Number(suppliedOn.slice(0, 4))
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastNumber: sql`${sql.identifier('invoice_counters')}.${sql.identifier('last_number')} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber })
  if (!counter) throw new Error('the invoice counter was not bumped')

  const buyer: InvoiceBuyer = {
    name: paid.name,
    companyName: paid.companyName || payer.companyName,
    address: paid.address,
    email: paid.email,
  }
  await tx.insert(invoices).values({
    number: formatInvoiceNumber(year, counter.lastNumber),
    year,
    sequence: counter.lastNumber,
    kind: payer.kind,
    userId: paid.userId,
    ...(isOrder ? { orderId: source.orderId } : { bookingId: source.bookingId }),
    provider: intent.provider,
    paymentIntentId: paid.paymentIntentId,
    // A real card's brand and last four digits are read from Stripe when the document is first made.
    paymentMethod: intent.provider === 'sandbox' ? TEST_MODE_PAYMENT : null,
    suppliedOn,
    issuedAt: now,
    seller: await currentSeller(tx),
    buyer,
  })
}

interface Paid {
  userId: number
  paymentIntentId: string
  name: string
  companyName: string
  address: string
  email: string
}

async function paidOrder(tx: Transaction, orderId: number): Promise<Paid> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId))
  if (!order) throw new Error(`order ${orderId} not found`)
  return { ...order, companyName: '' }
}

async function paidBooking(tx: Transaction, bookingId: number): Promise<Paid> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId))
  if (!booking?.userId || !booking.paymentIntentId) throw new Error(`booking ${bookingId} is not paid`)
  return {
    userId: booking.userId,
    paymentIntentId: booking.paymentIntentId,
    name: booking.name,
    companyName: booking.companyName,
    address: [booking.address, booking.postalCode].filter(Boolean).join(', '),
    email: booking.email,
  }
}
