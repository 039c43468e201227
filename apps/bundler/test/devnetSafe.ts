/**
 * A devnet chain as the bundler tests drive it: a viem client that knows the chain's id (a smart
 * account signs for a chain), a balance set with anvil_setBalance, and a fresh Safe 1.4.1 account
 * (permissionless) on the devnet's EntryPoint v0.7 with its 4337 module, owned by a new key.
 */
import type { DevnetChain } from '@foyer/devnet'
import { toSafeSmartAccount } from 'permissionless/accounts'
import { type Address, createPublicClient, defineChain, http, numberToHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

export function devnetClient(chain: DevnetChain) {
  const viemChain = defineChain({ id: chain.chainId, name: chain.name, nativeCurrency: chain.nativeCurrency, rpcUrls: { default: { http: [chain.rpcUrl] } } })
  return createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl), pollingInterval: 50 })
}

/** anvil_setBalance: the address holds exactly `wei`. */
export async function setBalance(chain: DevnetChain, address: Address, wei: bigint): Promise<void> {
  const request = devnetClient(chain).request as (args: { method: string; params: unknown[] }) => Promise<unknown>
  await request({ method: 'anvil_setBalance', params: [address, numberToHex(wei)] })
}

/** A new counterfactual Safe account on `chain`, holding `wei`. */
export async function fundedSafe(chain: DevnetChain, wei: bigint) {
  const { accountAbstraction: aa } = chain
  const account = await toSafeSmartAccount({
    client: devnetClient(chain),
    owners: [privateKeyToAccount(generatePrivateKey())],
    version: '1.4.1',
    entryPoint: { address: aa.entryPoint, version: '0.7' },
    safe4337ModuleAddress: aa.safe4337Module,
    safeModuleSetupAddress: aa.safeModuleSetup,
  })
  await setBalance(chain, account.address, wei)
  return account
}

/** A fresh address nobody holds a key to here. */
export const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
