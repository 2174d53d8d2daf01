import { z } from 'zod'
import { emailAddress, endpoint, id, messageResponse, multiLineText, oneLineText } from './common'

/** Today as YYYY-MM-DD on this machine's clock (the browser's, or the server's). */
export function isoToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The most lines a booking's notes may hold: enough for a few paragraphs or a list. */
export const MAX_NOTES_LINES = 30

/** Step 1 of the in-house booking, shared by the modal's form and the server (docs/product-rules.md §5). */
export const bookingBasicInfo = z.object({
  name: oneLineText('Name', 120),
  email: emailAddress,
  address: oneLineText('Address', 500),
  postal_code: oneLineText('Postal code', 12),
  notes: multiLineText('Notes', 2000, MAX_NOTES_LINES, { optional: true }).default(''),
  company_name: oneLineText('Company name', 200, { optional: true }).default(''),
  course_id: id,
  training_date: z.iso
    .date('Training date is required.')
    .refine((date) => date >= isoToday(), 'Choose a training date from today onwards.'),
  no_of_users: z
    .number({ error: 'Enter the number of delegates.' })
    .int('Enter a whole number of delegates.')
    .min(1, 'At least 1 delegate.')
    .max(500, 'At most 500 delegates; contact us for larger groups.')
    .default(1),
})
export type BookingBasicInfo = z.input<typeof bookingBasicInfo>

export const YES_NO = ['Yes', 'No'] as const
export const yesNo = z.enum(YES_NO)

/** `question_answer` is JSON text of `{ q1, a1, q2, a2, … }`: question text and its Yes/No. */
export const questionAnswerText = z.string().max(20_000)

export const bookingTokenBody = z.object({ token_unique_key: z.string().min(16).max(128) })

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
} as const
