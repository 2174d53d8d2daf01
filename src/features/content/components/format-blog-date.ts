import { format, isValid, parseISO } from 'date-fns'

/** "14 September 2026" and a machine-readable date, or null when the provider sent no usable date. */
export function formatBlogDate(value: string | null): { label: string; iso: string } | null {
  if (!value) return null
  const date = parseISO(value)
  return isValid(date) ? { label: format(date, 'd MMMM yyyy'), iso: format(date, 'yyyy-MM-dd') } : null
}
