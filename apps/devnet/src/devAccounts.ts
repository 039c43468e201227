import { pbkdf2Sync } from 'node:crypto'
import { type Hex, toHex } from 'viem'
import { HDKey, privateKeyToAddress } from 'viem/accounts'

/**
 * Foundry's public test mnemonic. Passing it to anvil explicitly (rather than relying on its
 * default) keeps the keys we derive here and the accounts anvil funds the same by construction.
 * These keys are public: never use them on a real chain.
 */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'
export const DEV_ACCOUNT_COUNT = 10

export interface DevAccount {
  address: `0x${string}`
  privateKey: `0x${string}`
}

/** The first `count` accounts of DEV_MNEMONIC on the standard Ethereum path m/44'/60'/0'/0/i. */
export function deriveDevAccounts(count = DEV_ACCOUNT_COUNT): DevAccount[] {
  // BIP-39 seed through node's native PBKDF2: the same bytes as a pure-JS bip39, in ~1 ms.
  const seed = pbkdf2Sync(DEV_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  const account = HDKey.fromMasterSeed(seed).derive("m/44'/60'/0'/0")
  return Array.from({ length: count }, (_, index) => {
    const privateKey: Hex = toHex(account.deriveChild(index).privateKey!)
    return { address: privateKeyToAddress(privateKey), privateKey }
  })
}
