import { describe, expect, it } from 'vitest'
import { hasWalletDownloads, walletDownloads } from '../src/walletDownloads.ts'

const UA = {
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
}
const listing = {
  chrome_store: 'https://chromewebstore.google.com/detail/w/abc',
  firefox_store: 'https://addons.mozilla.org/firefox/addon/w/',
  app_store: 'https://apps.apple.com/app/w/id1',
  play_store: 'https://play.google.com/store/apps/details?id=w',
  desktop_download: 'https://w.example/download',
  homepage: 'https://w.example/',
}
const kinds = (userAgent: string, fields: Parameters<typeof walletDownloads>[0] = listing) => walletDownloads(fields, userAgent).map((download) => download.kind)

describe('where to get a wallet', () => {
  it('puts the links this device can use first: its browser’s extension on a computer, its app store on a phone; the website last', () => {
    expect(kinds(UA.chrome)).toEqual(['chrome', 'firefox', 'desktop', 'ios', 'android', 'website'])
    expect(kinds(UA.firefox)).toEqual(['firefox', 'chrome', 'desktop', 'ios', 'android', 'website'])
    expect(kinds(UA.iphone)).toEqual(['ios', 'android', 'chrome', 'firefox', 'desktop', 'website'])
    expect(kinds(UA.android)).toEqual(['android', 'ios', 'chrome', 'firefox', 'desktop', 'website'])
  })

  it('answers each link with the listing’s own URL', () => {
    expect(walletDownloads(listing, UA.iphone)[0]).toEqual({ kind: 'ios', url: listing.app_store })
  })

  it('leaves out missing links and any that is not https (a javascript: or plain-http link never becomes a link)', () => {
    const odd = { chrome_store: 'javascript:alert(1)', app_store: 'http://apps.example/w', play_store: null, homepage: 'https://w.example/' }
    expect(walletDownloads(odd, UA.chrome)).toEqual([{ kind: 'website', url: 'https://w.example/' }])
  })

  it('says whether a listing names a store or download beyond its website', () => {
    expect(hasWalletDownloads(listing)).toBe(true)
    expect(hasWalletDownloads({ homepage: 'https://w.example/' })).toBe(false)
    expect(hasWalletDownloads({ desktop_download: 'https://w.example/download' })).toBe(true)
  })
})
