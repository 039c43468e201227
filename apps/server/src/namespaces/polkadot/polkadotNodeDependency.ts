import type { Dependency } from '../../kernel/dependency.ts'
import type { PolkadotChainConfig } from './polkadotChainConfig.ts'
import { polkadotRpc, propertiesMismatch } from './polkadotRpc.ts'

/**
 * A chain's primary node as a readiness dependency: its genesis block's hash (`chain_getBlockHash`
 * at 0) must start with the chain's CAIP-2 reference (a node of another chain is as unusable as
 * none), and its `system_properties` must agree with the configured token and SS58 prefix. The URL
 * is never part of a message: it may carry an API key.
 */
export function polkadotNodeDependency(chain: PolkadotChainConfig): Dependency {
  const reference = chain.caipNetworkId.slice('polkadot:'.length)
  return {
    name: `${chain.caipNetworkId} (${chain.name}) node`,
    async check(signal) {
      const rpc = polkadotRpc({ rpcUrl: chain.rpcUrl }, { retryCount: 0, retryDelayMs: 0, timeoutMs: 5_000 })
      const genesis = await rpc.call('chain_getBlockHash', [0], signal)
      if (typeof genesis !== 'string' || !genesis.toLowerCase().startsWith(`0x${reference}`)) throw new Error(`serves a chain whose genesis hash is ${String(genesis)}, not 0x${reference}…`)
      const mismatch = propertiesMismatch(chain, await rpc.properties(signal))
      if (mismatch) throw new Error(mismatch)
    },
  }
}
