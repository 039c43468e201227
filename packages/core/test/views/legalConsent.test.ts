import { describe, expect, it } from 'vitest'
import { resolveOptions } from '../../src/options.ts'
import { memoryStorage, STORAGE_KEYS } from '../../src/storage.ts'
import { legalAccepted, legalPages, rememberLegalAccepted, walletsCollapsed } from '../../src/views/legalConsent.ts'
import { mainnet } from '../fixtures/networks.ts'

const options = (extra: Parameters<typeof resolveOptions>[0] extends infer O ? Partial<O> : never) => resolveOptions({ networks: [mainnet], ...extra })

describe('the Connect view’s terms and privacy box (features.legalCheckbox)', () => {
  it('links the pages the host gave, only with the feature on', () => {
    expect(legalPages(options({ features: { legalCheckbox: true }, termsConditionsUrl: 'https://shop.example/terms', privacyPolicyUrl: 'https://shop.example/privacy' }))).toEqual({
      terms: 'https://shop.example/terms',
      privacy: 'https://shop.example/privacy',
    })
    expect(legalPages(options({ features: { legalCheckbox: true }, termsConditionsUrl: 'https://shop.example/terms' }))).toEqual({ terms: 'https://shop.example/terms' })
    expect(legalPages(options({ termsConditionsUrl: 'https://shop.example/terms' }))).toBeUndefined()
  })

  it('a ticked box is remembered in this browser; unticking forgets it', () => {
    const storage = memoryStorage()
    expect(legalAccepted(storage)).toBe(false)
    rememberLegalAccepted(storage, true)
    expect(storage.getItem(STORAGE_KEYS.LEGAL_ACCEPTED)).toBe('true')
    expect(legalAccepted(storage)).toBe(true)
    rememberLegalAccepted(storage, false)
    expect(legalAccepted(storage)).toBe(false)
  })
})

describe('the wallet list behind "Continue with a wallet"', () => {
  it('with collapseWallets; or beside email login with emailShowWallets off; never otherwise', () => {
    expect(walletsCollapsed(options({ features: { collapseWallets: true } }), false)).toBe(true)
    expect(walletsCollapsed(options({ features: { emailShowWallets: false } }), true)).toBe(true)
    expect(walletsCollapsed(options({ features: { emailShowWallets: false } }), false)).toBe(false)
    expect(walletsCollapsed(options({}), true)).toBe(false)
  })
})
