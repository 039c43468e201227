import { describe, expect, it } from 'vitest'
import { decodeBitcoinAddress } from '../src/bip122/bitcoinAddress.ts'
import { bitcoinNamespace } from '../src/bip122/bitcoinNamespace.ts'

const { isValid, key } = bitcoinNamespace.address

describe('Bitcoin addresses (BIP-173, BIP-350, base58check)', () => {
  it.each([
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', { chain: 'mainnet', type: 'p2wpkh' }],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', { chain: 'testnet', type: 'p2wsh' }],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', { chain: 'mainnet', type: 'p2tr' }],
    ['bcrt1q6rhpng9evdsfnn833a4f4vej0asu6dk5srld6x', { chain: 'regtest', type: 'p2wpkh' }],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', { chain: 'mainnet', type: 'p2pkh' }],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', { chain: 'mainnet', type: 'p2sh' }],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', { chain: 'any-test', type: 'p2pkh' }],
    ['2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', { chain: 'any-test', type: 'p2sh' }],
  ])('%s is valid: %o', (address, decoded) => {
    expect(decodeBitcoinAddress(address)).toEqual(decoded)
    expect(isValid(`  ${address} `)).toBe(true)
  })

  it.each([
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'witness version 0 written in bech32m'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'witness version 1 written in bech32'],
    ['bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mixed case'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'a bad bech32 checksum'],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'a bad base58check checksum'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', 'a version 2 program of the wrong checksum variant'],
    ['bc1rw5uspcuh', 'a program of one byte'],
    ['bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90', 'a program of 41 bytes'],
    ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'a version 0 program of 16 bytes'],
    ['ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9', "another coin's prefix"],
    ['0x52908400098527886E0F7030069857D2E4169EE7', 'an EVM address'],
    ['', 'nothing'],
  ])('%s is not valid: %s', (address) => {
    expect(decodeBitcoinAddress(address)).toBeUndefined()
    expect(isValid(address)).toBe(false)
  })

  it('compares bech32 addresses in lower case and base58 ones as written', () => {
    expect(key('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBe('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')
    expect(key('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')
  })
})
