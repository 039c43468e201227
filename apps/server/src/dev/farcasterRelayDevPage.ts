import type { IncomingMessage, ServerResponse } from 'node:http'
import { devFarcasterAccount, signInAsFarcasterApp } from './farcasterRelaySigner.ts'

const USERNAME = /^[a-z0-9][a-z0-9.-]{0,31}$/

/**
 * The stand-in relay's channel page (/~/siwf?channelToken=…): in dev there is no Farcaster app to
 * scan the QR code with, so the page plays it — GET shows a form asking for a username, POST signs
 * the channel's message as that dev account (devFarcasterAccount) and completes the channel.
 */
export async function answerDevSignInPage(request: IncomingMessage, response: ServerResponse, relayUrl: string): Promise<void> {
  const pageUrl = new URL(request.url ?? '/', relayUrl)
  const domain = pageUrl.searchParams.get('domain') ?? 'this app'
  if (request.method === 'GET') {
    return page(
      response,
      200,
      'Sign in with Farcaster (dev)',
      `
<p>Sign in to <strong>${escapeHtml(domain)}</strong> as a dev Farcaster account: any username works, and the same name is always the same account.</p>
<form method="post">
  <label>Username <input name="username" required pattern="[a-z0-9][a-z0-9.\\-]{0,31}" value="dev" autocomplete="off"></label>
  <button type="submit">Sign in</button>
</form>`,
    )
  }
  let body = ''
  for await (const chunk of request) body += chunk
  const username = new URLSearchParams(body).get('username')?.trim().toLowerCase() ?? ''
  if (!USERNAME.test(username)) return page(response, 400, 'Not a username', '<p>A username is 1 to 32 lowercase letters, digits, dots or dashes. Go back and try again.</p>')
  const account = devFarcasterAccount(username)
  try {
    await signInAsFarcasterApp({ channelUrl: pageUrl.toString(), relayUrl, ...account, username })
  } catch (error) {
    return page(response, 400, 'This sign-in cannot be completed', `<p>${escapeHtml(error instanceof Error ? error.message : String(error))}</p>`)
  }
  return page(response, 200, `Signed in as @${username}`, `<p>fid ${account.fid}. Return to the app.</p>`)
}

function page(response: ServerResponse, status: number, title: string, body: string): void {
  response
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'" })
    .end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}input,button{font:inherit;padding:.4rem;margin:.5rem 0;display:block}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`)
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
