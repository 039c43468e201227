import { z } from 'zod'
import { escapeHtml } from '../auth/mail/authMails.ts'
import { defineRoute } from '../kernel/http/defineRoute.ts'
import type { MailSink } from './mailSink.ts'

const receivedMailSchema = z.object({
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  receivedAt: z.string(),
})

/** GET /dev/inbox (a page) and GET /dev/inbox/messages (JSON): the dev mail sink's mails, newest first. Dev and tests only. */
export function inboxRoutes(sink: MailSink) {
  return [
    defineRoute({
      method: 'GET',
      url: '/dev/inbox',
      access: 'public',
      summary: "The dev mail sink's mails as a page (dev mode and tests only)",
      tags: ['dev'],
      produces: 'text/html',
      handler: async (_input, _request, reply) => {
        reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store')
        return inboxPage(sink)
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/dev/inbox/messages',
      access: 'public',
      summary: "The dev mail sink's mails, newest first; ?to= keeps those sent to one address (dev mode and tests only)",
      tags: ['dev'],
      querystring: z.object({ to: z.string().max(320).optional() }),
      response: z.array(receivedMailSchema),
      handler: async ({ query }, _request, reply) => {
        reply.header('cache-control', 'no-store')
        return sink.messages(query.to)
      },
    }),
  ]
}

function inboxPage(sink: MailSink): string {
  const mails = sink.messages()
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject || '(no subject)')}</h2>
  <p class="meta">To ${escapeHtml(mail.to.join(', '))} · ${escapeHtml(mail.receivedAt)}</p>
  <pre>${linkify(escapeHtml(mail.text))}</pre>
</article>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Foyer dev inbox (${mails.length})</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #1b1b1f; }
  article { border: 1px solid #d0d0d7; border-radius: 8px; padding: 0 1rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; } .meta { color: #55555f; font-size: 0.9rem; }
  pre { white-space: pre-wrap; font: inherit; }
</style>
</head>
<body>
<h1>Dev inbox</h1>
<p>Mails the server sent to its own SMTP sink, newest first (the last ${200} are kept). Reload to see new ones.</p>
${items || '<p>No mail yet.</p>'}
</body>
</html>`
}

/** Makes the (already escaped) http(s) links of a mail's text clickable. */
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
}
