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
      `${companyName} has invited you to take your training with ${brand} Learning. Open this link within ${days} days to choose your password and join your team:`,
      '',
      link,
      '',
      'The link works once. If you were not expecting this invitation, ignore this email.',
    ].join('\n'),
  }
}

export interface JoinMail {
  to: string
  name: string
  companyName: string
  /** Where the account holder signs in and answers: their dashboard. */
  dashboardUrl: string
  brand: string
  days: number
}

/**
 * For an address that already has an account: nothing changes until its holder accepts, so the
 * mail asks rather than hands over a link that makes anything.
 */
export function joinMail({
  to,
  name: typedName,
  companyName: typedCompany,
  dashboardUrl,
  brand,
  days,
}: JoinMail): Mail {
  // On one line, as in invitationMail.
  const name = oneLine(typedName)
  const companyName = oneLine(typedCompany)
  return {
    to,
    subject: `${companyName} has invited you to ${brand} Learning`,
    text: [
      `Hello ${name},`,
      '',
      `${companyName} has invited you to join their team on ${brand} Learning, to take the training they give you. You already have an account with this email address, so nothing changes unless you accept. Log in within ${days} days and accept or decline the invitation on your dashboard:`,
      '',
      dashboardUrl,
      '',
      'If you were not expecting this invitation, decline it or ignore this email.',
    ].join('\n'),
  }
}
