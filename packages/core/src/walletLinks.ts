/**
 * Links that hand a pairing URI to a wallet (spec §3 wallet listing: mobile_link, desktop_link,
 * webapp_link). Wallets agree on one shape: the wallet's own link, then `wc?uri=` and the URI,
 * percent-encoded so its own `?` and `&` survive.
 */
export function walletLink(link: string, uri: string): string {
  const encoded = encodeURIComponent(uri)
  if (/^https?:\/\//i.test(link)) return `${link.replace(/\/+$/, '')}/wc?uri=${encoded}`
  // A native scheme: `metamask:`, `metamask://` and `metamask://path/` all become `metamask://…/wc`.
  const [scheme, rest = ''] = link.split(/:(?:\/\/)?/, 2)
  const path = rest.replace(/\/+$/, '')
  return `${scheme}://${path ? `${path}/` : ''}wc?uri=${encoded}`
}

/**
 * Hands a link to the wallet it names. A universal (https) link opens in a new tab: the wallet's
 * app takes it where installed, its page where not, and this page stays where the visitor left it.
 * A native scheme is followed in place: the app opens, or nothing happens where it is missing.
 * (A new tab needs the visitor's recent click; without one the browser may block it, which is why
 * the views that call this also show the link as a button.)
 */
export function openWalletLink(href: string): void {
  if (/^https?:\/\//i.test(href)) window.open(href, '_blank', 'noopener,noreferrer')
  else window.location.assign(href)
}

/**
 * Where to reopen a connected wallet for its next request: the redirect it declared in its
 * WalletConnect metadata, its universal link first (it works whether or not the app is installed).
 */
export function walletRedirectLink(redirect: { native?: string; universal?: string } | undefined): string | undefined {
  const universal = redirect?.universal?.trim()
  if (universal && /^https?:\/\//i.test(universal)) return universal
  const native = redirect?.native?.trim()
  // A native scheme, never a script or data URL a wallet's metadata might carry.
  if (native && /^[a-z][a-z0-9+.-]*:/i.test(native) && !/^(?:javascript|data|vbscript|file|blob|https?):/i.test(native)) return native
  return undefined
}

/** Which link of a listing to offer in this browser: the phone's own link first on a phone, desktop or web app otherwise. */
export function preferredWalletLink(
  listing: { mobile_link?: string | null; desktop_link?: string | null; webapp_link?: string | null },
  isMobile: boolean,
): { kind: 'mobile' | 'desktop' | 'webapp'; link: string } | undefined {
  const order = isMobile ? (['mobile', 'webapp'] as const) : (['desktop', 'webapp'] as const)
  for (const kind of order) {
    const link = listing[`${kind}_link`]
    if (link) return { kind, link }
  }
  return undefined
}
