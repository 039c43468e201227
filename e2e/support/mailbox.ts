/**
 * Reads the Foyer server's dev mail sink (a real SMTP server inside the dev server) the way a
 * visitor reads their inbox: over HTTP, after the server delivered the mail over SMTP.
 */
import { z } from 'zod'

const mailsSchema = z.array(z.object({ to: z.array(z.string()), subject: z.string(), text: z.string(), receivedAt: z.string() }))
export type Mail = z.output<typeof mailsSchema>[number]

/** Waits for the newest mail to `to` that `matches` and was not seen before (`after`: mails already read). */
export async function waitForMail(apiUrl: string, to: string, matches: (mail: Mail) => boolean, after: readonly Mail[] = []): Promise<Mail> {
  const seen = new Set(after.map((mail) => `${mail.receivedAt}|${mail.subject}`))
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${apiUrl}/dev/inbox/messages?projectId=foyer-dev&to=${encodeURIComponent(to)}`)
    if (!response.ok) throw new Error(`The dev inbox answered ${response.status}: ${await response.text()}`)
    const mail = mailsSchema.parse(await response.json()).find((m) => matches(m) && !seen.has(`${m.receivedAt}|${m.subject}`))
    if (mail) return mail
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No mail to ${to} arrived in 10 s`)
}

/** The 6-digit code a login or email-update mail carries on its 'Code:' line. */
export function codeOf(mail: Mail): string {
  const code = /^Code: (\d{6})$/m.exec(mail.text)?.[1]
  if (!code) throw new Error(`No code in the mail '${mail.subject}'`)
  return code
}

/** The device-approval link of a new-device mail. */
export function approvalLinkOf(mail: Mail): string {
  const link = /https?:\/\/\S+\/device\/approve\?\S+/.exec(mail.text)?.[0]
  if (!link) throw new Error(`No approval link in the mail '${mail.subject}'`)
  return link
}

/** A fresh address per test: the server keeps users across tests of one run. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`
}
