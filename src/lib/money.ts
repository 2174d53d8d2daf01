let formatter: Intl.NumberFormat | undefined

/** `£49.00`: pounds with the pound sign and two decimals. */
export function formatPounds(pounds: number): string {
  // Made on first use: building a number format is slow enough to show at start-up on a phone.
  formatter ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })
  return formatter.format(pounds)
}

/** Integer pence from pounds, rounding half away from the float noise (19.99 → 1999). */
export function toPence(pounds: number): number {
  return Math.round(pounds * 100)
}

export function fromPence(pence: number): number {
  return pence / 100
}
