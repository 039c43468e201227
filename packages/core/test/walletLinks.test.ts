import { describe, expect, it } from 'vitest'
import { preferredWalletLink, walletLink, walletRedirectLink } from '../src/walletLinks.ts'

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
