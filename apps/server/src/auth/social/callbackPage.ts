import { randomBytes } from 'node:crypto'
import { SOCIAL_RESULT_MESSAGE } from '@foyer/auth-frame/protocol'
import type { FastifyReply } from 'fastify'

export interface CallbackPage {
  status: number
  title: string
  text: string
  /** Where the page posts `{ type: SOCIAL_RESULT_MESSAGE, uri: location.href }`; none: it posts nothing. */
  targetOrigin?: string
  /** Close the popup once posted (a completed login); an error page stays open to be read. */
  closeAfterPosting: boolean
}

/**
 * Sends the page the provider's redirect lands on, in the login popup: it hands its own URL (code
 * and state, or the provider's error) to the page that opened it, only at the origin recorded with
 * the state, and closes. Its one script runs under a CSP nonce; the URL carries a code, so it is
 * neither cached nor sent on as a referrer.
 */
export function sendCallbackPage(reply: FastifyReply, page: CallbackPage): FastifyReply {
  const nonce = randomBytes(16).toString('base64')
  const data = page.targetOrigin ? { type: SOCIAL_RESULT_MESSAGE, targetOrigin: page.targetOrigin, close: page.closeAfterPosting } : null
  return reply
    .status(page.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`)
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(html(page, nonce, data))
}

function html(page: CallbackPage, nonce: string, data: object | null): string {
  const script = data
    ? `<script type="application/json" id="foyer-social-result">${jsonInHtml(data)}</script>
<script nonce="${nonce}">
(() => {
  const data = JSON.parse(document.getElementById('foyer-social-result').textContent)
  if (!window.opener) return
  window.opener.postMessage({ type: data.type, uri: location.href }, data.targetOrigin)
  if (data.close) window.close()
})()
</script>`
    : ''
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style nonce="${nonce}">
body { font-family: system-ui, sans-serif; margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f6f6f7; color: #1b1b1f; }
main { max-width: 28rem; padding: 2rem; text-align: center; }
h1 { font-size: 1.25rem; margin: 0 0 0.75rem; }
p { margin: 0; line-height: 1.5; }
@media (prefers-color-scheme: dark) { body { background: #141416; color: #e8e8ea; } }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.text)}</p>
</main>
${script}
</body>
</html>
`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** JSON that cannot close its <script> element. */
function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}
