/**
 * Where a visitor gets a wallet they do not have (a registry listing's store fields, spec §3 plus
 * chrome_store, firefox_store, app_store, play_store, desktop_download): the links the "Get
 * <wallet>" views offer, the ones this device can use first.
 */
export type WalletDownloadKind = 'chrome' | 'firefox' | 'ios' | 'android' | 'desktop' | 'website'

export interface WalletDownload {
  kind: WalletDownloadKind
  url: string
}

/** The fields of a listing (or a host's custom wallet) that say where to get it. */
export interface WalletDownloadFields {
  chrome_store?: string | null
  firefox_store?: string | null
  app_store?: string | null
  play_store?: string | null
  desktop_download?: string | null
  homepage?: string | null
}

const FIELDS: Record<WalletDownloadKind, keyof WalletDownloadFields> = {
  chrome: 'chrome_store',
  firefox: 'firefox_store',
  ios: 'app_store',
  android: 'play_store',
  desktop: 'desktop_download',
  website: 'homepage',
}

/**
 * The listing's download links, https only, in the order this device wants them: on an iPhone the
 * App Store first, on Android Google Play, on a computer this browser's extension; the website last.
 */
export function walletDownloads(listing: WalletDownloadFields, userAgent: string): WalletDownload[] {
  return orderFor(userAgent).flatMap((kind) => {
    const url = listing[FIELDS[kind]]
    return url && /^https:\/\//i.test(url) ? [{ kind, url }] : []
  })
}

/** Whether the listing says where to get the wallet beyond its website (the QR view then offers "Get <wallet>"). */
export function hasWalletDownloads(listing: WalletDownloadFields): boolean {
  return walletDownloads(listing, '').some((download) => download.kind !== 'website')
}

function orderFor(userAgent: string): WalletDownloadKind[] {
  if (/iPhone|iPad|iPod/.test(userAgent)) return ['ios', 'android', 'chrome', 'firefox', 'desktop', 'website']
  if (/Android/.test(userAgent)) return ['android', 'ios', 'chrome', 'firefox', 'desktop', 'website']
  if (/Firefox\//.test(userAgent)) return ['firefox', 'chrome', 'desktop', 'ios', 'android', 'website']
  return ['chrome', 'firefox', 'desktop', 'ios', 'android', 'website']
}
