import * as z from 'zod/mini'

/**
 * Values from the environment, checked with `schema` (the server's at start-up, the client's as it
 * is built). An empty value, as `.env.example` leaves them, means "not set" except for the keys in
 * `emptyMeans`. A wrong value throws, naming each variable, so nothing starts with it.
 */
export function checkEnv<T extends z.core.$ZodType>(
  schema: T,
  source: Record<string, string | undefined>,
  what: string,
  emptyMeans: string[] = [],
): z.output<T> {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => value !== '' || emptyMeans.includes(key)),
  )
  const parsed = z.safeParse(schema, cleaned)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid ${what}:\n${problems.join('\n')}`)
  }
  return parsed.data
}
