import { THROWN } from '../src/errors.ts'
import { describe, expect, it } from 'vitest'
import { DEFAULT_ACCOUNT_TYPES, DEFAULT_FEATURES, FoyerOptionsError, SOCIAL_PROVIDERS, resolveOptions, type FoyerOptions } from '../src/options.ts'
import { mainnet, solana } from './fixtures/networks.ts'

const base: FoyerOptions = { networks: [mainnet] }

/** Resolves deliberately wrong options, as a host writing plain JavaScript could pass them. */
function resolveLoose(options: Record<string, unknown>) {
  return resolveOptions({ ...base, ...options } as unknown as FoyerOptions)
}

describe('option defaults (spec §1, §9)', () => {
  it('every feature is on unless set to false', () => {
    const { features } = resolveOptions(base)
    for (const name of ['swaps', 'onramp', 'receive', 'send', 'email', 'emailShowWallets', 'history', 'analytics', 'allWallets', 'accountNames'] as const) {
      expect(features[name], name).toBe(true)
    }
    expect(features.socials).toEqual([...SOCIAL_PROVIDERS])
  })

  it('legalCheckbox, smartSessions and collapseWallets are off by default', () => {
    const { features } = resolveOptions(base)
    expect(features.legalCheckbox).toBe(false)
    expect(features.smartSessions).toBe(false)
    expect(features.collapseWallets).toBe(false)
  })

  it('a feature set to false is off and the others keep their defaults', () => {
    const { features } = resolveOptions({ ...base, features: { swaps: false, collapseWallets: true } })
    expect(features).toEqual({ ...DEFAULT_FEATURES, swaps: false, collapseWallets: true })
  })

  it('legalCheckbox needs the terms or the privacy page it asks the visitor to agree to; each must be an http(s) URL', () => {
    expect(() => resolveOptions({ ...base, features: { legalCheckbox: true } })).toThrow(THROWN.LEGAL_CHECKBOX_WITHOUT_URLS)
    expect(resolveOptions({ ...base, features: { legalCheckbox: true }, privacyPolicyUrl: 'https://shop.example/privacy' }).features.legalCheckbox).toBe(true)
    expect(() => resolveOptions({ ...base, features: { legalCheckbox: true }, termsConditionsUrl: 'javascript:alert(1)' })).toThrow(/termsConditionsUrl/)
  })

  it('the default theme is dark', () => {
    expect(resolveOptions(base).themeMode).toBe('dark')
    expect(resolveOptions({ ...base, themeMode: 'light' }).themeMode).toBe('light')
  })

  it('default account types: eip155 smartAccount, solana and polkadot eoa, bip122 payment', () => {
    expect(resolveOptions(base).defaultAccountTypes).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
  })

  it('a host account type overrides only its namespace', () => {
    expect(resolveOptions({ ...base, defaultAccountTypes: { eip155: 'eoa' } }).defaultAccountTypes).toEqual({
      ...DEFAULT_ACCOUNT_TYPES,
      eip155: 'eoa',
    })
  })

  it('network switching is on and unsupported chains are not allowed by default', () => {
    const resolved = resolveOptions(base)
    expect(resolved.enableNetworkSwitch).toBe(true)
    expect(resolved.allowUnsupportedChain).toBe(false)
    expect(resolved.enableEmbedded).toBe(false)
  })

  it('without an api url there is no Foyer server (none is assumed); a given one loses its trailing slash', () => {
    expect(resolveOptions(base).apiUrl).toBeUndefined()
    expect(resolveOptions({ ...base, apiUrl: 'https://api.example/' }).apiUrl).toBe('https://api.example')
  })

  it("the relay defaults to the Foyer server's own, <apiUrl>/ws over ws(s); without a server, only the host's relayUrl", () => {
    expect(resolveOptions({ ...base, apiUrl: 'http://127.0.0.1:4400' }).relayUrl).toBe('ws://127.0.0.1:4400/ws')
    expect(resolveOptions({ ...base, apiUrl: 'https://api.example/' }).relayUrl).toBe('wss://api.example/ws')
    expect(resolveOptions({ ...base, relayUrl: 'wss://relay.walletconnect.org' }).relayUrl).toBe('wss://relay.walletconnect.org')
    expect(resolveOptions(base).relayUrl).toBeUndefined()
  })

  it('without a Foyer server the networks must be listed: only a server brings its own', () => {
    expect(() => resolveOptions({})).toThrow(new FoyerOptionsError(THROWN.NO_NETWORKS_WITHOUT_SERVER))
    expect(resolveOptions({ apiUrl: 'https://api.example' }).networks).toBeUndefined()
  })

  it("without a Foyer server sign-in needs the host's own nonces and sessions (a strategy, or a messenger and a storage)", () => {
    const messenger = { createMessage: async () => ({ toString: () => '' }) as never }
    const storage = { add: async () => undefined, set: async () => undefined, get: async () => [], delete: async () => undefined }
    expect(() => resolveOptions({ ...base, siwx: {} })).toThrow(new FoyerOptionsError(THROWN.SIWX_WITHOUT_SERVER))
    expect(() => resolveOptions({ ...base, siwx: { messenger } })).toThrow(new FoyerOptionsError(THROWN.SIWX_WITHOUT_SERVER))
    expect(resolveOptions({ ...base, siwx: { messenger, storage } }).siwx).toEqual({ messenger, storage })
    expect(resolveOptions({ ...base, apiUrl: 'https://api.example', siwx: {} }).siwx).toEqual({})
  })

  it('sdk type and version default to foyer and the react 1.7.3 version string', () => {
    const resolved = resolveOptions(base)
    expect(resolved.sdkType).toBe('foyer')
    expect(resolved.sdkVersion).toMatch(/1\.7\.3$/)
  })

  it('the options a host passes are kept', () => {
    const resolved = resolveOptions({ ...base, networks: [mainnet, solana], projectId: 'p1', featuredWalletIds: ['w1'] })
    expect(resolved.projectId).toBe('p1')
    expect(resolved.networks).toEqual([mainnet, solana])
    expect(resolved.featuredWalletIds).toEqual(['w1'])
  })
})

describe('refused options', () => {
  it('setting both siweConfig and siwx is refused', () => {
    expect(() => resolveOptions({ ...base, siwx: {}, siweConfig: {} })).toThrow(FoyerOptionsError)
    expect(() => resolveOptions({ ...base, siwx: {}, siweConfig: {} })).toThrow(/Setting both siweConfig and siwx/)
  })

  it('siwx alone is accepted', () => {
    expect(resolveOptions({ ...base, apiUrl: 'https://api.example', siwx: { required: true } }).siwx).toEqual({ required: true })
  })

  it('an empty networks list is refused with a message naming networks', () => {
    expect(() => resolveLoose({ networks: [] })).toThrow('Foyer options: networks must have at least 1 entry')
  })

  it('networks may be left out with a Foyer server (it then names them), but a value that is not a list is refused naming networks', () => {
    expect(resolveOptions({ apiUrl: 'https://api.example' } as FoyerOptions).networks).toBeUndefined()
    expect(() => resolveOptions({ networks: 'eip155:1' } as unknown as FoyerOptions)).toThrow('Foyer options: networks must be an array')
  })

  it('a network with an invalid CAIP-2 id is refused with a message naming its path', () => {
    expect(() => resolveLoose({ networks: [{ ...mainnet, caipNetworkId: 'eip155' }] })).toThrow(/networks\.0\.caipNetworkId/)
  })

  it('a relayUrl that is not ws:// or wss:// is refused with a message naming relayUrl', () => {
    expect(() => resolveLoose({ relayUrl: 'https://relay.example' })).toThrow(/relayUrl/)
  })

  it('a wrong themeMode is refused with a message naming themeMode', () => {
    expect(() => resolveLoose({ themeMode: 'blue' })).toThrow('Foyer options: themeMode must be one of "light", "dark"')
  })

  it('an unknown feature is refused with a message naming it', () => {
    expect(() => resolveLoose({ features: { teleport: true } })).toThrow('Foyer options: features.teleport is not a known feature')
  })

  it.each(['toString', 'constructor', '__proto__'])('an object-prototype name (%s) is not a known feature', (name) => {
    const features = JSON.parse(`{"${name}": true}`) as Record<string, unknown>
    expect(() => resolveLoose({ features })).toThrow(`features.${name} is not a known feature`)
  })

  it('a feature that is neither a boolean nor a social list is refused with a message naming it', () => {
    expect(() => resolveLoose({ features: { email: 'yes' } })).toThrow(/features\.email/)
  })

  it('maxSwapPriceImpact: 50 % by default; a host may set another percent above 0 and at most 100, or false to turn the ceiling off', () => {
    expect(resolveOptions(base).maxSwapPriceImpact).toBe(50)
    expect(resolveOptions({ ...base, maxSwapPriceImpact: 30 }).maxSwapPriceImpact).toBe(30)
    expect(resolveOptions({ ...base, maxSwapPriceImpact: 100 }).maxSwapPriceImpact).toBe(100)
    expect(resolveOptions({ ...base, maxSwapPriceImpact: false }).maxSwapPriceImpact).toBe(false)
    for (const bad of [0, -5, 100.5, Number.NaN, true, '30']) expect(() => resolveLoose({ maxSwapPriceImpact: bad }), String(bad)).toThrow(/^Foyer options: maxSwapPriceImpact /)
  })

  it('an apiUrl that is not a URL is refused with a message naming apiUrl', () => {
    expect(() => resolveLoose({ apiUrl: 'not a url' })).toThrow('Foyer options: apiUrl must be a URL')
  })

  it('an unknown social provider is refused with a message naming features.socials', () => {
    expect(() => resolveLoose({ features: { socials: ['myspace'] } })).toThrow(/features\.socials/)
  })

  it('a theme variable outside the --foyer- prefix is refused with a message naming themeVariables', () => {
    expect(() => resolveLoose({ themeVariables: { '--w3m-accent': 'red' } })).toThrow(/themeVariables/)
  })

  it('an unknown default account type is refused with a message naming defaultAccountTypes', () => {
    expect(() => resolveLoose({ defaultAccountTypes: { eip155: 'multisig' } })).toThrow(/defaultAccountTypes\.eip155/)
  })

  it('a network missing its name is refused naming the path and the type it needs', () => {
    const { name: _name, ...nameless } = mainnet
    expect(() => resolveLoose({ networks: [nameless] })).toThrow('Foyer options: networks.0.name must be a string')
  })

  it('a relayUrl over http is refused saying which schemes it takes', () => {
    expect(() => resolveLoose({ relayUrl: 'https://relay.example' })).toThrow('Foyer options: relayUrl must be a ws:// or wss:// URL')
  })

  it('a cspNonce that is not a base64 token is refused', () => {
    expect(() => resolveLoose({ cspNonce: 'a b' })).toThrow('Foyer options: cspNonce must be a base64 nonce of 8 to 256 characters')
    expect(resolveOptions({ ...base, cspNonce: 'r4nd0mN0nce==' }).cspNonce).toBe('r4nd0mN0nce==')
  })

  it('every refusal is a FoyerOptionsError', () => {
    expect(() => resolveLoose({ themeMode: 'blue' })).toThrow(FoyerOptionsError)
  })
})
