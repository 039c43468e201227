import { readSignInMessage, verifyPolkadotSignature } from '@foyer/siwx-verify'
import { describe, expect, it } from 'vitest'
import { injectedConnector } from '../src/injectedConnector.ts'
import { polkadotNamespace } from '../src/polkadot/polkadotNamespace.ts'
import { createPolkadotTestExtension } from '../src/testing/index.ts'
import { ALICE, ALICE_KUSAMA, BOB, kusama } from './support.ts'

const format = await (await polkadotNamespace.load()).siwx!()
const data = (accountAddress: string, statement?: string) => ({
  accountAddress,
  chainId: kusama.caipNetworkId,
  domain: 'shop.example',
  uri: 'https://shop.example/login',
  version: '1',
  nonce: 'n0nce123',
  issuedAt: '2026-11-29T12:00:00.000Z',
  ...(statement && { statement }),
})

describe('sign-in with a Polkadot account (the polkadot module’s format)', () => {
  it('writes the CAIP-122 text the Foyer server reads: "your Polkadot account", the address as the network writes it, the CAIP-2 chain', () => {
    for (const statement of [undefined, 'Sign in to the shop']) {
      const read = readSignInMessage(format.text(data(format.address(` ${ALICE_KUSAMA} `), statement)))
      if ('problem' in read) throw new Error(read.problem)
      expect(read.signIn.data).toMatchObject({ domain: 'shop.example', accountAddress: ALICE_KUSAMA, chainId: kusama.caipNetworkId, nonce: 'n0nce123', ...(statement && { statement }) })
    }
    expect(format.signatureType).toBe('polkadot:sr25519')
  })

  it('the text signed by an extension’s signRaw (the connector’s signMessage) verifies with sr25519 over the wrapped bytes; another text or another key does not', async () => {
    const window = {}
    createPolkadotTestExtension({ accounts: [{ key: ALICE }, { key: BOB }] }).install(window)
    const provider = (window as { injectedWeb3: Record<string, Parameters<typeof injectedConnector>[0]> }).injectedWeb3['polkadot-js']!
    const connector = injectedConnector(provider, { id: 'polkadot:polkadot-js', name: 'Polkadot.js', appName: 'Shop' })
    const { addresses } = await connector.connect({ network: kusama })
    expect(addresses[0]).toBe(ALICE_KUSAMA)
    const text = format.text(data(format.address(ALICE_KUSAMA)))
    const signature = await connector.signMessage({ message: text, address: ALICE_KUSAMA })
    expect(verifyPolkadotSignature(ALICE_KUSAMA, text, signature)).toBe('sr25519')
    expect(verifyPolkadotSignature(ALICE_KUSAMA, `${text} `, signature)).toBeUndefined()
    expect(verifyPolkadotSignature(addresses[1]!, text, signature)).toBeUndefined()
  })
})
