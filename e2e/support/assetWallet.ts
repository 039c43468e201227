/**
 * adapter-evm's test wallet as a browser extension would put it in a page: one script, run before
 * the page's own, that announces it through EIP-6963 with the options given (asset discovery read
 * from the devnet's node, a malformed wallet_getAssets answer). It asks no consent: connecting is
 * one click in the modal.
 */
import { fileURLToPath } from 'node:url'
import type { TestWalletOptions } from '../../packages/adapter-evm/src/testing/testWallet.ts'
import { bundleInitScript } from './initScript.ts'

const testWalletEntry = fileURLToPath(new URL('../../packages/adapter-evm/src/testing/testWallet.ts', import.meta.url))

/** The script to pass to Playwright's `addInitScript`: the test wallet, announced as `name`. */
export async function testWalletExtensionScript(options: TestWalletOptions, name: string): Promise<string> {
  return bundleInitScript(
    [
      `import { announceTestWallet, createTestWallet } from ${JSON.stringify(testWalletEntry)}`,
      `announceTestWallet(window, createTestWallet(${JSON.stringify(options)}), { name: ${JSON.stringify(name)}, rdns: 'dev.foyer.assetwallet' })`,
    ].join('\n'),
  )
}
