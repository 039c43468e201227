import { describe, expect, it } from 'vitest'
import { decodeBitcoinAddress } from '../../../src/namespaces/bip122/bitcoinAddress.ts'

describe('Bitcoin addresses by BIP-173, BIP-350 and base58check', () => {
  it.each([
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', { network: 'mainnet', type: 'p2wpkh' }],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', { network: 'mainnet', type: 'p2wpkh' }],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', { network: 'testnet', type: 'p2wsh' }],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', { network: 'mainnet', type: 'p2tr' }],
    ['bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', { network: 'regtest', type: 'p2wpkh' }],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', { network: 'mainnet', type: 'p2pkh' }],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', { network: 'mainnet', type: 'p2sh' }],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', { network: 'testnet', type: 'p2pkh' }],
    ['2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', { network: 'testnet', type: 'p2sh' }],
  ])('reads %s', (address, expected) => {
    expect(decodeBitcoinAddress(address)).toEqual(expected)
  })

  it.each([
    ['a bech32 checksum off by one character', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5'],
    ['segwit v0 written with bech32m’s checksum (BIP-350)', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh'],
    ['taproot written with bech32’s checksum (BIP-350)', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd'],
    ['mixed case', 'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['another chain’s prefix', 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9'],
    ['a base58 checksum off by one character', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3'],
    ['an EVM address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['a Solana address', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    ['nothing', ''],
  ])('refuses %s', (_case, address) => {
    expect(decodeBitcoinAddress(address)).toBeUndefined()
  })
})
