/**
 * Goes through the dev OpenID provider's login as a person in a browser would, with plain fetch and
 * a cookie jar: opens the authorization URL, fills in the login form, accepts (or cancels) the
 * consent form, and stops where the provider hands the visitor back to the app — a redirect to
 * the callback, or (response_mode=form_post) the form the browser would post there.
 */

export type ProviderAnswer = { kind: 'redirect'; url: string } | { kind: 'formPost'; action: string; fields: Record<string, string> }

export interface DevLoginOptions {
  login: string
  password?: string
  /** Press Cancel on the consent form instead of Continue: the provider answers error=access_denied. */
  cancelConsent?: boolean
}

const MAX_STEPS = 20

export async function signInAtDevOidcProvider(authorizationUrl: string, options: DevLoginOptions): Promise<ProviderAnswer> {
  const providerOrigin = new URL(authorizationUrl).origin
  const cookies = new Map<string, string>()
  let next: { url: string; init?: RequestInit } = { url: authorizationUrl }

  for (let step = 0; step < MAX_STEPS; step++) {
    const response = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { ...(next.init?.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    keepCookies(cookies, response.headers.getSetCookie())
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      const target = new URL(location, next.url).toString()
      await response.body?.cancel()
      if (new URL(target).origin !== providerOrigin) return { kind: 'redirect', url: target }
      next = { url: target }
      continue
    }
    const page = await response.text()
    if (response.status !== 200) throw new Error(`The dev OpenID provider answered ${response.status} at ${next.url}: ${page.slice(0, 300)}`)

    const prompt = /name="prompt" value="(login|consent)"/.exec(page)?.[1]
    if (prompt) {
      const action = new URL(decodeHtml(/<form[^>]*action="([^"]+)"/.exec(page)![1]!), next.url).toString()
      if (prompt === 'consent' && options.cancelConsent) {
        next = { url: new URL(decodeHtml(/<a href="([^"]+)">\[ Cancel \]<\/a>/.exec(page)![1]!), next.url).toString() }
        continue
      }
      const fields: Record<string, string> = prompt === 'login' ? { prompt, login: options.login, password: options.password ?? 'any password' } : { prompt }
      next = { url: action, init: formPost(fields) }
      continue
    }
    const postBack = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(page)
    if (postBack) {
      const fields = Object.fromEntries([...postBack[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [m[1]!, decodeHtml(m[2]!)]))
      return { kind: 'formPost', action: decodeHtml(postBack[1]!), fields }
    }
    throw new Error(`Unexpected page from the dev OpenID provider at ${next.url}: ${page.slice(0, 300)}`)
  }
  throw new Error(`The dev OpenID provider did not send the visitor back within ${MAX_STEPS} steps`)
}

/** The request a browser makes when it submits a form. */
export function formPost(fields: Record<string, string>): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() }
}

function keepCookies(jar: Map<string, string>, setCookies: string[]): void {
  for (const line of setCookies) {
    const [pair, ...attributes] = line.split(';')
    const separator = pair!.indexOf('=')
    const name = pair!.slice(0, separator).trim()
    const value = pair!.slice(separator + 1).trim()
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now()))
    if (expired || value === '') jar.delete(name)
    else jar.set(name, value)
  }
}

function decodeHtml(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|amp|lt|gt|quot|apos);/gi, (entity, code: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
    if (named[code.toLowerCase()]) return named[code.toLowerCase()]!
    const number = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
    return Number.isFinite(number) ? String.fromCodePoint(number) : entity
  })
}
