/**
 * VAT: the rate, its rounding and the words every total and document shows. The rules of
 * docs/product-rules.md §9, in the one place both programs read them. No zod here: the client's
 * start-up code imports this file.
 */

/** What a 0 % rate means: the supply is exempt from VAT, or taxable at the zero rate. Documents say which. */
export const VAT_ZERO_GROUNDS = ['exempt', 'zero-rated'] as const
export type VatZeroGround = (typeof VAT_ZERO_GROUNDS)[number]

export interface VatRule {
  /** Percent of the net amount, at most two decimals (17.5 is 17.5 %). */
  ratePercent: number
  /** Only read when `ratePercent` is 0. */
  zeroGround: VatZeroGround
}

/**
 * The VAT charged unless the server is told otherwise (VAT_RATE_PERCENT and VAT_ZERO_GROUND in
 * server/env.ts), and what the browser assumes until the server has said (src/lib/vat-rule.ts).
 * Training by an eligible body is exempt (docs/product-rules.md §9).
 */
export const DEFAULT_VAT_RULE: VatRule = { ratePercent: 0, zeroGround: 'exempt' }

/** The highest rate a setting may name; anything above it is a typing mistake. */
export const MAX_VAT_RATE_PERCENT = 100

/** True when `percent` is a rate this module can work with: 0–100, at most two decimals. */
export function isVatRate(percent: number): boolean {
  return (
    Number.isFinite(percent) &&
    percent >= 0 &&
    percent <= MAX_VAT_RATE_PERCENT &&
    Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-9
  )
}

/**
 * The VAT on an order's or booking's net amount (after any discount), in pence: worked out once on
 * that amount and rounded to the nearest penny, a half penny up. Per order, not per line, and never
 * rounded down: docs/product-rules.md §9 says why. Integer arithmetic in hundredths of a percent,
 * so 17.5 % of 1,001p is 175.175p → 175p with no float in between.
 */
export function vatPence(netPence: number, rule: VatRule): number {
  const hundredthsOfPercent = Math.round(rule.ratePercent * 100)
  return Math.floor((netPence * hundredthsOfPercent + 5_000) / 10_000)
}

/** `20%`, `17.5%`, `0%`. */
export function vatRateText(rule: VatRule): string {
  return `${Math.round(rule.ratePercent * 100) / 100}%`
}

/** The words a 0 % rate is shown with, on screen and on documents. */
const ZERO_GROUND_WORDS: Record<VatZeroGround, string> = { exempt: 'VAT exempt', 'zero-rated': 'Zero-rated' }

/**
 * The VAT row's label wherever a total is shown: `VAT (20%)`, or at 0 % its ground,
 * `VAT exempt (0%)` or `Zero-rated VAT (0%)`.
 */
export function vatLabel(rule: VatRule): string {
  if (rule.ratePercent > 0) return `VAT (${vatRateText(rule)})`
  return rule.zeroGround === 'exempt'
    ? `${ZERO_GROUND_WORDS.exempt} (0%)`
    : `${ZERO_GROUND_WORDS['zero-rated']} VAT (0%)`
}

/**
 * What an invoice or receipt says of the VAT under its totals: every line's rate and, at 0 %,
 * that no VAT is payable and why, as HMRC asks of a VAT invoice (docs/product-rules.md §9).
 */
export function vatStatement(rule: VatRule): string {
  if (rule.ratePercent > 0) return `VAT is charged at ${vatRateText(rule)} on every line.`
  return rule.zeroGround === 'exempt'
    ? `${ZERO_GROUND_WORDS.exempt}: no VAT is payable on these courses, which are exempt from VAT (0%).`
    : `${ZERO_GROUND_WORDS['zero-rated']}: these courses are zero-rated for VAT, so no VAT is payable (0%).`
}
