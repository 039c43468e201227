import { describe, expect, it } from 'vitest'
import { polkadotNamespace } from '../src/polkadot/polkadotNamespace.ts'
import { decodeSs58, encodeSs58, ss58Key } from '../src/polkadot/ss58.ts'
import { ALICE, ALICE_KUSAMA, ALICE_POLKADOT } from './support.ts'

describe('SS58 addresses', () => {
  it('write one account with each network’s prefix, and read it back', () => {
    expect([0, 2, 42].map((prefix) => encodeSs58(ALICE.publicKey, prefix))).toEqual([ALICE_POLKADOT, ALICE_KUSAMA, ALICE.address])
    for (const [address, prefix] of [
      [ALICE_POLKADOT, 0],
      [ALICE_KUSAMA, 2],
      [ALICE.address, 42],
    ] as const)
      expect(decodeSs58(address)).toEqual({ prefix, publicKey: ALICE.publicKey })
  })

  it('round-trips two-byte prefixes (64 and up)', () => {
    for (const prefix of [64, 255, 1284, 16383]) expect(decodeSs58(encodeSs58(ALICE.publicKey, prefix))).toEqual({ prefix, publicKey: ALICE.publicKey })
  })

  it('refuses a bad checksum, another length, non-base58 and EVM addresses', () => {
    const corrupted = `${ALICE_POLKADOT.slice(0, -1)}${ALICE_POLKADOT.endsWith('5') ? '6' : '5'}`
    for (const text of [corrupted, ALICE_POLKADOT.slice(0, -2), 'not an address 0OIl', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', '']) expect(decodeSs58(text)).toBeUndefined()
    expect(() => encodeSs58(ALICE.publicKey.subarray(1), 0)).toThrow('32 bytes')
  })

  it('the namespace takes any network’s address and compares accounts across prefixes', () => {
    expect([ALICE_POLKADOT, ` ${ALICE_KUSAMA} `, ALICE.address, 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'].map((text) => polkadotNamespace.address.isValid(text))).toEqual([true, true, true, false])
    expect(new Set([ALICE_POLKADOT, ALICE_KUSAMA, ALICE.address].map(ss58Key)).size).toBe(1)
    expect(polkadotNamespace.address.key(ALICE.address)).toBe(ss58Key(ALICE_POLKADOT))
  })
})
