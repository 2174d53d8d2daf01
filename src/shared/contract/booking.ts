import { z } from 'zod'
import { ANSWER_EVERY_QUESTION, readAnswers, YES_NO } from '../rules/booking-answers'
import {
  changedAt,
  draftText,
  emailAddress,
  endpoint,
  id,
  MAX_EMAIL_LENGTH,
  messageResponse,
  multiLineText,
  oneLineText,
} from './common'

/** Today as YYYY-MM-DD on this machine's clock (the browser's, or the server's). */
export function isoToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The most lines a booking's notes may hold: enough for a few paragraphs or a list. */
export const MAX_NOTES_LINES = 30

/** The longest text each field of step 1 takes: the form's rules, and the bounds of a saved draft. */
export const BASIC_INFO_MAX = {
  name: 120,
  email: MAX_EMAIL_LENGTH,
  address: 500,
  postal_code: 12,
  notes: 2000,
  company_name: 200,
} as const

/** The most users one booking takes. */
export const MAX_BOOKING_USERS = 500

/** Step 1 of the in-house booking, shared by the modal's form and the server (docs/product-rules.md §5). */
export const bookingBasicInfo = z.object({
  name: oneLineText('Name', BASIC_INFO_MAX.name),
  email: emailAddress,
  address: oneLineText('Address', BASIC_INFO_MAX.address),
  postal_code: oneLineText('Postal code', BASIC_INFO_MAX.postal_code),
  notes: multiLineText('Notes', BASIC_INFO_MAX.notes, MAX_NOTES_LINES, { optional: true }).default(''),
  company_name: oneLineText('Company name', BASIC_INFO_MAX.company_name, { optional: true }).default(''),
  course_id: id,
  training_date: z.iso
    .date('Training date is required.')
    .refine((date) => date >= isoToday(), 'Choose a training date from today onwards.'),
  no_of_users: z
    .number({ error: 'Enter the number of delegates.' })
    .int('Enter a whole number of delegates.')
    .min(1, 'At least 1 delegate.')
    .max(MAX_BOOKING_USERS, `At most ${MAX_BOOKING_USERS} delegates; contact us for larger groups.`)
    .default(1),
})
export type BookingBasicInfo = z.input<typeof bookingBasicInfo>

export const yesNo = z.enum(YES_NO)

/**
 * `question_answer`: JSON text of `{ q1, a1, q2, a2, … }`, question text and its Yes/No, as the
 * client sends it (`writeAnswers` in src/shared/rules/booking-answers.ts); the server receives the
 * pairs read back, in order. Whether they answer the course's own questions is the server's check.
 */
export const questionAnswerText = z
  .string()
  .max(20_000, ANSWER_EVERY_QUESTION)
  .transform((text, context) => {
    const answers = readAnswers(text)
    if (answers) return answers
    context.addIssue({ code: 'custom', message: ANSWER_EVERY_QUESTION })
    return z.NEVER
  })

export const bookingTokenBody = z.object({ token_unique_key: z.string().min(16).max(128) })

/** The most questions a course's booking asks whose answers a draft keeps. */
export const MAX_DRAFT_ANSWERS = 100

/**
 * An unfinished booking as its form holds it, kept by the server for a signed-in account so that it
 * continues on another device. Step 1's fields are as typed so far (they are checked when the step
 * is sent), bounded by the form's own lengths; the number of delegates is null while its box is empty.
 * `token` is the booking's token_unique_key once step 1 reached the server.
 */
export const bookingDraftContent = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Step must be 1, 2 or 3.' }),
  basic_info: z.object({
    name: draftText('Name', BASIC_INFO_MAX.name),
    email: draftText('Email', BASIC_INFO_MAX.email),
    address: draftText('Address', BASIC_INFO_MAX.address),
    postal_code: draftText('Postal code', BASIC_INFO_MAX.postal_code),
    notes: draftText('Notes', BASIC_INFO_MAX.notes),
    company_name: draftText('Company name', BASIC_INFO_MAX.company_name),
    training_date: z.union([z.literal(''), z.iso.date('Training date must be a date or empty.')]),
    no_of_users: z
      .number({ error: 'Number of delegates must be a number or null.' })
      .int('Number of delegates must be a whole number.')
      .min(0, 'Number of delegates cannot be negative.')
      .max(99_999, 'Number of delegates must be 5 digits or fewer.')
      .nullable(),
  }),
  /** Question id → Yes or No. */
  answers: z
    .record(z.string().regex(/^\d{1,10}$/), z.enum(YES_NO, { error: 'Each answer must be Yes or No.' }), {
      error: (issue) => (issue.code === 'invalid_key' ? 'Answers are keyed by question id.' : undefined),
    })
    .refine((answers) => Object.keys(answers).length <= MAX_DRAFT_ANSWERS, `At most ${MAX_DRAFT_ANSWERS} answers.`),
  token: bookingTokenBody.shape.token_unique_key.nullable(),
})
export type BookingDraftContent = z.infer<typeof bookingDraftContent>

/** A draft as the server keeps it: its content, the course it books, and when it was last changed. */
export const savedBookingDraft = bookingDraftContent.extend({
  course: z.object({ id, slug: z.string(), name: z.string(), price: z.number(), image: z.string() }),
  updated_at: changedAt,
})
export type SavedBookingDraft = z.infer<typeof savedBookingDraft>

export const bookingSummary = z.object({
  id,
  course_id: id,
  course_name: z.string(),
  training_date: z.string(),
  no_of_users: z.number().int(),
  status: z.enum(['draft', 'answered', 'paid']),
  amount: z.number().nullable(),
  created_at: z.string(),
})
export type BookingSummary = z.infer<typeof bookingSummary>

export const bookingCalls = {
  saveBasicInfo: endpoint({
    method: 'POST',
    path: '/inhouse/save-basic-info',
    auth: 'optional',
    /** With the token of an unpaid booking of the same course, that booking is updated instead of a new one made. */
    body: bookingBasicInfo.extend({ token_unique_key: bookingTokenBody.shape.token_unique_key.optional() }),
    response: z.object({ success: z.boolean(), token_unique_key: z.string() }),
  }),
  saveQuestionAnswer: endpoint({
    method: 'POST',
    path: '/inhouse/save-question-answer',
    body: bookingTokenBody.extend({ question_answer: questionAnswerText }),
    response: messageResponse,
  }),
  createPaymentIntent: endpoint({
    method: 'POST',
    path: '/inhouse/create-payment-intent',
    auth: 'required',
    body: bookingTokenBody.extend({ amount: z.number().int().nonnegative(), currency: z.literal('GBP') }),
    response: z.object({
      clientSecret: z.string(),
      paymentIntentId: z.string(),
      amount: z.number().int(),
      provider: z.enum(['stripe', 'sandbox']),
    }),
  }),
  paymentSuccess: endpoint({
    method: 'POST',
    path: '/inhouse/payment-success',
    auth: 'required',
    body: bookingTokenBody.extend({
      transaction_id: z.string().min(1).max(200),
      amount: z.number().int().nonnegative(),
      payment_data: z.record(z.string(), z.unknown()).default({}),
    }),
    response: messageResponse.extend({ booking_id: id }),
  }),
  myBookings: endpoint({
    method: 'GET',
    path: '/my/bookings',
    auth: 'required',
    response: z.object({ data: z.array(bookingSummary) }),
  }),
  /** The account's unfinished drafts, most recently changed first. */
  myDrafts: endpoint({
    method: 'GET',
    path: '/my/booking-drafts',
    auth: 'required',
    response: z.object({ data: z.array(savedBookingDraft) }),
  }),
  /**
   * Keeps one course's draft (`draft: null` discards it). The change made last is kept: an
   * `updated_at` older than the server's copy changes nothing (`applied: false`). The answer is
   * the copy the server now holds, null once the draft is discarded or its booking paid.
   */
  saveDraft: endpoint({
    method: 'POST',
    path: '/my/booking-drafts',
    auth: 'required',
    body: z.object({ course_id: id, updated_at: changedAt, draft: bookingDraftContent.nullable() }),
    response: z.object({ applied: z.boolean(), draft: savedBookingDraft.nullable() }),
  }),
} as const
