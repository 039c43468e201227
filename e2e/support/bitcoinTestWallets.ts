/**
 * Bitcoin wallets of the two API styles the Dev Wallet does not speak, as extensions would put them
 * in a page (one script, run before the page's own): UniSat's object API on `window.unisat`, and a
 * Wallet Standard wallet with `bitcoin:connect` (as Phantom registers). Both hold the devnet
 * mnemonic's first BIP-84 key on regtest: the devnet's funded account 0.
 */
import { pbkdf2Sync } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { bundleInitScript } from './initScript.ts'

const testing = fileURLToPath(new URL('../../packages/adapter-bitcoin/src/testing/index.ts', import.meta.url))
/** The devnet's mnemonic (apps/devnet's DEV_MNEMONIC, a public test phrase) as its BIP-39 seed. */
const DEVNET_SEED = pbkdf2Sync('test test test test test test test test test test test junk', 'mnemonic', 2048, 64, 'sha512').toString('hex')

export const UNISAT_NAME = 'UniSat Wallet'
export const STANDARD_NAME = 'Standard Bitcoin Wallet'

/** The script for Playwright's `addInitScript`: both wallets, on regtest, the devnet's account 0. */
export function bitcoinTestWalletsScript(): Promise<string> {
  return bundleInitScript(`
import { createStandardBitcoinTestWallet, createUnisatTestWallet } from ${JSON.stringify(testing)}
import { registerWallet } from '@wallet-standard/wallet'
const seed = Uint8Array.from(${JSON.stringify(DEVNET_SEED)}.match(/../g).map((byte) => parseInt(byte, 16)))
createUnisatTestWallet({ seed, name: ${JSON.stringify(UNISAT_NAME)} }).install(window)
registerWallet(createStandardBitcoinTestWallet({ seed, name: ${JSON.stringify(STANDARD_NAME)} }))
`)
}
