/** An error a handler throws to answer with a status and a message the user can read. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, message)
