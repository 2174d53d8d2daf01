import { randomInt } from 'node:crypto'

/** Letters and digits no one misreads when typing a number from paper (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/**
 * A certificate's number, e.g. "CW-2026-7KQ4M9TX": printed on the PDF and typed into /verify/{number}.
 * Random (31^8 ≈ 8.5 × 10^11), so numbers cannot be walked to find other people's certificates.
 */
export function newCertificateNumber(completedAt: Date): string {
  let code = ''
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `CW-${completedAt.getUTCFullYear()}-${code}`
}

// Its shape is checked before any query by looksLikeCertificateNumber (src/shared/contract/certificate.ts),
// which the /verify page shares.
