/**
 * The adapter's Polkadot test extension (`@foyer/adapter-polkadot/testing`) as an extension would
 * put it in a page: one script, run before the page's own, that installs it under
 * `window.injectedWeb3['polkadot-js']` with one sr25519 account, and leaves it on
 * `window.__polkadotTestExtension` so a test can change its flags (reject, fail) between requests.
 */
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { encodeSs58 } from '@foyer/adapter-polkadot'
import { polkadotTestKey, type PolkadotTestExtensionFlags } from '@foyer/adapter-polkadot/testing'
import { hex } from '@scure/base'
import type { Page } from 'playwright-core'
import { bundleInitScript } from './initScript.ts'
import { fundAccount } from './polkadotChain.ts'

const testing = fileURLToPath(new URL('../../packages/adapter-polkadot/src/testing/index.ts', import.meta.url))

/** The name the modal lists the extension by (its key, `polkadot-js`). */
export const TEST_EXTENSION_NAME = 'Polkadot.js'

/** The script for Playwright's `addInitScript`: the extension over the sr25519 key of `miniSecret`, named as the visitor named it. */
export function polkadotTestExtensionScript(miniSecret: Uint8Array, flags: PolkadotTestExtensionFlags = {}): Promise<string> {
  return bundleInitScript(`
import { createPolkadotTestExtension, polkadotTestKey } from ${JSON.stringify(testing)}
const secret = Uint8Array.from(${JSON.stringify(hex.encode(miniSecret))}.match(/../g).map((byte) => parseInt(byte, 16)))
const extension = createPolkadotTestExtension({ accounts: [{ key: polkadotTestKey(secret), name: 'Test account' }], ...${JSON.stringify(flags)} })
extension.install(window)
window.__polkadotTestExtension = extension
`)
}

/** Changes the installed extension's mind: the visitor refuses, or it breaks, from the next request on. */
export async function setTestExtensionFlags(page: Page, flags: PolkadotTestExtensionFlags): Promise<void> {
  await page.evaluate((next) => Object.assign((window as unknown as { __polkadotTestExtension: { flags: object } }).__polkadotTestExtension.flags, next), flags)
}

/** A fresh sr25519 account for the test extension, funded with `planck` on the chain: its mini secret, public key and address for the chain's `ss58Prefix`. */
export async function fundedTestExtensionAccount(ss58Prefix: number, planck: bigint): Promise<{ miniSecret: Uint8Array; publicKey: Uint8Array; address: string }> {
  const miniSecret = new Uint8Array(randomBytes(32))
  const { publicKey } = polkadotTestKey(miniSecret)
  const address = encodeSs58(publicKey, ss58Prefix)
  await fundAccount(address, planck)
  return { miniSecret, publicKey, address }
}
