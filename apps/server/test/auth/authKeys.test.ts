import { hkdfSync, randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { mnemonicToSeedSync } from '@scure/bip39'
import { bytesToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { deriveAuthKeys } from '../../src/auth/keys/derivedKeys.ts'
import { decodeMasterKey } from '../../src/auth/keys/masterKey.ts'
import { open, seal, StoredKeyIntegrityError } from '../../src/auth/keys/sealedBox.ts'
import { deriveEd25519, parseHardenedPath } from '../../src/auth/keys/slip10.ts'
import { namespaceAddressesOf } from '../../src/auth/authChains.ts'
import { createUserKeys, deriveKeys, mnemonicToSeed, openUserKeys } from '../../src/auth/keys/userKeys.ts'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('SLIP-10 ed25519', () => {
  // SLIP-0010, "Test vector 1 for ed25519": seed 000102030405060708090a0b0c0d0e0f.
  const seed = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex')
  const vector: [string, string, string][] = [
    ['m', '90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb', '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7'],
    ["m/0'", '8b59aa11380b624e81507a27fedda59fea6d0b779a778918a2fd3590e16e9c69', '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3'],
    ["m/0'/1'", 'a320425f77d1b5c2505a6b1b27382b37368ee640e3557c315416801243552f14', 'b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2'],
    ["m/0'/1'/2'", '2e69929e00b5ab250f49c3fb1c12f252de4fed2c1db88387094a0f8c4c9ccd6c', '92a5b23c0b8a99e37d07df3fb9966917f5d06e02ddbd909c7e184371463e9fc9'],
    ["m/0'/1'/2'/2'", '8f6d87f93d750e0efccda017d662a1b31a266e4a6f5993b15f5c1f07f74dd5cc', '30d1dc7e5fc04c31219ab25a27ae00b50f6fd66622f6e9c913253d6511d1e662'],
    ["m/0'/1'/2'/2'/1000000000'", '68789923a0cac2cd5a29172a475fe9e0fb14cd6adb5ad98a3fa70333e7afa230', '8f94d394a8e8fd6b1bc2f3f49f5c47e385281d5c17e65324b0f62483e37e8793'],
  ]
  it.each(vector)('derives the published chain code and private key at %s', (path, chainCode, privateKey) => {
    const node = deriveEd25519(seed, parseHardenedPath(path))
    expect(hex(node.chainCode)).toBe(chainCode)
    expect(hex(node.privateKey)).toBe(privateKey)
  })

  it("the master key's public key is the published one", () => {
    expect(hex(ed25519.getPublicKey(deriveEd25519(seed, []).privateKey))).toBe('a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed')
  })

  it('a path with an unhardened step is refused', () => {
    expect(() => parseHardenedPath("m/44'/501'/0")).toThrow(/hardened only/)
  })
})

describe('user keys', () => {
  it("BIP-39's seed is made natively, the same bytes as @scure/bip39", () => {
    const mnemonic = 'legal winner thank year wave sausage worth useful legal winner thank yellow'
    expect(mnemonicToSeed(mnemonic).equals(Buffer.from(mnemonicToSeedSync(mnemonic)))).toBe(true)
  })

  it("the EVM key is m/44'/60'/0'/0/0: Foundry's test mnemonic gives its first account", () => {
    const keys = deriveKeys(mnemonicToSeed('test test test test test test test test test test test junk'))
    expect(keys.evmAddress).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(keys.evmPrivateKey).toBe('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
  })

  it("the bip122 payment key is BIP-84's m/84'/0'/0'/0/0 on mainnet and m/84'/1'/0'/0/0 elsewhere: BIP-84's test mnemonic gives its published addresses", () => {
    const seed = mnemonicToSeed('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about')
    const kept = namespaceAddressesOf(seed)
    expect(kept['bip122:bc']).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')
    expect(kept['bip122:tb']).toBe('tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl')
    // Regtest shares the test networks' key; only the prefix differs.
    expect(kept['bip122:bcrt']).toMatch(/^bcrt1q/)
    expect(kept['bip122:bcrt']!.slice(6, -6)).toBe(kept['bip122:tb']!.slice(4, -6))
  })

  it("the polkadot account is sr25519 from the SLIP-10 node at m/44'/354'/0'/0'/0', kept in the generic prefix: pinned, since moving it would move every user's account", () => {
    const kept = namespaceAddressesOf(mnemonicToSeed('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'))
    expect(kept['polkadot:sr25519']).toBe('5CSriYc3iai5o8HNrDig6sUQYGxF57n7eAUSVepa8DBZPZzE')
  })

  it('keys round-trip through the two sealed boxes and open to the stored addresses', () => {
    const master = randomBytes(32)
    const stored = createUserKeys(master, 'user-1', namespaceAddressesOf)
    const opened = openUserKeys(master, { id: 'user-1', ...stored }, namespaceAddressesOf)
    expect(opened.evmAddress).toBe(stored.evmAddress)
    expect(opened.solanaAddress).toBe(stored.solanaAddress)
    expect(namespaceAddressesOf(opened.seed)).toEqual(stored.namespaceAddresses)
    // Nothing stored holds the key in clear.
    const storedText = JSON.stringify(stored)
    expect(storedText).not.toContain(opened.evmPrivateKey.slice(2))
    expect(storedText).not.toContain(bytesToHex(opened.solanaPrivateKey).slice(2))
  })

  it('a flipped byte in either box, another master key, or a box moved to another user fails the integrity check', () => {
    const master = randomBytes(32)
    const stored = createUserKeys(master, 'user-1', namespaceAddressesOf)
    const flip = (box: string, at: number) => {
      const bytes = Buffer.from(box, 'base64')
      bytes[at] = bytes[at]! ^ 0x01
      return bytes.toString('base64')
    }
    const attempts = [
      () => openUserKeys(master, { id: 'user-1', ...stored, wrappedDataKey: flip(stored.wrappedDataKey, 20) }),
      () => openUserKeys(master, { id: 'user-1', ...stored, encryptedSeed: flip(stored.encryptedSeed, 0) }),
      () => openUserKeys(master, { id: 'user-1', ...stored, encryptedSeed: flip(stored.encryptedSeed, Buffer.from(stored.encryptedSeed, 'base64').length - 1) }),
      () => openUserKeys(randomBytes(32), { id: 'user-1', ...stored }),
      () => openUserKeys(master, { id: 'user-2', ...stored }),
      () => openUserKeys(master, { id: 'user-1', ...stored, encryptedSeed: 'AAAA' }),
      // A kept address of another namespace swapped for someone else's (a receive address redirected).
      () => openUserKeys(master, { id: 'user-1', ...stored, namespaceAddresses: { ...stored.namespaceAddresses, 'bip122:bc': 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' } }, namespaceAddressesOf),
    ]
    for (const attempt of attempts) expect(attempt).toThrow(StoredKeyIntegrityError)
  })

  it('each box has a fresh 12-byte IV: sealing the same bytes twice differs', () => {
    const key = randomBytes(32)
    const a = seal(key, Buffer.from('same'), 'ctx')
    const b = seal(key, Buffer.from('same'), 'ctx')
    expect(a).not.toBe(b)
    expect(Buffer.from(a, 'base64').length).toBe(12 + 4 + 16)
    expect(open(key, a, 'ctx').toString()).toBe('same')
  })
})

describe('the master key', () => {
  const key = randomBytes(32)
  it.each([
    ['base64', key.toString('base64')],
    ['base64url', key.toString('base64url')],
    ['hex', key.toString('hex')],
    ['hex with whitespace around', ` ${key.toString('hex')}\n`],
  ])('is read from %s', (_format, text) => {
    expect(decodeMasterKey(text)?.equals(key)).toBe(true)
  })

  it.each(['', 'short', randomBytes(31).toString('base64'), randomBytes(33).toString('hex'), 'g'.repeat(64)])('%j is not a master key', (text) => {
    expect(decodeMasterKey(text)).toBeUndefined()
  })

  it('the session and code keys are derived with HKDF, distinct from each other and from the master key', () => {
    const keys = deriveAuthKeys(key)
    expect(Buffer.from(keys.session).equals(keys.code)).toBe(false)
    expect(keys.code.equals(key)).toBe(false)
    expect(keys.code.equals(Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'foyer/auth/code-hmac/v1', 32)))).toBe(true)
    expect(Buffer.from(deriveAuthKeys(key).session).equals(Buffer.from(keys.session))).toBe(true)
  })
})
