import * as z from 'zod/mini'
import { oneLine } from './one-line'

/**
 * What a URL may name. The router checks these in the browser at start and the server checks its
 * route params with them; written with zod/mini, so the page's first load carries ~5 KB of zod
 * instead of the contract's full zod, which arrives with the first API call.
 */
export const idOrSlug = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(200), z.regex(/^[a-z0-9-]+$/i, 'Must be an id or a slug.'))

/** The largest id the database holds (PostgreSQL's integer): a larger number names nothing. */
export const MAX_DB_ID = 2_147_483_647

/** Digits within the database's range, so that a longer number is refused, not a database error. */
export const isDbId = (value: string) => /^\d{1,10}$/.test(value) && Number(value) <= MAX_DB_ID

/**
 * Marks the issue of a path part that is well formed but cannot name anything: the server answers
 * it as an unknown address, 404 (server/lib/route.ts), and the router shows its not-found page.
 */
export const NAMES_NOTHING = 'namesNothing'

const DIGITS = /^\d+$/

/** A path id: digits, and past the database's range one that names nothing (a 404, not a 422). */
export const numericId = z.string().check(
  z.regex(DIGITS, 'Must be a numeric id.'),
  z.refine((value) => !DIGITS.test(value) || isDbId(value), { error: 'Not found.', params: { [NAMES_NOTHING]: true } }),
)

/**
 * A path with an empty or dot segment, or a backslash (`//courses`, `/courses/./x`, `/\x`): no page
 * or file of the site has one. Read as a URL, `//evil.example/` names another site, so such a path
 * is never rendered or redirected to: the server answers it with the 404 page (server/app.ts), and
 * the app shows that page too (src/start-app.tsx), where its router would read `//courses` as
 * `/courses`.
 */
export const isOddPath = (path: string) => /\/\/|\\|\/\.\.?(?:\/|$)/.test(path.split('?', 1)[0] ?? '')

/** An address no route has: rendered, and shown, in place of an odd path. */
export const NO_PAGE_PATH = '/page-not-found'

/** A search parameter that may be missing or wrong: anything unusable is dropped, never an error page. */
export function optionalParam<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined)
}

/** Free text from a link (a search term, an email address): on one line, trimmed and bounded. */
export function textParam(max: number) {
  // Line breaks and control characters (U+0000 among them) become spaces: the server refuses them
  // in a search term, and a link should still open its page.
  return optionalParam(z.string().check(z.overwrite(oneLine), z.trim(), z.maxLength(max)))
}

/**
 * A route's search parameters: an object schema built on its first check. The app evaluates every
 * route's definition as it starts, and so builds only the schemas of the page it opens.
 */
export function searchParams<Shape extends z.core.$ZodLooseShape>(shape: () => Shape) {
  return z.lazy(() => z.object(shape()))
}
