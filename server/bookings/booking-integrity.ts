import { and, eq, notExists } from 'drizzle-orm'
import type { AuthUser } from '../auth/session'
import type { Database } from '../db/client'
import { bookingPaymentStarts, bookings } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { BOOKING_RESTRICTED, isSubUser } from '../../src/shared/contract/sub-user'
import type { IntentRow } from '../payments/payments'
import { vatOfIntent } from '../payments/charged-vat'
import { bookingTotals, type OrderTotals } from '../../src/shared/rules/totals'
import type { VatRule } from '../../src/shared/rules/vat'

type BookingRow = typeof bookings.$inferSelect
/** A transaction or the database itself: both run the same queries. */
type Queryable = Pick<Database, 'select' | 'insert' | 'update'>

export const BOOKING_FROZEN =
  'The payment for this booking has already started, so it can no longer be changed. Start a new booking to change it.'
export const PAYMENT_DOES_NOT_MATCH =
  'This payment does not match the booking and has not been recorded. Please contact us: we will refund it.'

/** Sub-users are staff: their company books and pays, they do not. */
export function forbidSubUserBooking(user: AuthUser | null): void {
  if (user && isSubUser({ role: user.role, parent: user.parent })) throw new HttpError(403, BOOKING_RESTRICTED)
}

/** What a booking's intent pays for, kept with the intent and compared when the payment is recorded. */
export function bookingIntentDetails(booking: BookingRow, unitPricePence: number, vat: VatRule) {
  return {
    booking_id: booking.id,
    course_id: booking.courseId,
    no_of_users: booking.noOfUsers,
    unit_price_pence: unitPricePence,
    vat,
  }
}

/** Freezes the booking before its intent is opened, so no intent ever exists for a booking still open to change. */
export async function markPaymentStarted(db: Queryable, bookingId: number): Promise<void> {
  await db.insert(bookingPaymentStarts).values({ bookingId }).onConflictDoNothing()
}

export async function paymentStarted(db: Queryable, bookingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingPaymentStarts.bookingId })
    .from(bookingPaymentStarts)
    .where(eq(bookingPaymentStarts.bookingId, bookingId))
  return row !== undefined
}

export async function refuseIfPaymentStarted(db: Queryable, bookingId: number): Promise<void> {
  if (await paymentStarted(db, bookingId)) throw new HttpError(409, BOOKING_FROZEN)
}

/**
 * Updates a booking's details unless its payment has started, in one statement (a payment that
 * starts at the same moment cannot slip in between a check and the write). False when frozen.
 */
export async function updateUnlessPaymentStarted(
  db: Queryable,
  bookingId: number,
  values: Partial<typeof bookings.$inferInsert>,
): Promise<boolean> {
  const updated = await db
    .update(bookings)
    .set(values)
    .where(
      and(
        eq(bookings.id, bookingId),
        notExists(
          db
            .select({ id: bookingPaymentStarts.bookingId })
            .from(bookingPaymentStarts)
            .where(eq(bookingPaymentStarts.bookingId, bookingId)),
        ),
      ),
    )
    .returning({ id: bookings.id })
  return updated.length > 0
}

/**
 * The totals a succeeded intent paid for the booking as it stands now, when it paid exactly that:
 * the same booking, course and number of users, and an amount of the intent's unit price times
 * those users with the VAT it was priced with. Null when it paid for something else.
 */
export async function intentTotalsForBooking(
  db: Queryable,
  bookingId: number,
  intent: IntentRow,
): Promise<(OrderTotals & { vat: VatRule }) | null> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId))
  if (!booking) return null
  const paidFor = intent.details as Partial<Record<keyof ReturnType<typeof bookingIntentDetails>, unknown>>
  const vat = vatOfIntent(intent.details)
  if (
    paidFor.booking_id !== booking.id ||
    paidFor.course_id !== booking.courseId ||
    paidFor.no_of_users !== booking.noOfUsers ||
    typeof paidFor.unit_price_pence !== 'number' ||
    !vat
  )
    return null
  const totals = bookingTotals(paidFor.unit_price_pence, booking.noOfUsers, vat)
  return totals.totalPence === intent.amountPence ? { ...totals, vat } : null
}
