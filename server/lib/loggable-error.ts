import { DrizzleQueryError } from 'drizzle-orm/errors'

/** PostgreSQL's five-character error code (SQLSTATE), such as 23505 for a unique violation. */
const SQLSTATE = /^[0-9A-Z]{5}$/

/** A database error as a log line tells it: the query and PostgreSQL's code, with the stack's frames. */
class DatabaseError extends Error {
  override name = 'DatabaseError'
  constructor(
    message: string,
    readonly code: string | undefined,
    frames: string[],
  ) {
    super(message)
    this.stack = [`${this.name}: ${message}`, ...frames].join('\n')
  }
}

const fieldOf = (value: unknown, field: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined

/**
 * The driver's own error: PostgreSQL's code and severity, as PGlite and postgres.js both give
 * them, or the query's parameters, which both attach to it (`params`, `parameters`).
 */
function isDriverError(error: unknown): error is Error {
  if (!(error instanceof Error)) return false
  const code = fieldOf(error, 'code')
  const fromPostgres = typeof code === 'string' && SQLSTATE.test(code) && typeof fieldOf(error, 'severity') === 'string'
  return fromPostgres || 'params' in error || 'parameters' in error
}

/**
 * What a log line may hold of `error`. A failed query's error carries the query's parameters, the
 * buyer's name and address or a payment's client secret among them: drizzle's in its message
 * ("params: …"), its stack and `params`, the driver's in `params`/`parameters`, and PostgreSQL's
 * own message or detail may quote a value ("Failing row contains (…)"). A database error is
 * therefore logged as its query text and PostgreSQL's code alone; any other error as it is.
 */
export function loggableError(error: unknown): unknown {
  const driverError = error instanceof DrizzleQueryError ? error.cause : error
  if (!(error instanceof DrizzleQueryError) && !isDriverError(error)) return error
  const query = error instanceof DrizzleQueryError ? error.query : fieldOf(error, 'query')
  const code = fieldOf(driverError, 'code')
  // Only the stack's frames: its first lines repeat the message, parameters included.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  return new DatabaseError(
    typeof query === 'string' ? `Failed query: ${query}` : 'The database refused a query.',
    typeof code === 'string' ? code : undefined,
    frames,
  )
}
