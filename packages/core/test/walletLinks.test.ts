import { describe, expect, it } from 'vitest'
import { isMobileBrowser, preferredWalletLink, reusesPairing, walletLink, walletRedirectLink } from '../src/walletLinks.ts'

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=587d&expiryTimestamp=1700000300'
const encoded = encodeURIComponent(uri)

describe('walletLink', () => {
  it('appends wc?uri= to a universal link, with the URI percent-encoded', () => {
    expect(walletLink('https://wallet.example/', uri)).toBe(`https://wallet.example/wc?uri=${encoded}`)
    expect(walletLink('https://wallet.example/app', uri)).toBe(`https://wallet.example/app/wc?uri=${encoded}`)
  })

  it('turns every spelling of a native scheme into scheme://wc?uri=', () => {
    for (const link of ['metamask:', 'metamask://', 'metamask:///']) {
      expect(walletLink(link, uri)).toBe(`metamask://wc?uri=${encoded}`)
    }
    expect(walletLink('trust://open/', uri)).toBe(`trust://open/wc?uri=${encoded}`)
  })

  it('keeps the whole pairing URI recoverable from the link', () => {
    const link = new URL(walletLink('https://wallet.example', uri))
    expect(link.searchParams.get('uri')).toBe(uri)
  })
})

describe('preferredWalletLink', () => {
  const listing = { mobile_link: 'rainbow://', desktop_link: null, webapp_link: 'https://rainbow.example' }

  it('offers the native link on a phone', () => {
    expect(preferredWalletLink(listing, true)).toEqual({ kind: 'mobile', link: 'rainbow://' })
  })

  it('offers the desktop link, else the web app, on a desktop', () => {
    expect(preferredWalletLink(listing, false)).toEqual({ kind: 'webapp', link: 'https://rainbow.example' })
    expect(preferredWalletLink({ ...listing, desktop_link: 'rainbow-desktop://' }, false)).toEqual({ kind: 'desktop', link: 'rainbow-desktop://' })
  })

  it('offers nothing for a listing without links', () => {
    expect(preferredWalletLink({ mobile_link: null, desktop_link: null, webapp_link: null }, true)).toBeUndefined()
  })
})

describe('reusesPairing: on Telegram or iOS Safari a pairing is reused until expired', () => {
  const iosSafari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
  const iosChrome = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1'
  const desktopChrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'

  it('reuses on iOS Safari', () => expect(reusesPairing({ userAgent: iosSafari, isTelegram: false })).toBe(true))
  it('reuses inside Telegram whatever the browser', () => expect(reusesPairing({ userAgent: desktopChrome, isTelegram: true })).toBe(true))
  it('makes a new pairing in Chrome on iOS and on desktop', () => {
    expect(reusesPairing({ userAgent: iosChrome, isTelegram: false })).toBe(false)
    expect(reusesPairing({ userAgent: desktopChrome, isTelegram: false })).toBe(false)
  })
})

describe('isMobileBrowser: a phone or tablet, where a wallet is an app on the same device', () => {
  it('is true for Android, iPhone and iPad browsers', () => {
    expect(isMobileBrowser('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36')).toBe(true)
    expect(isMobileBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe(true)
    expect(isMobileBrowser('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe(true)
  })

  it('is false for a desktop browser and where there is no user agent', () => {
    expect(isMobileBrowser('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36')).toBe(false)
    expect(isMobileBrowser('')).toBe(false)
  })
})

describe('walletRedirectLink: where a connected wallet is reopened for its next request', () => {
  it('takes the universal link first, then the native scheme', () => {
    expect(walletRedirectLink({ native: 'rainbow://', universal: 'https://rnbwapp.com' })).toBe('https://rnbwapp.com')
    expect(walletRedirectLink({ native: 'rainbow://' })).toBe('rainbow://')
  })

  it('answers nothing for a wallet that declared no redirect', () => {
    expect(walletRedirectLink(undefined)).toBeUndefined()
    expect(walletRedirectLink({})).toBeUndefined()
    expect(walletRedirectLink({ universal: '  ', native: '' })).toBeUndefined()
  })

  it("never opens a script, data or file URL a wallet's metadata carries", () => {
    for (const link of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd', 'vbscript:x', 'blob:https://a/b']) {
      expect(walletRedirectLink({ native: link })).toBeUndefined()
      expect(walletRedirectLink({ universal: link })).toBeUndefined()
    }
  })
})
