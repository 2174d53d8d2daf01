/**
 * How many digits a card number has, judged by its first digits as Stripe's own card field judges
 * it: American Express 15, Diners Club 14 (or 16), every other brand 16 to 19. A Visa-like number
 * of 12 digits is incomplete, not a card. Shared by the sandbox card form and the server.
 */
export function isCompleteCardNumber(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  if (/^3[47]/.test(digits)) return digits.length === 15
  if (/^3(?:0[0-5]|[689])/.test(digits)) return digits.length === 14 || digits.length === 16
  return digits.length >= 16 && digits.length <= 19
}
