/**
 * Where a learner stands on a course, as the training matrix, My courses and the reminders say it:
 * the one place both programs read the rule. Dates are compared as instants; "due" means the
 * latest completion expires within DUE_SOON_DAYS. No zod here: client start-up code may import it.
 */

/** A completion this close to its expiry is due for renewal (and its first reminder goes). */
export const DUE_SOON_DAYS = 60

export const TRAINING_STATUSES = ['not-started', 'in-progress', 'valid', 'due', 'expired'] as const
export type TrainingStatus = (typeof TRAINING_STATUSES)[number]

/** The words shown with each status's colour (never colour alone). */
export const TRAINING_STATUS_WORDS: Record<TrainingStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  valid: 'Completed',
  due: 'Due',
  expired: 'Expired',
}

const DAY_MS = 24 * 60 * 60 * 1000

export interface TrainingFacts {
  /** When the learner first opened the course, or null. */
  startedAt: Date | null
  /** The latest completion, or null. */
  completedAt: Date | null
  /** When that completion stops being valid; null when the course does not expire. */
  expiresAt: Date | null
}

/**
 * The status at `now`. A completion counts over a later start (a renewal begun is still valid
 * until it expires); an expired completion is expired whether or not a renewal was started.
 */
export function trainingStatus({ startedAt, completedAt, expiresAt }: TrainingFacts, now: Date): TrainingStatus {
  if (completedAt) {
    if (!expiresAt) return 'valid'
    if (expiresAt.getTime() <= now.getTime()) return 'expired'
    return expiresAt.getTime() - now.getTime() <= DUE_SOON_DAYS * DAY_MS ? 'due' : 'valid'
  }
  return startedAt ? 'in-progress' : 'not-started'
}

/**
 * The next instant after `now` at which `trainingStatus` gives another answer for these facts (due
 * begins DUE_SOON_DAYS before the expiry, expired at it), or null when nothing but new facts can
 * change it: what a status worked out at `now` stays true until. Kept beside the rule it follows.
 */
export function nextStatusChange({ completedAt, expiresAt }: TrainingFacts, now: Date): Date | null {
  if (!completedAt || !expiresAt) return null
  const dueFrom = expiresAt.getTime() - DUE_SOON_DAYS * DAY_MS
  if (now.getTime() < dueFrom) return new Date(dueFrom)
  if (now.getTime() < expiresAt.getTime()) return expiresAt
  return null
}

/** A completion's expiry: `validityMonths` calendar months after it (the same day of the month, or the month's last). */
export function expiryOf(completedAt: Date, validityMonths: number | null): Date | null {
  if (validityMonths === null) return null
  const expiry = new Date(completedAt.getTime())
  const day = expiry.getUTCDate()
  expiry.setUTCDate(1)
  expiry.setUTCMonth(expiry.getUTCMonth() + validityMonths)
  const lastDay = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0)).getUTCDate()
  expiry.setUTCDate(Math.min(day, lastDay))
  return expiry
}
