const formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })

/** `£49.00`: pounds with the pound sign and two decimals. */
export function formatPounds(pounds: number): string {
  return formatter.format(pounds)
}

/** Integer pence from pounds, rounding half away from the float noise (19.99 → 1999). */
export function toPence(pounds: number): number {
  return Math.round(pounds * 100)
}

export function fromPence(pence: number): number {
  return pence / 100
}
