import { LRUCache } from 'lru-cache'
import { BaseError, type Address } from 'viem'
import { HttpError } from '../../../../kernel/http/httpError.ts'
import type { SmartAccounts } from '../../../embeddedWallet.ts'
import type { ChainConfig } from '../../eip155ChainConfig.ts'
import type { evmClients } from '../evmRequests.ts'
import { ownerAddress, safeSmartAccount } from './safeSmartAccount.ts'

/** Addresses kept in memory: computing one reads the chain once (its Safe factory's proxy code). */
const ADDRESSES_KEPT = 50_000

/**
 * The embedded wallet's smart accounts on EVM chains: on each chain whose config sets
 * `smartAccounts`, the Safe the user's EVM key owns (safeSmartAccount.ts). Its address is computed
 * from the owner and the chain's settings, never stored, and kept here once computed.
 */
export function eip155SmartAccounts(clients: ReturnType<typeof evmClients>): SmartAccounts<ChainConfig> {
  const addresses = new LRUCache<string, Address>({ max: ADDRESSES_KEPT })
  const clientOf = (chain: ChainConfig) => clients(chain, Number(chain.caipNetworkId.slice('eip155:'.length))).client
  return {
    offeredOn: (chain): chain is ChainConfig => chain?.smartAccounts !== undefined,
    async address(chain, owner) {
      const key = `${chain.caipNetworkId}\n${owner.toLowerCase()}`
      const kept = addresses.get(key)
      if (kept) return kept
      const account = await unreachable(chain, safeSmartAccount({ client: clientOf(chain), owner: ownerAddress(owner as Address), settings: chain.smartAccounts! }))
      addresses.set(key, account.address)
      return account.address
    },
    async isDeployed(chain, address) {
      const code = await unreachable(chain, clientOf(chain).getCode({ address: address as Address }))
      return code !== undefined && code !== '0x'
    },
  }
}

/** A node that fails to answer is a 502 naming the chain (the account cannot be found without it), never a crash. */
async function unreachable<T>(chain: ChainConfig, read: Promise<T>): Promise<T> {
  try {
    return await read
  } catch (error) {
    const reason = error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : String(error)
    throw new HttpError(502, `${chain.name} (${chain.caipNetworkId}) could not be read to find the smart account: ${reason}`, { cause: error })
  }
}
