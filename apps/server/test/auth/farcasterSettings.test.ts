import { describe, expect, it } from 'vitest'
import { farcasterSettingsFromEnv } from '../../src/auth/farcaster/farcasterSettingsFromEnv.ts'
import { ConfigError } from '../../src/serverConfig.ts'

describe('Farcaster login settings from the environment', () => {
  it('outside dev mode it is off without an Optimism RPC node, which the custody check needs', () => {
    expect(farcasterSettingsFromEnv({}, { devMode: false })).toBeUndefined()
  })

  it('outside dev mode a relay or domain without the Optimism RPC node is refused', () => {
    expect(() => farcasterSettingsFromEnv({ FOYER_FARCASTER_DOMAIN: 'app.example.com' }, { devMode: false })).toThrow(
      new ConfigError('Invalid environment: FOYER_FARCASTER_OPTIMISM_RPC_URL is required for Farcaster login outside dev mode'),
    )
  })

  it("with an Optimism RPC node it uses Farcaster's relay unless told otherwise", () => {
    expect(farcasterSettingsFromEnv({ FOYER_FARCASTER_OPTIMISM_RPC_URL: 'https://op.example/rpc' }, { devMode: false })).toEqual({
      relayUrl: 'https://relay.farcaster.xyz',
      optimismRpcUrl: 'https://op.example/rpc',
      domain: undefined,
    })
  })

  it('in dev mode it is on, with no relay URL so the local stand-in is started', () => {
    expect(farcasterSettingsFromEnv({}, { devMode: true })).toEqual({ relayUrl: undefined, optimismRpcUrl: undefined, domain: undefined })
  })

  it('a relay URL that is not a URL is named', () => {
    expect(() => farcasterSettingsFromEnv({ FOYER_FARCASTER_RELAY_URL: 'relay' }, { devMode: true })).toThrow(/^Invalid environment: FOYER_FARCASTER_\*: relayUrl must be an http\(s\) URL/)
  })
})
