import nodemailer from 'nodemailer'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
}

/** Sends mail over SMTP. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/**
 * A mailer for an SMTP URL (smtp://, or smtps:// for TLS from the start; credentials in the URL).
 * Connections are pooled, a few at a time, so a burst of logins queues instead of opening one
 * connection per mail.
 */
export function createMailer(smtpUrl: string, from: string, options: { plainLoopback?: boolean } = {}): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 5,
    // The dev sink on 127.0.0.1 offers no TLS; anything else is left to nodemailer's defaults.
    ...(options.plainLoopback && { ignoreTLS: true }),
  } as Parameters<typeof nodemailer.createTransport>[0])
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
    close: () => transport.close(),
  }
}
