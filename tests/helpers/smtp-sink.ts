import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A mail as an SMTP server received it: the envelope and the headers the tests read. */
export interface ReceivedMail {
  to: string[]
  subject: string
  messageId: string
  raw: string
}

export interface SmtpSink {
  /** For SMTP_URL. */
  url: string
  received: ReceivedMail[]
  /** The next `n` messages are refused with a temporary failure (451), as a busy server does. */
  refuseNext(n: number): void
  close(): Promise<void>
}

/** Header value by name, with folded lines joined (RFC 5322 §2.2.3). */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? ''
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ')
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)
  return match?.[1]?.trim() ?? ''
}

/** A real SMTP server (nodemailer's smtp-server) on a free local port, keeping every message it accepts. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  let refusals = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.setEncoding('utf8')
      stream.on('data', (chunk: string) => (raw += chunk))
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 })
          return callback(error)
        }
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: header(raw, 'Subject'),
          messageId: header(raw, 'Message-ID'),
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (n) => void (refusals = n),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
