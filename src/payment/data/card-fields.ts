/** The sandbox card form's input rules: what counts as complete card details (docs/product-rules.md §5). */
import { isCompleteCardNumber } from '@/shared/contract/card-number'

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '')
}

/** "4242424242424242" → "4242 4242 4242 4242", as it is typed; at most 19 digits. */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/**
 * "1", "5", "12", "123" → "1", "05", "12", "12 / 3": the month, then the year. The separator comes
 * only with the first year digit, so deleting backwards never gets stuck on it.
 */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4)
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}`
  if (digits.length <= 2) return digits
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`
}

export interface CardExpiry {
  month: number
  year: number
}

/** "MM / YY" (or "MM/YY") → month and full year, or null while incomplete or not a month. */
export function parseExpiry(value: string): CardExpiry | null {
  const digits = digitsOnly(value)
  if (digits.length !== 4) return null
  const month = Number(digits.slice(0, 2))
  if (month < 1 || month > 12) return null
  return { month, year: 2000 + Number(digits.slice(2)) }
}

export interface CardInput {
  number: string
  expiry: string
  cvc: string
}

/** Complete means: a whole number for its brand, a real month, and a 3–4 digit CVC. Whether the card is good is the provider's call. */
export function isCardComplete(card: CardInput): boolean {
  return (
    isCompleteCardNumber(digitsOnly(card.number)) && parseExpiry(card.expiry) !== null && /^\d{3,4}$/.test(card.cvc)
  )
}
