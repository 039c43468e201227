import { mnemonicToEntropy } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { describe, expect, it } from 'vitest'
import { polkadotMiniSecret, polkadotTestKey } from '../src/testing/testKeys.ts'

/** Substrate's development phrase: its //Alice and //Bob are the best-known accounts there are. */
const DEV_PHRASE = 'bottom drive obey lake curtain smoke basket hold race lonely fit walk'

describe('test keys', () => {
  it('derive as Polkadot.js does: the dev phrase’s //Alice and //Bob', () => {
    const miniSecret = polkadotMiniSecret(mnemonicToEntropy(DEV_PHRASE, wordlist))
    expect(polkadotTestKey(miniSecret, '//Alice').address).toBe('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')
    expect(polkadotTestKey(miniSecret, '//Bob').address).toBe('5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty')
  })

  it('refuses soft junctions', () => {
    expect(() => polkadotTestKey(new Uint8Array(32), '/soft')).toThrow('hard junctions only')
  })
})
