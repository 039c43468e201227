import { readSignInMessage, verifyBip322Simple } from '@foyer/siwx-verify'
import { signBip322Simple } from '@foyer/siwx-verify/bip322-signer'
import { describe, expect, it } from 'vitest'
import { bitcoinNamespace } from '../src/bip122/bitcoinNamespace.ts'
import { BITCOIN_NETWORKS } from '../src/bitcoinNetwork.ts'
import { bitcoinTestAccount } from '../src/testing/testKeys.ts'

const format = await (await bitcoinNamespace.load()).siwx!()
const account = bitcoinTestAccount(new Uint8Array(32).fill(5), 'regtest')
const chainId = `bip122:${BITCOIN_NETWORKS.regtest}` as const
const data = (accountAddress: string, statement?: string) => ({
  accountAddress,
  chainId,
  domain: 'shop.example',
  uri: 'https://shop.example/login',
  version: '1',
  nonce: 'n0nce123',
  issuedAt: '2026-11-29T12:00:00.000Z',
  ...(statement && { statement }),
})

describe('sign-in with a Bitcoin account (the bip122 module’s format)', () => {
  it('writes the CAIP-122 text the Foyer server reads: "your Bitcoin account", the address in lower case, the CAIP-2 chain', () => {
    for (const statement of [undefined, 'Sign in to the shop']) {
      const read = readSignInMessage(format.text(data(format.address(account.payment.address.toUpperCase()), statement)))
      if ('problem' in read) throw new Error(read.problem)
      expect(read.signIn.data).toMatchObject({ domain: 'shop.example', accountAddress: account.payment.address, chainId, nonce: 'n0nce123', ...(statement && { statement }) })
    }
    expect(format.signatureType).toBe('bip122:bip322-simple')
  })

  it('a P2WPKH or P2TR account’s BIP-322 signature of that text verifies; another message’s does not', () => {
    for (const key of [account.payment, account.ordinals]) {
      const text = format.text(data(key.address))
      const signature = signBip322Simple(key.privateKey, key.address, text)
      expect(verifyBip322Simple(key.address, text, signature)).toBe(true)
      expect(verifyBip322Simple(key.address, `${text} `, signature)).toBe(false)
    }
  })
})
