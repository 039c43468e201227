/**
 * A Solana-only Wallet Standard wallet as an extension would put it in a page (one script, run
 * before the page's own): adapter-solana's test wallet, with keys of its own, and nothing for any
 * other namespace. Like an extension, it remembers the site it trusts across reloads (in the page's
 * session storage), so a reload reconnects without asking. Its sends are answered by the wallet
 * alone (no chain): the tests that use it look at what the page shows, not at the chain.
 */
import { fileURLToPath } from 'node:url'
import { bundleInitScript } from './initScript.ts'

const testing = fileURLToPath(new URL('../../packages/adapter-solana/src/testing/testWallet.ts', import.meta.url))

export const SOLANA_ONLY_NAME = 'Solana Only Wallet'

/** The script for Playwright's `addInitScript`: the wallet, registered with the Wallet Standard. */
export function solanaOnlyWalletScript(): Promise<string> {
  return bundleInitScript(`
import { createSolanaTestWallet } from ${JSON.stringify(testing)}
import { registerWallet } from '@wallet-standard/wallet'
const TRUSTED = 'solana-only-wallet-trusts-this-site'
const wallet = createSolanaTestWallet({ name: ${JSON.stringify(SOLANA_ONLY_NAME)}, authorized: sessionStorage.getItem(TRUSTED) === 'yes' })
addEventListener('pagehide', () => sessionStorage.setItem(TRUSTED, wallet.authorized ? 'yes' : 'no'))
registerWallet(wallet)
`)
}
