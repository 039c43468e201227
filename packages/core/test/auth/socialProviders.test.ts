import { describe, expect, it } from 'vitest'
import { availableSocials, isIosSafari, telegramPlatform } from '../../src/auth/socialProviders.ts'
import { SOCIAL_PROVIDERS } from '../../src/options.ts'

const UA = {
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0 Mobile Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0 Safari/537.36',
}

describe('social providers in Telegram (spec §5)', () => {
  it('outside Telegram every provider the host listed stays, in its order', () => {
    expect(availableSocials(SOCIAL_PROVIDERS, { isTelegram: false, platform: 'ios' })).toEqual([...SOCIAL_PROVIDERS])
  })

  it('Telegram on iOS removes google', () => {
    expect(availableSocials(SOCIAL_PROVIDERS, { isTelegram: true, platform: telegramPlatform(UA.iphoneSafari) })).toEqual(['x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('Telegram on a Mac removes x', () => {
    expect(availableSocials(SOCIAL_PROVIDERS, { isTelegram: true, platform: telegramPlatform(UA.mac) })).toEqual(['google', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })

  it('Telegram on Android removes facebook and x', () => {
    expect(availableSocials(SOCIAL_PROVIDERS, { isTelegram: true, platform: telegramPlatform(UA.android) })).toEqual(['google', 'discord', 'farcaster', 'github', 'apple'])
  })

  it('Telegram elsewhere removes nothing, and socials turned off stay off', () => {
    expect(availableSocials(['google', 'x'], { isTelegram: true, platform: telegramPlatform(UA.windows) })).toEqual(['google', 'x'])
    expect(availableSocials(false, { isTelegram: false, platform: 'other' })).toEqual([])
  })
})

describe('iOS Safari (the redirect fallback instead of a popup)', () => {
  it('Safari on an iPhone is iOS Safari; Chrome on an iPhone and Safari on a Mac are not', () => {
    expect(isIosSafari(UA.iphoneSafari)).toBe(true)
    expect(isIosSafari(UA.iphoneChrome)).toBe(false)
    expect(isIosSafari(UA.mac)).toBe(false)
  })
})
