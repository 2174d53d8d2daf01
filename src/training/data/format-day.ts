import { format, parseISO } from 'date-fns'

/** A day as the team and learning pages write it, e.g. "28 Nov 2026", from the API's ISO timestamp. */
export const formatDay = (iso: string) => format(parseISO(iso), 'd MMM yyyy')
