import type { OutgoingMail } from './mailer.ts'

/**
 * The mails email login sends, in the name of the app the visitor logs in to (`app`: its project's
 * name, `mailAppName`). Each says what it is for in its subject and carries its code or link on a
 * line of its own.
 */

/** The name a mail gives the app: the project's, on one line (a name is the operator's, a subject one header line); Foyer's where it has none. */
export function mailAppName(project: { name: string }): string {
  return (
    project.name
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 64) || 'Foyer'
  )
}

export function loginCodeMail(to: string, code: string, minutes: number, app: string): OutgoingMail {
  return mail(to, `Your ${app} login code is ${code}`, [
    `Your ${app} login code is ${code}.`,
    `Code: ${code}`,
    `It works once, for ${minutes} minutes. If you did not ask to log in, ignore this mail.`,
  ])
}

export function deviceApprovalMail(to: string, link: string, app: string): OutgoingMail {
  return mail(to, `Approve this device to log in to ${app}`, [
    `Someone asked to log in to ${app} with this email address from a new device.`,
    'If it was you, open this link to approve the device, then return to the app:',
    { link },
    'The link works once, for 10 minutes. If it was not you, ignore this mail.',
  ])
}

export function updatePrimaryCodeMail(to: string, code: string, newEmail: string, app: string): OutgoingMail {
  return mail(to, `Your ${app} code to change your email is ${code}`, [
    `You asked to change your ${app} login email to ${newEmail}. Confirm it is you with this code.`,
    `Code: ${code}`,
    'If you did not ask for this, ignore this mail: nothing changes without the code.',
  ])
}

export function updateSecondaryCodeMail(to: string, code: string, app: string): OutgoingMail {
  return mail(to, `Your ${app} code to confirm this email is ${code}`, [
    `Confirm this address as your new ${app} login email with this code.`,
    `Code: ${code}`,
    'If you did not ask for this, ignore this mail.',
  ])
}

/** Sent instead of the confirmation code when the new address already belongs to another account. */
export function addressInUseMail(to: string, app: string): OutgoingMail {
  return mail(to, `Someone tried to use your email for another ${app} account`, [
    `Someone asked to make this address the login email of another ${app} account. It already logs in to your account, so nothing changed and no code was sent.`,
    'If it was you, log in with this address instead. If it was not, you need do nothing: your account is unchanged.',
  ])
}

type Line = string | { link: string }

function mail(to: string, subject: string, lines: Line[]): OutgoingMail {
  const text = lines.map((line) => (typeof line === 'string' ? line : line.link)).join('\n\n')
  const html = lines.map((line) => (typeof line === 'string' ? `<p>${escapeHtml(line)}</p>` : `<p><a href="${escapeHtml(line.link)}">${escapeHtml(line.link)}</a></p>`)).join('\n')
  return { to, subject, text, html }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
