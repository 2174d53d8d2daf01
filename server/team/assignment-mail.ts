import { oneLine, withoutLinks } from '../../src/shared/contract/one-line'
import type { Mail } from '../mail/mailer'

export interface AssignmentMail {
  to: string
  name: string
  companyName: string
  courseName: string
  loginLink: string
  brand: string
}

/**
 * The mail a staff member gets when their company gives them a seat: which course, and how to
 * start it (log in, then My courses). As with the invitation mail (./invitation-mail.ts), the
 * subject is ours alone and the company's words appear only in the body, quoted, on one line and
 * without links.
 */
export function assignmentMail({ to, name, companyName, courseName, loginLink, brand }: AssignmentMail): Mail {
  const quoted = (value: string) => `"${withoutLinks(oneLine(value))}"`
  return {
    to,
    subject: `A course is waiting for you on ${brand} Learning`,
    text: [
      `Hello ${withoutLinks(oneLine(name))},`,
      '',
      `Your team at ${quoted(companyName)} has given you a place on the course ${quoted(courseName)}.`,
      '',
      'To start:',
      `1. Log in with this email address: ${loginLink}`,
      '2. On your dashboard, open My courses.',
      `3. Press Start beside ${quoted(courseName)}.`,
      '',
      'If you were not expecting this, ask your manager: they gave you the place.',
    ].join('\n'),
  }
}
