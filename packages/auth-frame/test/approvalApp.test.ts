import { describe, expect, it } from 'vitest'
import { cleanName, describeApprovalApp } from '../src/frame/approvalApp.ts'

const metadata = (name: string, icons: string[] = []) => ({ name, url: 'https://claims-to-be.example', icons })

describe('the app name never replaces the verified origin', () => {
  it('the origin is always the verified parent’s; the metadata’s name is only a claim beside it', () => {
    expect(describeApprovalApp('https://shop.example', metadata('MetaMask'))).toEqual({ origin: 'shop.example', claimedName: 'MetaMask' })
    // A name that looks like another site is still only a claim: the origin stays.
    expect(describeApprovalApp('https://evil.example', metadata('wallet.foyer.dev'))).toEqual({ origin: 'evil.example', claimedName: 'wallet.foyer.dev' })
  })

  it('without a name, or with the origin as its name, there is no claim, and the origin is still shown', () => {
    expect(describeApprovalApp('https://shop.example', undefined)).toEqual({ origin: 'shop.example' })
    expect(describeApprovalApp('https://shop.example', metadata('   '))).toEqual({ origin: 'shop.example' })
    expect(describeApprovalApp('https://shop.example', metadata('Shop.Example'))).toEqual({ origin: 'shop.example' })
  })

  it('a page served over plain http is shown with its scheme, a port with its port', () => {
    expect(describeApprovalApp('http://127.0.0.1:5173', metadata('Foyer demo')).origin).toBe('http://127.0.0.1:5173')
    expect(describeApprovalApp('https://shop.example:8443', undefined).origin).toBe('shop.example:8443')
  })

  it('the claimed name cannot reorder or hide text (bidi overrides, zero-width, line breaks) and is clipped', () => {
    expect(cleanName('Meta\u202EksaMat\u200Be\nWallet\u0000')).toBe('MetaksaMate Wallet')
    const long = cleanName('A'.repeat(100))
    expect([...long]).toHaveLength(40)
    expect(long.endsWith('…')).toBe(true)
  })

  it('only a web or data-image icon is used', () => {
    expect(describeApprovalApp('https://shop.example', metadata('Shop', ['javascript:alert(1)', 'https://shop.example/icon.png'])).icon).toBe('https://shop.example/icon.png')
    expect(describeApprovalApp('https://shop.example', metadata('Shop', ['javascript:alert(1)'])).icon).toBeUndefined()
  })
})
