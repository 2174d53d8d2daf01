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
 * Characters that are not text: every other control character (\p{Cc}, tab included) and every
 * invisible format character (\p{Cf}): the bidi overrides and isolates, the direction marks
 * (U+061C, U+200E, U+200F), which can make a line read backwards ("12.50" as "05.21"), the
 * zero-width space, the BOM, the interlinear annotations (U+FFF9–U+FFFB) and the tag block
 * (U+E0000–U+E007F, named in full: some of its code points are unassigned, not \p{Cf}). ZWNJ and
 * ZWJ (U+200C, U+200D) stay: Persian names and emoji need them, and they reorder nothing.
 */
export const HIDDEN = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\u{e0000}-\u{e007f}]/u

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
