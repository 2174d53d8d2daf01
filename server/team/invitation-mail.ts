import type { Mail } from '../mail/mailer'

export interface InvitationMail {
  to: string
  name: string
  companyName: string
  link: string
  brand: string
  days: number
}

export function invitationMail({ to, name, companyName, link, brand, days }: InvitationMail): Mail {
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
