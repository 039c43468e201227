import { pbkdf2Sync, randomBytes } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { generateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { bytesToHex, type Hex } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { open, seal, StoredKeyIntegrityError } from './sealedBox.ts'
import { deriveEd25519, parseHardenedPath } from './slip10.ts'

export const EVM_PATH = "m/44'/60'/0'/0/0"
export const SOLANA_PATH = "m/44'/501'/0'/0'"

/**
 * The public addresses a user row keeps, one or more per namespace the embedded wallet serves: the
 * EVM and Solana ones in columns of their own, the others' under keys of their namespace's naming.
 */
export interface UserAddresses {
  evmAddress: string
  solanaAddress: string
  namespaceAddresses: Record<string, string>
}

/** The addresses each namespace without a column of its own keeps for a seed (EmbeddedWallet.namespaceAddresses, gathered). */
export type NamespaceAddressesOf = (seed: Uint8Array) => Record<string, string>

/** What a user row keeps of its keys: the public addresses and the two sealed boxes. */
export interface StoredUserKeys extends UserAddresses {
  wrappedDataKey: string
  encryptedSeed: string
}

/** A user's keys, opened for one request; never stored, logged or answered. */
export interface OpenedUserKeys {
  evmAddress: `0x${string}`
  evmPrivateKey: Hex
  solanaAddress: string
  solanaPrivateKey: Uint8Array
  /** The BIP-39 seed, from which a namespace without a key here derives its own (bip122's BIP-84 keys). */
  seed: Uint8Array
}

/**
 * A new user's keys: a BIP-39 seed from a fresh 12-word mnemonic (CSPRNG), sealed with a fresh
 * data key that is itself sealed (wrapped) with the master key. Both boxes name the user.
 */
export function createUserKeys(masterKey: Buffer, userId: string, namespaceAddressesOf: NamespaceAddressesOf): StoredUserKeys {
  const seed = mnemonicToSeed(generateMnemonic(wordlist, 128))
  const dataKey = randomBytes(32)
  const { evmAddress, solanaAddress } = deriveKeys(seed)
  return {
    evmAddress,
    solanaAddress,
    namespaceAddresses: namespaceAddressesOf(seed),
    wrappedDataKey: seal(masterKey, dataKey, dataKeyContext(userId)),
    encryptedSeed: seal(dataKey, seed, seedContext(userId)),
  }
}

/**
 * Opens a user's keys; a box that fails to open, or opens to other addresses than the row keeps
 * (its namespace addresses too, where `namespaceAddressesOf` is given), throws StoredKeyIntegrityError.
 */
export function openUserKeys(masterKey: Buffer, user: { id: string } & StoredUserKeys, namespaceAddressesOf?: NamespaceAddressesOf): OpenedUserKeys {
  const dataKey = open(masterKey, user.wrappedDataKey, dataKeyContext(user.id))
  const seed = open(dataKey, user.encryptedSeed, seedContext(user.id))
  const keys = deriveKeys(seed)
  const derived = namespaceAddressesOf?.(seed) ?? {}
  const keptOthers = Object.entries(user.namespaceAddresses ?? {}).some(([key, address]) => key in derived && derived[key] !== address)
  if (keys.evmAddress.toLowerCase() !== user.evmAddress.toLowerCase() || keys.solanaAddress !== user.solanaAddress || keptOthers) {
    throw new StoredKeyIntegrityError(`user ${user.id}: the stored seed does not match the stored addresses`)
  }
  return keys
}

/** BIP-39's mnemonic → seed (PBKDF2-HMAC-SHA512, 2048 rounds, salt "mnemonic"), natively. */
export function mnemonicToSeed(mnemonic: string): Buffer {
  return pbkdf2Sync(Buffer.from(mnemonic.normalize('NFKD'), 'utf8'), Buffer.from('mnemonic', 'utf8'), 2048, 64, 'sha512')
}

/** The EVM key at m/44'/60'/0'/0/0 (BIP-32) and the Solana key at m/44'/501'/0'/0' (SLIP-10 ed25519). */
export function deriveKeys(seed: Uint8Array): OpenedUserKeys {
  const evm = HDKey.fromMasterSeed(seed).derive(EVM_PATH)
  if (!evm.privateKey) throw new Error('BIP-32 derivation gave no private key')
  const evmPrivateKey = bytesToHex(evm.privateKey)
  const solanaPrivateKey = deriveEd25519(seed, parseHardenedPath(SOLANA_PATH)).privateKey
  return {
    evmAddress: privateKeyToAddress(evmPrivateKey),
    evmPrivateKey,
    solanaAddress: base58.encode(ed25519.getPublicKey(solanaPrivateKey)),
    solanaPrivateKey,
    seed,
  }
}

const dataKeyContext = (userId: string) => `foyer-auth/data-key/${userId}`
const seedContext = (userId: string) => `foyer-auth/seed/${userId}`
