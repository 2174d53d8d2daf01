/** A day as documents and the server's own pages write it in the UK, e.g. "28 November 2026". */
export const longDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(date)
