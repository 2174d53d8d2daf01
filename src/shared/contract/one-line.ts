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
 * Also the letters and marks that show nothing, of which a name could read blank: the
 * combining grapheme joiner (U+034F), the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), the
 * Khmer inherent vowels (U+17B4, U+17B5) and the Braille blank (U+2800).
 */
export const HIDDEN =
  // The marks stand outside the class: a class would read them as joined to the letter before.
  /(?![\u200c\u200d])(?:[\p{Cc}\p{Cf}\u{e0000}-\u{e007f}\u115f\u1160\u2800\u3164\uffa0]|\u034f|\u17b4|\u17b5)/u

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
 * `value` as a mail client reads it when it looks for links: compatibility forms folded (NFKC: "ｗｗｗ．"
 * is "www.", "＠" is "@"), the ideographic full stops that addresses take as dots made dots, and
 * ZWNJ and ZWJ, which show nothing, taken out ("www\u200d.evil.example" reads "www.evil.example").
 */
function asLinkReader(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\u3002\uff61]/gu, '.')
    .replace(/[\u200c\u200d]/gu, '')
}

/**
 * What a mail client turns into a link: a scheme (`://`), `www.`, an `@` between word characters,
 * or a domain (labels, a dot and a top-level domain of two or more letters, as "evil.example" or
 * "carewise-support.co.uk/reset"). "St. Mary's", "Care Co. Ltd" and "A.N. Other" are not: a space
 * follows their dots, or the last part has one letter.
 */
const LINK_LIKE =
  /:\/\/|www\.|[\p{L}\p{N}\p{M}_.+-]@[\p{L}\p{N}]|(?:[\p{L}\p{N}][\p{L}\p{N}\p{M}-]*\.)+\p{L}{2,}(?![\p{L}\p{N}\p{M}-])/iu

/**
 * Whether `value` holds a web or email address. Company and invitee names go into mails we send,
 * and a name like "Acme — visit www.evil.example" would put a link there in our voice; the contract
 * refuses such names (common.ts, `nameText`).
 */
export function holdsLink(value: string): boolean {
  return LINK_LIKE.test(asLinkReader(value))
}

/**
 * `value` with each word holding a web or email address replaced by "[link removed]": mails quote
 * names stored before the contract refused them.
 */
export function withoutLinks(value: string): string {
  return value.replace(/\S+/gu, (word) => (holdsLink(word) ? '[link removed]' : word))
}
