/**
 * How long a course's training stays valid, read from what its page promises. The course's
 * certificate text ends with its renewal advice ("We recommend refreshing every three years",
 * "Refresh annually…"); the earliest phrase of RENEWAL_PHRASE in it decides, so "every three
 * years, and many providers require it annually" is 36 months. A range ("every two to three
 * years") takes its shorter end, the side an inspector accepts. "No renewal is required" means
 * the training does not expire (null). Any other course is mandatory care training, which care
 * homes refresh yearly: 12 months. Migration 0015_training_reminders.sql applies the same mapping
 * to databases seeded before it, with the same pattern.
 */
export const RENEWAL_PHRASE =
  /no renewal is required|every two to three years|every three years|three-yearly|3-yearly|every two years|two-yearly|annual|every year|yearly/i

const MONTHS: Record<string, number | null> = {
  'no renewal is required': null,
  'every two to three years': 24,
  'every three years': 36,
  'three-yearly': 36,
  '3-yearly': 36,
  'every two years': 24,
  'two-yearly': 24,
}

/** The default for mandatory care training whose page names no renewal period. */
export const DEFAULT_VALIDITY_MONTHS = 12

export function validityMonthsOf(certificationText: string): number | null {
  const phrase = RENEWAL_PHRASE.exec(certificationText)?.[0].toLowerCase()
  if (phrase === undefined) return DEFAULT_VALIDITY_MONTHS
  const months = MONTHS[phrase]
  return months === undefined ? DEFAULT_VALIDITY_MONTHS : months
}

/**
 * The CPD hours the course's key features state ("<strong>CPD:</strong> 3 CPD hours"), or null. A
 * half hour ("1.5 CPD hours") is left null: the column holds whole hours.
 */
export function cpdHoursOf(keyFeatures: string): number | null {
  const hours = /<strong>CPD:<\/strong> (\d+) CPD hours?/.exec(keyFeatures)
  return hours ? Number(hours[1]) : null
}
