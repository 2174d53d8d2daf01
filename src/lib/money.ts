/**
 * `£49.00`, `£1,250.00`, `-£5.00`: as Intl's en-GB currency format writes them, built by hand
 * because creating that format costs a phone ~20 ms at start-up.
 */
export function formatPounds(pounds: number): string {
  const [whole = '0', pence = '00'] = Math.abs(pounds).toFixed(2).split('.')
  return `${pounds < 0 ? '-' : ''}£${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${pence}`
}

/** Integer pence from pounds, rounding half away from the float noise (19.99 → 1999). */
export function toPence(pounds: number): number {
  return Math.round(pounds * 100)
}

export function fromPence(pence: number): number {
  return pence / 100
}
