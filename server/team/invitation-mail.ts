import { oneLine } from '../../src/shared/contract/one-line'
import type { Mail } from '../mail/mailer'

export interface InvitationMail {
  to: string
  name: string
  companyName: string
  link: string
  brand: string
  days: number
}

export function invitationMail({
  to,
  name: typedName,
  companyName: typedCompany,
  link,
  brand,
  days,
}: InvitationMail): Mail {
  // On one line whatever is stored: a company name holding a line break wrote a subject and a
  // first line of its own choosing, sent from our address.
  const name = oneLine(typedName)
  const companyName = oneLine(typedCompany)
  return {
    to,
    subject: `${companyName} has invited you to ${brand} Learning`,
    text: [
      `Hello ${name},`,
      '',
      `${companyName} has invited you to take your training with ${brand} Learning. Open this link within ${days} days to choose your password and see the courses assigned to you:`,
      '',
      link,
      '',
      'The link works once. If you were not expecting this invitation, ignore this email.',
    ].join('\n'),
  }
}
