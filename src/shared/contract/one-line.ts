/**
 * What may not stand in text written on one line. Kept free of zod: the router's link parameters
 * (url.ts, on the page's first load) and the server's mails and PDFs use it without the contract's
 * schemas, which build on it in common.ts.
 */

/**
 * Line breaks of every kind: CR and LF, the vertical tab and form feed, NEL (U+0085) and Unicode's
 * line and paragraph separators (U+2028, U+2029), which a mail client or a PDF may also break on.
 */
export const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/u

/**
 * Characters that are not text: every other control character (\p{Cc}, tab included) and the bidi
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), which can make a line read backwards.
 */
export const HIDDEN = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u

const NOT_ONE_LINE = new RegExp(`(?:${LINE_BREAK.source}|${HIDDEN.source})+`, 'gu')

/**
 * `value` with each run of line breaks and hidden characters collapsed to one space. Mail subjects
 * and single lines of a PDF go through it: rows stored before the contract refused such text still
 * exist, and a line break there would let a value write a line that looks like ours.
 */
export function oneLine(value: string): string {
  return value.replace(NOT_ONE_LINE, ' ')
}

/**
 * What makes a web or email address of a name: `://`, `www.` or `@`. Company and invitee names go
 * into mails we send, and a name like "Acme — visit www.evil.example" would put a link there in
 * our voice; the contract refuses such names (common.ts, `nameText`).
 */
export const LINK_LIKE = /:\/\/|www\.|@/iu

const LINK_WORDS = /\S*(?::\/\/|www\.|@)\S*/giu

/**
 * `value` with each word holding a web or email address replaced by "[link removed]": mails quote
 * names stored before the contract refused them.
 */
export function withoutLinks(value: string): string {
  return value.replace(LINK_WORDS, '[link removed]')
}
