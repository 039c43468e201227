/**
 * A devnet chain's ERC-4337 services for the server's tests: the real bundler (alto, its own
 * process) and the paymaster service, and the chain's `smartAccounts` settings naming them as a
 * hosted provider would be named (URLs and the devnet's own module addresses).
 */
import { startBundler, startPaymasterService } from '@foyer/bundler'
import type { DevnetChain } from '@foyer/devnet'
import type { SmartAccountSettingsInput } from '../src/namespaces/eip155/smartAccountSettings.ts'
import { startedWithin } from '../../../scripts/testing/fixtureTime.ts'

export interface DevnetBundler {
  settings: SmartAccountSettingsInput
  close(): Promise<void>
}

export async function startDevnetBundler(chain: DevnetChain): Promise<DevnetBundler> {
  const aa = chain.accountAbstraction
  const [bundler, paymaster] = await Promise.all([
    startedWithin(
      `the bundler of ${chain.name}`,
      startBundler({ rpcUrl: chain.rpcUrl, entryPoint: aa.entryPoint, executorPrivateKey: aa.bundlerKeys.executor.privateKey, utilityPrivateKey: aa.bundlerKeys.utility.privateKey }),
    ),
    startPaymasterService({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, entryPoint: aa.entryPoint, paymaster: aa.paymaster.address, signerPrivateKey: aa.paymaster.signer.privateKey }),
  ])
  return {
    settings: { bundlerUrl: bundler.url, paymasterUrl: paymaster.url, entryPoint: aa.entryPoint, safe4337Module: aa.safe4337Module, safeModuleSetup: aa.safeModuleSetup },
    close: async () => {
      await paymaster.close()
      await bundler.stop()
    },
  }
}
