import { toSafeSmartAccount } from 'permissionless/accounts'
import type { Address, Chain, Hex, LocalAccount, PublicClient, Transport } from 'viem'
import { privateKeyToAccount, toAccount } from 'viem/accounts'
import type { SmartAccountSettings } from '../../smartAccountSettings.ts'

/** Safe's version the embedded wallet's accounts run: the one its 4337 module v0.3.0 is built for. */
export const SAFE_VERSION = '1.4.1'

/**
 * The embedded wallet's smart account on one chain: a Safe 1.4.1 with Safe's 4337 module, whose one
 * owner is the user's EVM key (sealed as the EOA's always was). Its address is counterfactual until
 * its first user operation deploys it, and the same on every chain whose settings name the same
 * EntryPoint and modules. `address`, when known, spares the chain read that computes it.
 * `owner` is the user's key, or only its address (`ownerAddress`) where nothing is signed.
 */
export function safeSmartAccount(options: { client: PublicClient<Transport, Chain>; owner: OwnerKey; settings: SmartAccountSettings; address?: Address }) {
  const { client, owner, settings, address } = options
  return toSafeSmartAccount({
    client,
    owners: [typeof owner === 'string' ? privateKeyToAccount(owner) : owner],
    version: SAFE_VERSION,
    entryPoint: { address: settings.entryPoint, version: '0.7' },
    safe4337ModuleAddress: settings.safe4337Module,
    safeModuleSetupAddress: settings.safeModuleSetup,
    ...(address && { address }),
  })
}

export type SafeSmartAccount = Awaited<ReturnType<typeof safeSmartAccount>>

/** The owner's private key, or an account that knows only the owner's address (see ownerAddress). */
export type OwnerKey = Hex | LocalAccount

/** The owner as an address only: enough to compute the account's address; anything it is asked to sign is refused. */
export function ownerAddress(address: Address): LocalAccount {
  const refuse = async (): Promise<never> => {
    throw new Error('This account knows only the owner address: it signs nothing')
  }
  return toAccount({ address, signMessage: refuse, signTransaction: refuse, signTypedData: refuse })
}
