import type { FastifyBaseLogger } from 'fastify'
import type { Mail, Mailer } from '../mail/mailer'

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

/**
 * The one place an invitation mail leaves the server: after the invitation is stored, in the
 * background, so its duration tells nothing and a failure never undoes the invitation (the manager
 * can invite again). A failure is logged without the body, which holds the link.
 */
export function sendInvitationMail(mailer: Mailer, log: FastifyBaseLogger, mail: InvitationMail): void {
  const message = invitationMail(mail)
  mailer.send(message).catch((error: unknown) => {
    log.error(
      { to: message.to, subject: message.subject, reason: error instanceof Error ? error.message : String(error) },
      'invitation mail failed',
    )
  })
}
