import { describe, expect, it } from 'vitest'
import { isMobileBrowser, reusesPairing } from '../src/browserEnvironment.ts'

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
