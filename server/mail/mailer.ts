import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { basename, join, resolve } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { createTransport } from 'nodemailer'
import type { ServerEnv } from '../env'

export interface Mail {
  to: string
  subject: string
  /** Plain text; may hold a secret link, so it is never logged. */
  text: string
  /**
   * The Message-ID header, set by the outbox from its row: a mail sent again after a crash (sent,
   * then the process died before marking it) carries the same id, so the copy is recognisable.
   */
  messageId?: string
}

/** Sends mail for every feature (accounts, checkout, booking receipts). */
export interface Mailer {
  send(mail: Mail): Promise<void>
}

/** What an outbox file holds: one JSON document per mail. */
interface OutboxMail extends Mail {
  from: string
  date: string
}

function outboxDir(env: Pick<ServerEnv, 'DATA_DIR'>): string {
  return resolve(env.DATA_DIR, 'mail')
}

/**
 * SMTP (nodemailer) when `SMTP_URL` is set. Otherwise each mail is written as a JSON file to
 * `DATA_DIR/mail/`, and one log line names the recipient, subject and file — never the body,
 * which may carry a reset link.
 */
export function createMailer(env: ServerEnv, log: FastifyBaseLogger): Mailer {
  if (env.SMTP_URL) {
    const transport = createTransport(env.SMTP_URL)
    return {
      async send(mail) {
        await transport.sendMail({
          from: env.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.messageId ? { messageId: mail.messageId } : {}),
        })
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent')
      },
    }
  }
  const dir = outboxDir(env)
  // Each file is written beside the folder and moved in whole, so whoever reads the folder never
  // finds a mail half-written.
  const staging = `${dir}.partial`
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true })
      await mkdir(staging, { recursive: true })
      const date = new Date()
      const file = join(dir, `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`)
      const document: OutboxMail = {
        from: env.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        date: date.toISOString(),
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
      }
      const partial = join(staging, basename(file))
      await writeFile(partial, `${JSON.stringify(document, null, 2)}\n`, { mode: 0o600 })
      await rename(partial, file)
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox')
    },
  }
}

/** The display name of MAIL_FROM ("Carewise <…>" → "Carewise"), used as the brand in mail and pages. */
export function senderName(env: Pick<ServerEnv, 'MAIL_FROM'>): string {
  return /^\s*"?([^"<]+?)"?\s*</.exec(env.MAIL_FROM)?.[1] ?? 'Carewise'
}
