/** The rows of a raw `db.execute`: drizzle answers them as an array on postgres.js and under `rows` on PGlite. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}
