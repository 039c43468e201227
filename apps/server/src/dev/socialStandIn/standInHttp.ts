import { randomBytes } from 'node:crypto'
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

/** A request to a stand-in endpoint, its form body (if any) already read. */
export interface StandInRequest {
  url: URL
  headers: IncomingHttpHeaders
  /** The application/x-www-form-urlencoded body of a POST; empty otherwise. */
  form: URLSearchParams
}

export interface StandInAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

export interface StandInRoute {
  method: 'GET' | 'POST'
  path: string
  answer(request: StandInRequest): StandInAnswer | Promise<StandInAnswer>
}

const MAX_FORM_BYTES = 64 * 1024

export async function readStandInRequest(request: IncomingMessage, baseUrl: string): Promise<StandInRequest> {
  const url = new URL(request.url ?? '/', baseUrl)
  let body = ''
  if (request.method === 'POST' && request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
    for await (const chunk of request) {
      body += chunk
      if (body.length > MAX_FORM_BYTES) throw new Error('The form body is too large')
    }
  }
  return { url, headers: request.headers, form: new URLSearchParams(body) }
}

export function sendAnswer(response: ServerResponse, answer: StandInAnswer): void {
  response.writeHead(answer.status, { 'cache-control': 'no-store', ...answer.headers }).end(answer.body)
}

/** A token, code or id from the CSPRNG, base64url. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

export function jsonAnswer(status: number, data: unknown, headers: Record<string, string> = {}): StandInAnswer {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(data) }
}

export function formAnswer(status: number, fields: Record<string, string>): StandInAnswer {
  return { status, headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }, body: new URLSearchParams(fields).toString() }
}

export function redirectAnswer(location: string): StandInAnswer {
  return { status: 302, headers: { location }, body: '' }
}

/** The person sent back to the client's redirect URI with these query parameters (and a fragment: Facebook adds `#_=_`). */
export function redirectBack(redirectUri: string, fields: Record<string, string>, fragment = ''): StandInAnswer {
  const target = new URL(redirectUri)
  for (const [name, value] of Object.entries(fields)) target.searchParams.set(name, value)
  target.hash = fragment
  return redirectAnswer(target.toString())
}

/** The page a provider shows when it cannot even send the person back (an unknown client, a redirect URI not registered). */
export function errorPage(status: number, title: string, text: string): StandInAnswer {
  return htmlAnswer(status, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`)
}

/**
 * response_mode=form_post: a page that posts the fields to the callback as soon as it loads, as a
 * browser does with the real provider's. Its markup is the one oidc-provider writes for Google, so
 * signInAtDevOidcProvider reads both the same way.
 */
export function formPostPage(action: string, fields: Record<string, string>): StandInAnswer {
  const inputs = Object.entries(fields).map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}"/>`)
  return htmlAnswer(
    200,
    'Submitting Callback',
    `<form method="post" action="${escapeHtml(action)}">
    ${inputs.join('\n    ')}
    <noscript><button type="submit">Continue</button></noscript>
  </form>
  <script>document.forms[0].submit()</script>`,
  )
}

function htmlAnswer(status: number, title: string, body: string): StandInAnswer {
  return {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>
  ${body}
</body></html>`,
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** The client's id and secret from an `Authorization: Basic` header (client_secret_basic), or undefined. */
export function basicCredentials(request: StandInRequest): { id: string; secret: string } | undefined {
  const encoded = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(request.headers.authorization ?? '')?.[1]
  if (!encoded) return undefined
  const decoded = Buffer.from(encoded, 'base64').toString('utf8')
  const separator = decoded.indexOf(':')
  return separator < 0 ? undefined : { id: decoded.slice(0, separator), secret: decoded.slice(separator + 1) }
}

/** The access token of an `Authorization: <scheme> <token>` header, for one of the schemes the provider takes. */
export function authorizationToken(request: StandInRequest, schemes: readonly string[]): string | undefined {
  const match = /^(\S+) (\S+)$/.exec(request.headers.authorization ?? '')
  return match && schemes.some((scheme) => scheme.toLowerCase() === match[1]!.toLowerCase()) ? match[2] : undefined
}
