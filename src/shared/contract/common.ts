import { z } from 'zod'
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
 * A field a person types in: trimmed, required unless `optional`, and limited to `max` characters,
 * with both rules said in words (zod's own messages, "Too big: expected string to have <=120
 * characters", are written for developers). No `maxlength` on the inputs: a paste cut short
 * without a word loses text, while the message lets the person choose what to shorten.
 */
export function typedText(label: string, max: number, { optional = false } = {}) {
  const limited = z.string().trim().max(max, `${label} must be ${max} characters or fewer.`)
  return optional ? limited : limited.min(1, `${label} is required.`)
}

/** A phone number a person types in: at least 7 digits, with the spaces, brackets, dashes and + people write. */
export const phoneNumber = typedText('Phone', 30).refine(
  (value) => /^\+?[\d\s().-]+$/.test(value) && value.replace(/\D/g, '').length >= 7,
  'Enter a valid phone number.',
)

/** An email address a person types in: "required" when empty, "not valid" when it is not one. */
export const emailAddress = typedText('Email', 200).pipe(z.email('Enter a valid email address.'))

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
