import { z } from 'zod'
import { HIDDEN, holdsLink, LINE_BREAK } from './one-line'
import { MAX_DB_ID, numericId } from './url'

/** How a call is described once and used by the client (fetch + parse) and the server (route + validate). */
export interface Endpoint<
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TResponse extends z.ZodType = z.ZodType,
  TAuth extends Auth = Auth,
> {
  method: 'GET' | 'POST'
  /** Path under the API base, with `:name` placeholders (e.g. `/course/:id`). */
  path: string
  params: TParams
  query: TQuery
  body: TBody
  response: TResponse
  /** Whether the call needs a bearer session (`required`) or reads it when present (`optional`). */
  auth: TAuth
}

export type Auth = 'none' | 'optional' | 'required'

export function endpoint<
  TResponse extends z.ZodType,
  TParams extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TBody extends z.ZodType | undefined = undefined,
  const TAuth extends Auth = 'none',
>(def: {
  method: 'GET' | 'POST'
  path: string
  response: TResponse
  params?: TParams
  query?: TQuery
  body?: TBody
  auth?: TAuth
}): Endpoint<TParams, TQuery, TBody, TResponse, TAuth> {
  return {
    method: def.method,
    path: def.path,
    params: def.params as TParams,
    query: def.query as TQuery,
    body: def.body as TBody,
    response: def.response,
    auth: def.auth ?? ('none' as TAuth),
  }
}

/**
 * The rules of every field a person types in (`oneLineText`, `multiLineText`): trimmed, required
 * unless `optional`, and limited to `max` characters, with both rules said in words (zod's own
 * messages, "Too big: expected string to have <=120 characters", are written for developers). No
 * `maxlength` on the inputs: a paste cut short without a word loses text, while the message lets
 * the person choose what to shorten.
 */
function typedText(label: string, max: number, { optional = false } = {}) {
  const limited = z.string().trim().max(max, `${label} must be ${max} characters or fewer.`)
  return optional ? limited : limited.min(1, `${label} is required.`)
}

const LINE_BREAKS = new RegExp(LINE_BREAK.source, 'gu')

/** Whether `value` holds a hidden character besides the line breaks matched by `allowed`. */
const holdsHidden = (value: string, allowed: RegExp) => HIDDEN.test(value.replace(allowed, ''))

/**
 * A field written on one line (a name, an address line, a code): `typedText`'s rules, and no line
 * breaks or hidden characters. The value goes into mail subjects, PDFs and CSV files, where a line
 * break would let it write a line that looks like ours ("Total paid: £0.00").
 */
export function oneLineText(label: string, max: number, { optional = false } = {}) {
  const field = label.toLowerCase()
  return typedText(label, max, { optional })
    .refine((value) => !LINE_BREAK.test(value), `Write the ${field} on one line.`)
    .refine((value) => !holdsHidden(value, LINE_BREAKS), `Remove the hidden characters from the ${field}.`)
}

/**
 * A name we quote in mails to other people (a company's, or a person a company invites):
 * `oneLineText`'s rules, at least one letter or number (a name of dots or an emoji alone says
 * nothing in a mail, on /team or on an invoice), and no web or email address, so that no one
 * writes a link into our mail. One message at a time: a name on two lines is told that first.
 */
export function nameText(label: string, max: number, { optional = false } = {}) {
  const field = label.toLowerCase()
  const first = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0
  return oneLineText(label, max, { optional })
    .refine((value) => value === '' || /[\p{L}\p{N}]/u.test(value), {
      message: `Enter a ${field} with at least one letter or number.`,
      when: first,
    })
    .refine((value) => !holdsLink(value), {
      message: `Write the ${field} without a web or email address.`,
      when: first,
    })
}

/**
 * A field that may hold several lines (a message, notes): `typedText`'s rules, at most `maxLines`
 * lines, and no hidden characters besides the line breaks and tabs people type.
 */
export function multiLineText(label: string, max: number, maxLines: number, { optional = false } = {}) {
  const field = label.toLowerCase()
  return typedText(label, max, { optional })
    .refine((value) => value.split(/\r\n|[\n\r]/).length <= maxLines, `${label} must be ${maxLines} lines or fewer.`)
    .refine(
      // CR and LF are the line breaks a textarea sends; the other kinds count as hidden here.
      (value) => !/[\u2028\u2029]/u.test(value) && !holdsHidden(value, /[\t\n\r]/g),
      `Remove the hidden characters from the ${field}.`,
    )
}

/** A phone number a person types in: at least 7 digits, with the spaces, brackets, dashes and + people write. */
export const phoneNumber = oneLineText('Phone', 30).refine(
  (value) => /^\+?[\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length >= 7,
  'Enter a valid phone number.',
)

/** The longest email address accepted anywhere. */
export const MAX_EMAIL_LENGTH = 200

/** An email address a person types in: "required" when empty, "not valid" when it is not one. */
export const emailAddress = typedText('Email', MAX_EMAIL_LENGTH).pipe(z.email('Enter a valid email address.'))

/**
 * A field's text as typed so far, kept in a draft: it may still be empty or not yet valid (the
 * form checks it when it is sent), so only the field's length is bounded, in the field's words.
 */
export function draftText(label: string, max: number) {
  return z.string().max(max, `${label} must be ${max} characters or fewer.`)
}

/**
 * When a person made a change, in milliseconds since 1970 by their device's clock. Copies of their
 * work kept on the server (booking drafts, saved courses) keep the change made last.
 */
export const changedAt = z
  .number({ error: 'Must be a time in milliseconds.' })
  .int('Must be a time in milliseconds.')
  .min(0, 'Must be a time in milliseconds.')
  .max(8_640_000_000_000_000, 'Must be a time in milliseconds.')

/** Text the provider may send as null or leave out: always a string for the UI. */
export const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '')

/** Prices arrive as numbers or as strings like "49.00"; the UI works in pounds as a number. */
export const money = z.union([z.number(), z.string().regex(/^\d+(\.\d{1,2})?$/)]).transform(Number)

const ID_MESSAGE = 'Must be a numeric id.'

/**
 * Ids arrive as numbers or numeric strings, within the database's range. Every way to miss says
 * the one message: zod's own (`int()`'s "Too big: expected int to be <=9007199254740991") are
 * written for developers, and an id past the range cannot reach a query.
 */
export const id = z
  .union([z.number(), z.string().regex(/^\d+$/)], { error: ID_MESSAGE })
  .transform(Number)
  .pipe(z.number().refine((value) => Number.isInteger(value) && value >= 0 && value <= MAX_DB_ID, ID_MESSAGE))

export const idParam = z.object({ id: numericId })

/** The body every error carries: a message, and per-field messages where a field was wrong. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})
export type ErrorBody = z.infer<typeof errorBody>

export const messageResponse = z.object({ success: z.boolean().optional(), message: z.string() })

/** `{ success, data }`, the provider's usual envelope. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.boolean().optional(), data: z.array(item) })
}

export function dataEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.boolean().optional(), data: item })
}
