import { isValid, parseISO } from 'date-fns'

// A post's date is the day it was published in the UK, wherever the page is painted or read: the
// server's paint and the browser's hydration then agree (a reader in New York saw the day before,
// and hydration failed over the mismatch). Made on first use: creating one costs a phone ~10 ms.
let label: Intl.DateTimeFormat | undefined
let iso: Intl.DateTimeFormat | undefined

/** "14 September 2026" and a machine-readable date, or null when the provider sent no usable date. */
export function formatBlogDate(value: string | null): { label: string; iso: string } | null {
  if (!value) return null
  const date = parseISO(value)
  if (!isValid(date)) return null
  label ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  })
  // Canadian English writes dates as ISO 8601 does: 2026-09-14.
  iso ??= new Intl.DateTimeFormat('en-CA', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/London',
  })
  return { label: label.format(date), iso: iso.format(date) }
}
