/**
 * `1250000` → `1,250,000`, as en-GB writes it. By hand, here and in formatPounds: the first Intl
 * number format (`toLocaleString('en-GB')` makes one too) took ~27 ms to create in the middle of
 * hydration on a 2-core server, four times that in Lighthouse's phone.
 */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** `£49.00`, `£1,250.00`, `-£5.00`: as Intl's en-GB currency format writes them. */
export function formatPounds(pounds: number): string {
  const [whole = '0', pence = '00'] = Math.abs(pounds).toFixed(2).split('.')
  return `${pounds < 0 ? '-' : ''}£${groupThousands(whole)}.${pence}`
}

/** Integer pence from pounds, rounding half away from the float noise (19.99 → 1999). */
export function toPence(pounds: number): number {
  return Math.round(pounds * 100)
}

export function fromPence(pence: number): number {
  return pence / 100
}
