import { isNotFound } from './api-client'

/** A route whose subject does not exist: its loader said so (`notFound()`), or the API answered 404. */
export function isMissing(match: { status: string; error?: unknown }): boolean {
  return match.status === 'notFound' || isNotFound(match.error)
}
