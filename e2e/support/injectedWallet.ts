/**
 * The demo's Dev Wallet as a browser extension would put it in any page: one script, run before
 * the page's own, that announces an EIP-6963 wallet over a devnet key and asks for consent in a
 * panel in the page corner (answered with session.ts's answerDevWallet). Host apps built outside
 * the repository know nothing of it, as they know nothing of a visitor's extension.
 */
import { fileURLToPath } from 'node:url'
import type { WebConfig } from '../../apps/web/src/config.ts'
import { bundleInitScript } from './initScript.ts'

const devWalletEntry = fileURLToPath(new URL('../../apps/web/src/dev-wallet/index.ts', import.meta.url))

/** The script to pass to Playwright's `addInitScript`: the Dev Wallet on `config`'s chains and key. */
export async function devWalletExtensionScript(config: WebConfig): Promise<string> {
  if (!config.devWallet) throw new Error('The stack has no Dev Wallet key')
  const options = { chains: config.chains, privateKey: config.devWallet.privateKey, knownChainIds: config.chains.map((chain) => chain.chainId) }
  // Run at document start, before the page's own scripts, as extensions inject their providers.
  return bundleInitScript(`import { installDevWallet } from ${JSON.stringify(devWalletEntry)}\ninstallDevWallet(${JSON.stringify(options)})\n`)
}
