import { blake2b } from '@noble/hashes/blake2.js'
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { encodeSs58Address, MAX_SS58_PREFIX, readSs58Address, ss58AddressProblem } from '@foyer/siwx-verify/ss58'

/** Alice's sr25519 public key (//Alice), the account every Substrate dev chain knows. */
const ALICE = hexToBytes('d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d')

/** Alice's address under each prefix, as @polkadot/util-crypto 13's encodeAddress writes it (one- and two-byte prefixes, both ends of each). */
const ALICE_ADDRESSES: readonly (readonly [number, string])[] = [
  [0, '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
  [2, 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'],
  [42, '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'],
  [63, '7NPoMQbiA6trJKkjB35uk96MeJD4PGWkLQLH7k7hXEkZpiba'],
  [64, 'cEaNSpz4PxFcZ7nT1VEKrKewH67rfx6MfcM6yKojyyPz7qaqp'],
  [255, 'yGHXkYLYqxijLKKfd9Q2CB9shRVu8rPNBS53wvwGTutYg4zTg'],
  [1284, 'VdvKmYJfD4VXA9fzz1SbmCo2eYHSzUFbaDCZSuaNKJAe8YNg6'],
  [16383, 'yNa8JpqfFB3q8A29rCwSgxvdU94ufJw2yKKxDgznS5m1PoFvn'],
]

/** An SS58 text of any prefix bytes and payload, its checksum written by the rule restated here (blake2b-512 of "SS58PRE" ‖ body, first two bytes). */
function crafted(prefixBytes: number[], payload: Uint8Array, checksumLength = 2): string {
  const body = concatBytes(Uint8Array.from(prefixBytes), payload)
  const checksum = blake2b(concatBytes(utf8ToBytes('SS58PRE'), body), { dkLen: 64 }).subarray(0, checksumLength)
  return base58.encode(concatBytes(body, checksum))
}

describe('SS58 account addresses (@foyer/siwx-verify/ss58)', () => {
  it.each(ALICE_ADDRESSES)('writes and reads Alice’s key under prefix %i as polkadot-js does', (prefix, address) => {
    expect(encodeSs58Address(ALICE, prefix)).toBe(address)
    const read = readSs58Address(address)
    expect(read).toEqual({ account: { publicKey: ALICE, prefix } })
    expect(ss58AddressProblem(address)).toBeUndefined()
    expect(ss58AddressProblem(address, { prefix })).toBeUndefined()
  })

  it('round-trips random keys under every one-byte prefix and a spread of two-byte ones', () => {
    const key = crypto.getRandomValues(new Uint8Array(32))
    for (const prefix of [...Array.from({ length: 64 }, (_, index) => index).filter((prefix) => prefix !== 46 && prefix !== 47), 64, 65, 127, 128, 1000, 4095, 8191, MAX_SS58_PREFIX]) {
      const read = readSs58Address(encodeSs58Address(key, prefix))
      expect('account' in read && read.account.prefix, String(prefix)).toBe(prefix)
      expect('account' in read && bytesToHex(read.account.publicKey)).toBe(bytesToHex(key))
    }
  })

  it('says the address is written for another network, naming the expected prefix and network and the account’s address there', () => {
    expect(ss58AddressProblem('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', { prefix: 0, network: 'Polkadot' })).toBe(
      '"5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY" is written for SS58 prefix 42, not Polkadot\'s prefix 0: the same account on Polkadot is 15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    )
    expect(ss58AddressProblem('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', { prefix: 2 })).toBe(
      '"15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5" is written for SS58 prefix 0, not this network\'s prefix 2: the same account on this network is HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
    )
  })

  it('refuses a bad checksum: every character of an address changed to another base58 one', () => {
    const address = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
    for (let index = 0; index < address.length; index++) {
      const changed = `${address.slice(0, index)}${address[index] === '2' ? '3' : '2'}${address.slice(index + 1)}`
      expect(ss58AddressProblem(changed), changed).toBeDefined()
    }
    expect(ss58AddressProblem('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ')).toBe('"5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ" has a bad SS58 checksum (a character is wrong)')
  })

  it('refuses what holds no 32-byte account id, saying how many bytes it holds', () => {
    const ecdsaKey = crafted([42], new Uint8Array(33).fill(2))
    expect(ss58AddressProblem(ecdsaKey)).toBe(`"${ecdsaKey}" does not hold a 32-byte account id (it holds 33 bytes: an account index or an ecdsa key are not account ids)`)
    const accountIndex = crafted([0], Uint8Array.of(7), 1)
    expect(ss58AddressProblem(accountIndex)).toContain('does not hold a 32-byte account id')
    expect(ss58AddressProblem(crafted([42], new Uint8Array(31)))).toContain('(it holds 31 bytes')
  })

  it('refuses texts that are not base58, too long, or empty', () => {
    for (const text of [
      '',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQ0',
      `5${'z'.repeat(100)}`,
      ' 5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    ]) {
      expect(ss58AddressProblem(text), text).toContain('is not an SS58 address (base58 text)')
    }
  })

  it('refuses reserved prefixes (46, 47, a first byte from 128) and a prefix below 64 written in two bytes', () => {
    expect(ss58AddressProblem(crafted([46], ALICE))).toContain('uses the reserved SS58 prefix 46')
    expect(ss58AddressProblem(crafted([47], ALICE))).toContain('uses the reserved SS58 prefix 47')
    expect(ss58AddressProblem(crafted([128, 0], ALICE))).toContain('starts with a reserved SS58 prefix byte (128 and above)')
    // 42 in the two-byte form: first byte 0b01_001010, second 0b10_000000.
    expect(ss58AddressProblem(crafted([0b0100_1010, 0b1000_0000], ALICE))).toContain('writes the SS58 prefix 42 in two bytes, which only prefixes from 64 take')
  })

  it('encodes only 32-byte keys under prefixes SS58 can write', () => {
    expect(() => encodeSs58Address(new Uint8Array(33), 0)).toThrow(new RangeError('an SS58 account address holds a 32-byte public key'))
    for (const prefix of [-1, 1.5, MAX_SS58_PREFIX + 1, Number.NaN]) expect(() => encodeSs58Address(ALICE, prefix), String(prefix)).toThrow(RangeError)
    expect(() => encodeSs58Address(ALICE, 46)).toThrow('the SS58 prefix 46 is reserved')
  })
})
