import type { OutgoingMail } from './mailer.ts'

/** The mails email login sends. Each says what it is for in its subject and carries its code or link on a line of its own. */

export function loginCodeMail(to: string, code: string, minutes: number): OutgoingMail {
  return mail(to, `Your Foyer login code is ${code}`, [`Your Foyer login code is ${code}.`, `Code: ${code}`, `It works once, for ${minutes} minutes. If you did not ask to log in, ignore this mail.`])
}

export function deviceApprovalMail(to: string, link: string): OutgoingMail {
  return mail(to, 'Approve this device to log in to Foyer', [
    'Someone asked to log in to Foyer with this email address from a new device.',
    'If it was you, open this link to approve the device, then return to the app:',
    { link },
    'The link works once, for 10 minutes. If it was not you, ignore this mail.',
  ])
}

export function updatePrimaryCodeMail(to: string, code: string, newEmail: string): OutgoingMail {
  return mail(to, `Your Foyer code to change your email is ${code}`, [
    `You asked to change your Foyer login email to ${newEmail}. Confirm it is you with this code.`,
    `Code: ${code}`,
    'If you did not ask for this, ignore this mail: nothing changes without the code.',
  ])
}

export function updateSecondaryCodeMail(to: string, code: string): OutgoingMail {
  return mail(to, `Your Foyer code to confirm this email is ${code}`, [
    'Confirm this address as your new Foyer login email with this code.',
    `Code: ${code}`,
    'If you did not ask for this, ignore this mail.',
  ])
}

/** Sent instead of the confirmation code when the new address already belongs to another account. */
export function addressInUseMail(to: string): OutgoingMail {
  return mail(to, 'Someone tried to use your email for another Foyer account', [
    'Someone asked to make this address the login email of another Foyer account. It already logs in to your account, so nothing changed and no code was sent.',
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
