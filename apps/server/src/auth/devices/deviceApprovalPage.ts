import type { FastifyReply } from 'fastify'
import { escapeHtml } from '../mail/authMails.ts'

/** What the confirm page tells the mailbox's owner about the login it approves. */
export interface ApprovalRequest {
  email: string
  appName: string
  /** When the link was mailed (the login was started then). */
  mailedAt: Date
  /** Where the confirm button posts the token: the page's own path and query, never the token. */
  action: string
  token: string
}

/**
 * The approval link's page. Opening the link only shows it; the device is approved by the button,
 * a POST, so a mail scanner that follows links approves nothing. The page may not be framed, sends
 * referrer elsewhere, runs no script and posts only to this server.
 */
export function sendConfirmPage(reply: FastifyReply, request: ApprovalRequest): string {
  const when = request.mailedAt.toISOString().slice(11, 16)
  return send(
    reply,
    200,
    'Approve this device?',
    `<p>Someone asked to log in to <strong>${escapeHtml(request.appName)}</strong> as <strong>${escapeHtml(request.email)}</strong> from a new device at ${when} UTC.</p>
<p>Approve only if that was you, just now. If it was not, close this page: nothing happens without your approval.</p>
<form method="post" action="${escapeHtml(request.action)}">
<input type="hidden" name="token" value="${escapeHtml(request.token)}">
<button type="submit">Approve this device</button>
</form>`,
  )
}

export function sendApprovedPage(reply: FastifyReply): string {
  return send(reply, 200, 'Device approved — return to the app', '<p>You can close this tab: the app continues the login.</p>')
}

export const UNUSABLE_LINK = 'It was already used, has expired (links work for 10 minutes), or was replaced by a newer one. Start the login again from the app.'

export function sendUnusablePage(reply: FastifyReply): string {
  return send(reply, 400, 'This link cannot be used', `<p>${escapeHtml(UNUSABLE_LINK)}</p>`)
}

function send(reply: FastifyReply, status: number, title: string, body: string): string {
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
    .header('x-frame-options', 'DENY')
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>
:root { color-scheme: light dark; }
body { font: 17px/1.5 system-ui, sans-serif; max-width: 30rem; margin: 4rem auto; padding: 0 1.25rem; text-align: center; color: #1b1b1f; background: #fff; }
h1 { font-size: 1.5rem; line-height: 1.25; }
button { font: inherit; font-weight: 600; margin-top: 1rem; padding: 0.75rem 1.5rem; border: 0; border-radius: 12px; background: #3f5efb; color: #fff; cursor: pointer; }
button:focus-visible { outline: 3px solid #1b1b1f; outline-offset: 3px; }
@media (prefers-color-scheme: dark) { body { color: #ececf1; background: #141418; } button:focus-visible { outline-color: #ececf1; } }
</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body>
</html>`
}
