import { oneLine, withoutLinks } from '../../src/shared/contract/one-line'
import type { Mail } from '../mail/mailer'

export interface InvitationMail {
  to: string
  name: string
  companyName: string
  link: string
  brand: string
  days: number
}

/**
 * The one invitation mail, whether or not the address has an account: its single-use link is the
 * proof that the person owns the mailbox, and the page it opens asks for a password or a log-in.
 * The subject is ours alone; the company's words (its name, the name it gave the person) appear
 * only in the body, quoted and said to be the company's, on one line and without links.
 */
export function invitationMail({ to, name, companyName, link, brand, days }: InvitationMail): Mail {
  const quoted = (value: string) => `"${withoutLinks(oneLine(value))}"`
  return {
    to,
    subject: `You're invited to join a team on ${brand} Learning`,
    text: [
      'Hello,',
      '',
      `The company ${quoted(companyName)} has invited ${quoted(name)} at this email address to join their team on ${brand} Learning and take the training they give. Both names are as the company wrote them.`,
      '',
      `To accept or decline, open this link within ${days} days. If you have no account with us, you choose a password there; if you have one, you log in first:`,
      '',
      link,
      '',
      'The link works once. If you were not expecting this invitation, ignore this email: nothing changes unless you accept.',
    ].join('\n'),
  }
}
