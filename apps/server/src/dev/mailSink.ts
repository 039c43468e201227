import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A mail the sink received, as /dev/inbox/messages answers it. */
export interface ReceivedMail {
  to: string[]
  subject: string
  text: string
  html?: string
  /** ISO 8601. */
  receivedAt: string
}

export interface MailSink {
  /** smtp://127.0.0.1:<port>, for the mailer. */
  readonly url: string
  readonly port: number
  /** Newest first; only those sent to `to` (any case) when given. */
  messages(to?: string): ReceivedMail[]
  close(): Promise<void>
}

/** How many mails the sink keeps: the oldest go first. */
export const MAIL_SINK_CAPACITY = 200

/**
 * A development SMTP server on 127.0.0.1 that keeps the last 200 mails in memory, so email login
 * works with no mail account: the dev server and the tests send to it over a real socket and read
 * the mails back from /dev/inbox.
 */
export async function startMailSink(options: { port?: number } = {}): Promise<MailSink> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    banner: 'Foyer dev mail sink',
    size: 1024 * 1024,
    onData(stream, session, done) {
      const to = (session.envelope.rcptTo || []).map((address) => address.address.toLowerCase())
      simpleParser(stream).then(
        (parsed) => {
          received.push({
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            ...(typeof parsed.html === 'string' && { html: parsed.html }),
            receivedAt: new Date().toISOString(),
          })
          if (received.length > MAIL_SINK_CAPACITY) received.splice(0, received.length - MAIL_SINK_CAPACITY)
          done()
        },
        (error: Error) => done(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  // Later errors (a client dropping mid-message) are the client's; the sink keeps serving.
  server.on('error', () => {})
  const port = (server as unknown as { server: { address(): AddressInfo } }).server.address().port
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages(to) {
      const wanted = to?.toLowerCase()
      return received.filter((mail) => wanted === undefined || mail.to.includes(wanted)).reverse()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
