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

/** Which link of a listing to offer in this browser: native first on a phone, desktop or web app otherwise. */
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

/**
 * On Telegram and iOS Safari a pairing is reused until it expires (spec §4): those browsers lose
 * the page while the visitor is in the wallet, and a new pairing would orphan the one the wallet holds.
 */
export function reusesPairing(env: { userAgent: string; isTelegram: boolean }): boolean {
  if (env.isTelegram) return true
  const ios = /iPhone|iPad|iPod/.test(env.userAgent)
  const safari = /Safari\//.test(env.userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(env.userAgent)
  return ios && safari
}
