import { describe, expect, it } from 'vitest'
import { preferredWalletLink, reusesPairing, walletLink } from '../src/walletLinks.ts'

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
