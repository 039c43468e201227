/**
 * A devnet chain's ERC-4337 services for the server's tests (the real bundler, its own process, and
 * the paymaster service), and the chain's `smartAccounts` settings naming them as a hosted provider
 * would be named: URLs, and the devnet's own module addresses.
 */
import { startChainServices } from '@foyer/bundler'
import type { DevnetChain } from '@foyer/devnet'
import type { SmartAccountSettingsInput } from '../src/namespaces/eip155/smartAccountSettings.ts'
import { startedWithin } from '../../../scripts/testing/fixtureTime.ts'

export interface DevnetBundler {
  settings: SmartAccountSettingsInput
  close(): Promise<void>
}

export async function startDevnetBundler(chain: DevnetChain): Promise<DevnetBundler> {
  const services = await startedWithin(`the bundler and paymaster service of ${chain.name}`, startChainServices(chain))
  return { settings: services.smartAccounts, close: services.stop }
}
