import { notFound } from '@tanstack/react-router'
import * as z from 'zod/mini'

/**
 * A route's id or slug, checked before its loader asks the API: one its schema refuses cannot name
 * anything, so it is the route's not-found page at once, as an unknown id is after the call.
 */
export function parseParam<S extends z.ZodMiniType>(schema: S, value: string): z.output<S> {
  const parsed = z.safeParse(schema, value)
  if (!parsed.success) throw notFound()
  return parsed.data
}
