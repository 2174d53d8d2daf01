/** An error a handler throws to answer with a status and a message the user can read. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly extra?: Record<string, unknown>,
    /** Headers the answer carries (Retry-After on a 503, say). */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, message)
