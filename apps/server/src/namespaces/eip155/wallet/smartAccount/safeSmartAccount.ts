import { toSafeSmartAccount } from 'permissionless/accounts'
import type { Address, Chain, Hex, PublicClient, Transport } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { SmartAccountSettings } from '../../smartAccountSettings.ts'

/** Safe's version the embedded wallet's accounts run: the one its 4337 module v0.3.0 is built for. */
export const SAFE_VERSION = '1.4.1'

/**
 * The embedded wallet's smart account on one chain: a Safe 1.4.1 with Safe's 4337 module, whose one
 * owner is the user's EVM key (sealed as the EOA's always was). Its address is counterfactual until
 * its first user operation deploys it, and the same on every chain whose settings name the same
 * EntryPoint and modules. `address`, when known, spares the chain read that computes it.
 */
export function safeSmartAccount(options: { client: PublicClient<Transport, Chain>; ownerKey: Hex; settings: SmartAccountSettings; address?: Address }) {
  const { client, ownerKey, settings, address } = options
  return toSafeSmartAccount({
    client,
    owners: [privateKeyToAccount(ownerKey)],
    version: SAFE_VERSION,
    entryPoint: { address: settings.entryPoint, version: '0.7' },
    safe4337ModuleAddress: settings.safe4337Module,
    safeModuleSetupAddress: settings.safeModuleSetup,
    ...(address && { address }),
  })
}

export type SafeSmartAccount = Awaited<ReturnType<typeof safeSmartAccount>>
