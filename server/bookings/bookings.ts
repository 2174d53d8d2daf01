import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import { bookingCalls } from '../../src/shared/contract/booking'
import { vatRuleBody } from '../../src/shared/contract/checkout'
import { ANSWER_EVERY_QUESTION, matchAnswers } from '../../src/shared/rules/booking-answers'
import { bookingTotals } from '../../src/shared/rules/totals'
import { fromPence } from '../../src/shared/money'
import type { AuthUser } from '../auth/session'
import { oneLine } from '../../src/shared/contract/one-line'
import { hashToken, newToken } from '../auth/tokens'
import type { Database } from '../db/client'
import { bookingAnswers, bookingDrafts, bookings, courseQuestions, courses, paymentIntents } from '../db/schema'
import { vatRuleOf, type ServerEnv } from '../env'
import { HttpError, notFound } from '../lib/http-error'
import { issueInvoice, payerAtStart } from '../invoices/issue'
import { documentMailLine } from '../invoices/mail-link'
import { senderName, type Mail } from '../mail/mailer'
import { enqueueMail } from '../mail/outbox'
import {
  bookingIntentDetails,
  BOOKING_FROZEN,
  forbidSubUserBooking,
  intentTotalsForBooking,
  markPaymentStarted,
  PAYMENT_DOES_NOT_MATCH,
  refuseIfPaymentStarted,
  updateUnlessPaymentStarted,
} from './booking-integrity'
import { vatColumns } from '../payments/charged-vat'
import { openIntent, requireSucceededIntent, type IntentRow } from '../payments/payments'
import type { PaymentProvider } from '../payments/provider'

type BookingRow = typeof bookings.$inferSelect
type BodyOf<Call extends { body: z.ZodType }> = z.output<Call['body']>

const BOOKING_NOT_FOUND = 'Booking not found. Please start your booking again.'
const ALREADY_PAID = 'This booking is already paid.'

async function bookingByToken(db: Database, token: string): Promise<BookingRow> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.tokenHash, hashToken(token)))
  if (!row) throw notFound(BOOKING_NOT_FOUND)
  return row
}

/** The course a booking (or its draft) is for: it must exist and be booked, not bought online (422 otherwise). */
export async function bookableCourse(db: Database, courseId: number) {
  const [course] = await db
    .select({ id: courses.id, name: courses.name, pricePence: courses.pricePence, courseFor: courses.courseFor })
    .from(courses)
    .where(eq(courses.id, courseId))
  if (!course) throw new HttpError(422, 'No course found.', { course_id: ['No course found.'] })
  if (course.courseFor === 'online') {
    throw new HttpError(422, 'This course is bought online, not booked.', {
      course_id: ['This course is bought online, not booked.'],
    })
  }
  return course
}

/**
 * Paying for a booking ends the account's drafts that hold it (server/bookings/drafts.ts), in
 * the payment's transaction: another device's copy then goes too, however the payment was
 * recorded (the page, the webhook or the sweep).
 */
async function endDraftsOfBooking(db: Database, bookingId: number): Promise<void> {
  await db
    .update(bookingDrafts)
    .set({ content: null, bookingId: null, updatedAt: new Date() })
    .where(eq(bookingDrafts.bookingId, bookingId))
}

export interface BookingDeps {
  db: Database
  env: ServerEnv
  provider: PaymentProvider
}

/**
 * Marks a booking paid by a succeeded intent, once, in one transaction with the intent's status.
 * A repeated call (payment-success twice, or it and the webhook) with the same intent changes
 * nothing and queues no second mail: 'duplicate'. A booking already paid by another intent: 'conflict'.
 * An intent that paid for something other than the booking as it stands is never recorded: 'mismatch'.
 */
export async function recordBookingPayment(
  { db, env }: Pick<BookingDeps, 'db' | 'env'>,
  booking: BookingRow,
  intent: IntentRow,
): Promise<'recorded' | 'duplicate' | 'conflict' | 'mismatch'> {
  return db.transaction(async (tx) => {
    const paid = await intentTotalsForBooking(tx, booking.id, intent)
    if (!paid) return 'mismatch' as const
    await tx
      .update(paymentIntents)
      .set({ status: 'succeeded', lastError: null })
      .where(eq(paymentIntents.id, intent.id))
    const updated = await tx
      .update(bookings)
      .set({
        status: 'paid',
        amountPence: intent.amountPence,
        ...vatColumns(paid.vat, paid.vatPence),
        paymentIntentId: intent.id,
        paidAt: new Date(),
      })
      .where(and(eq(bookings.id, booking.id), ne(bookings.status, 'paid')))
      .returning({ id: bookings.id })
    if (updated.length > 0) {
      await endDraftsOfBooking(tx, booking.id)
      await issueInvoice(tx, { bookingId: booking.id })
      // The confirmation is queued with the payment it confirms: both are kept, or neither.
      await enqueueMail(tx, await bookingConfirmationMail(tx, env, booking, intent))
      return 'recorded' as const
    }
    const [current] = await tx
      .select({ paymentIntentId: bookings.paymentIntentId })
      .from(bookings)
      .where(eq(bookings.id, booking.id))
    return current?.paymentIntentId === intent.id ? ('duplicate' as const) : ('conflict' as const)
  })
}

async function bookingConfirmationMail(
  db: Database,
  env: ServerEnv,
  booking: BookingRow,
  intent: IntentRow,
): Promise<Mail> {
  const [course] = await db.select({ name: courses.name }).from(courses).where(eq(courses.id, booking.courseId))
  const courseName = course?.name ?? 'in-house training'
  const brand = senderName(env)
  return {
    to: booking.email,
    subject: `Your ${brand} booking is confirmed: ${courseName}`,
    text: [
      `Hello ${oneLine(booking.name)},`,
      '',
      `Thank you for booking ${courseName} with ${brand}. Your payment of £${(intent.amountPence / 100).toFixed(2)} has been received.`,
      '',
      `Booking reference: ${bookingReference(booking.id)}`,
      `Training date: ${booking.trainingDate}`,
      `Number of delegates: ${booking.noOfUsers}`,
      `Training address: ${oneLine(booking.address)}, ${oneLine(booking.postalCode)}`,
      ...(booking.companyName ? [`Company: ${oneLine(booking.companyName)}`] : []),
      '',
      'Our trainer will be in touch before the session to confirm the arrangements.',
      '',
      documentMailLine(env),
      '',
      `The ${brand} team`,
    ].join('\n'),
  }
}

export const bookingReference = (id: number) => `B${String(id).padStart(6, '0')}`

/** The Stripe webhook's handler for a succeeded booking intent (no browser, no token: the intent names the booking). */
export async function recordBookingIntent(
  deps: Pick<BookingDeps, 'db' | 'env'>,
  intent: IntentRow,
  log: FastifyBaseLogger,
): Promise<void> {
  const bookingId = (intent.details as { booking_id?: unknown }).booking_id
  const [booking] =
    typeof bookingId === 'number' ? await deps.db.select().from(bookings).where(eq(bookings.id, bookingId)) : []
  if (!booking) {
    log.warn({ intent: intent.id }, 'succeeded booking intent names no booking')
    return
  }
  const outcome = await recordBookingPayment(deps, booking, intent)
  if (outcome === 'conflict' || outcome === 'mismatch') {
    log.error(
      { intent: intent.id, bookingId: booking.id, outcome },
      'succeeded booking intent was not recorded; refund it',
    )
  }
}

/**
 * Step 1 (docs/product-rules.md §7): makes a booking, or updates the caller's unpaid booking of the
 * same course when its token is given (going back to step 1 and changing something). Returns the
 * booking's token.
 */
export async function saveBasicInfo(
  db: Database,
  user: AuthUser | null,
  body: BodyOf<typeof bookingCalls.saveBasicInfo>,
): Promise<string> {
  forbidSubUserBooking(user)
  const course = await bookableCourse(db, body.course_id)
  const values = {
    courseId: course.id,
    name: body.name,
    email: body.email,
    address: body.address,
    postalCode: body.postal_code,
    notes: body.notes,
    companyName: body.company_name,
    trainingDate: body.training_date,
    noOfUsers: body.no_of_users,
  }
  // Going back to step 1 and changing something updates the same unpaid booking.
  if (body.token_unique_key) {
    const [existing] = await db
      .select()
      .from(bookings)
      .where(eq(bookings.tokenHash, hashToken(body.token_unique_key)))
    const sameOwner = existing && (existing.userId === null || existing.userId === user?.id)
    if (existing && sameOwner && existing.courseId === course.id && existing.status !== 'paid') {
      // Once its payment has started, a booking stays as the payment was computed for.
      const updated = await updateUnlessPaymentStarted(db, existing.id, {
        ...values,
        userId: existing.userId ?? user?.id ?? null,
      })
      if (!updated) throw new HttpError(409, BOOKING_FROZEN)
      return body.token_unique_key
    }
  }
  const token = newToken()
  await db.insert(bookings).values({ ...values, tokenHash: hashToken(token), userId: user?.id ?? null })
  return token
}

/** Step 2: the answers to the course's questions, replacing any given before. */
export async function saveAnswers(db: Database, body: BodyOf<typeof bookingCalls.saveQuestionAnswer>): Promise<void> {
  const booking = await bookingByToken(db, body.token_unique_key)
  if (booking.status === 'paid') throw new HttpError(409, ALREADY_PAID)
  await refuseIfPaymentStarted(db, booking.id)
  const questions = await db
    .select({ id: courseQuestions.id, question: courseQuestions.question })
    .from(courseQuestions)
    .where(eq(courseQuestions.courseId, booking.courseId))
    .orderBy(asc(courseQuestions.sort), asc(courseQuestions.id))
  // The contract has read the pairs; they must answer this course's questions, each once.
  const answers = matchAnswers(questions, body.question_answer)
  if (!answers) throw new HttpError(422, ANSWER_EVERY_QUESTION)
  await db.transaction(async (tx) => {
    await tx.delete(bookingAnswers).where(eq(bookingAnswers.bookingId, booking.id))
    if (answers.size > 0) {
      await tx
        .insert(bookingAnswers)
        .values([...answers].map(([questionId, answer]) => ({ bookingId: booking.id, questionId, answer })))
    }
    await tx
      .update(bookings)
      .set({ status: 'answered' })
      .where(and(eq(bookings.id, booking.id), ne(bookings.status, 'paid')))
  })
}

/**
 * Step 3: opens the payment intent of an answered booking, for the amount the server works out;
 * the client's `amount` is only compared (409 with the server's amount when it differs).
 */
export async function openBookingPayment(
  deps: BookingDeps,
  user: AuthUser,
  body: BodyOf<typeof bookingCalls.createPaymentIntent>,
) {
  const { db, provider } = deps
  forbidSubUserBooking(user)
  const booking = await bookingByToken(db, body.token_unique_key)
  if (booking.userId !== null && booking.userId !== user.id) throw notFound(BOOKING_NOT_FOUND)
  if (booking.status === 'paid') throw new HttpError(409, ALREADY_PAID)
  if (booking.status === 'draft') throw new HttpError(409, 'Please answer the booking questions first.')
  if (booking.userId === null) {
    // A booking started before logging in becomes the payer's.
    await db.update(bookings).set({ userId: user.id }).where(eq(bookings.id, booking.id))
  }

  // A payment that went through but was never recorded (tab closed after paying) is recorded now, not taken twice.
  const [paid] = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.purpose, 'booking'),
        eq(paymentIntents.status, 'succeeded'),
        sql`${paymentIntents.details}->>'booking_id' = ${String(booking.id)}`,
      ),
    )
  if (paid) {
    if ((await recordBookingPayment(deps, booking, paid)) === 'mismatch')
      throw new HttpError(409, PAYMENT_DOES_NOT_MATCH)
    throw new HttpError(409, ALREADY_PAID)
  }

  const course = await bookableCourse(db, booking.courseId)
  const vat = vatRuleOf(deps.env)
  const amountPence = bookingTotals(course.pricePence, booking.noOfUsers, vat).totalPence
  if (body.amount !== amountPence) {
    throw new HttpError(409, 'The price of this booking has changed. Please check the new total.', undefined, {
      amount: amountPence,
      vat: vatRuleBody(vat),
    })
  }
  await markPaymentStarted(db, booking.id)
  return openIntent(db, provider, {
    userId: user.id,
    purpose: 'booking',
    amountPence,
    details: { ...bookingIntentDetails(booking, course.pricePence, vat), payer: payerAtStart(user) },
    receiptEmail: booking.email,
  })
}

/**
 * Records the booking paid once the provider says its intent succeeded (the client's word is not
 * enough). Returns the booking's id.
 */
export async function confirmBookingPayment(
  deps: BookingDeps,
  user: AuthUser,
  body: BodyOf<typeof bookingCalls.paymentSuccess>,
  log: FastifyBaseLogger,
): Promise<number> {
  const { db, provider } = deps
  // No staff check here: the card was charged for an intent opened before the payer joined a
  // company (staff cannot open one), and refusing now would leave a payment with no booking.
  // Its document stays the payer's own (`payerAtStart` in server/invoices/issue.ts).
  const booking = await bookingByToken(db, body.token_unique_key)
  if (booking.userId !== user.id) throw notFound(BOOKING_NOT_FOUND)
  // The server's own check with the provider; the client's word that it paid is not enough.
  const intent = await requireSucceededIntent(db, provider, {
    intentId: body.transaction_id,
    userId: user.id,
    purpose: 'booking',
  })
  const details = intent.details as { booking_id?: unknown }
  if (details.booking_id !== booking.id) throw new HttpError(409, 'This payment is for another booking.')
  const outcome = await recordBookingPayment(deps, booking, intent)
  if (outcome === 'conflict') throw new HttpError(409, ALREADY_PAID)
  if (outcome === 'mismatch') {
    log.error({ intent: intent.id, bookingId: booking.id }, 'booking payment does not match; refund it')
    throw new HttpError(409, PAYMENT_DOES_NOT_MATCH)
  }
  return booking.id
}

/** The account's in-house bookings, newest first, as the dashboard lists them. */
export async function bookingsOf(db: Database, userId: number) {
  const rows = await db
    .select({ booking: bookings, courseName: courses.name })
    .from(bookings)
    .innerJoin(courses, eq(courses.id, bookings.courseId))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
  return rows.map(({ booking, courseName }) => ({
    id: booking.id,
    course_id: booking.courseId,
    course_name: courseName,
    training_date: booking.trainingDate,
    no_of_users: booking.noOfUsers,
    status: booking.status,
    amount: booking.amountPence === null ? null : fromPence(booking.amountPence),
    created_at: booking.createdAt.toISOString(),
  }))
}
