import * as z from 'zod/mini'
import { NAMES_NOTHING } from './url'

/**
 * Certificates, as both programs name them. Written with zod/mini (the /verify page checks its
 * param at start); the PDF is not JSON, so its path is a plain constant, like the invoices'.
 */

/** e.g. CW-2026-7KQ4M9TX: the year, then 8 characters no one misreads (server/learning/certificate-number.ts). */
const CERTIFICATE_NUMBER = /^CW-\d{4}-[A-HJ-NP-Z2-9]{8}$/

/** True when `value` has the shape of a certificate number (checked before any query). */
export const looksLikeCertificateNumber = (value: string) => CERTIFICATE_NUMBER.test(value)

/**
 * A certificate number in a path, as typed from paper: trimmed and upper-cased. One of another
 * shape names nothing (a 404, the same answer an unknown number gets).
 */
export const certificateNumberParam = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.refine(looksLikeCertificateNumber, { error: 'Not found.', params: { [NAMES_NOTHING]: true } }),
  )

/** GET, with the bearer session: the certificate's PDF, for its learner and their company's manager; 404 for anyone else. */
export const certificatePdfPath = (number: string) => `/certificates/${encodeURIComponent(number)}.pdf`

/** Where anyone checks a certificate: printed on it, and the page the PWA serves. */
export const verifyPagePath = (number: string) => `/verify/${encodeURIComponent(number)}`

export const CERTIFICATE_MESSAGES = {
  notFound: 'No certificate has this number. Check it against the certificate and try again.',
  pdfNotFound: 'No certificate found.',
} as const
