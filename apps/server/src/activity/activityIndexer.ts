import type { Eip155NetworkId } from '../caip.ts'
import type { ChainConfig } from '../namespaces/eip155/eip155ChainConfig.ts'
import { chainTransport } from '../rpc/chainTransport.ts'
import type { UpstreamPolicy } from '../rpc/upstreams.ts'
import type { ActivityLedger } from './activityLedger.ts'
import { followChain, type ActivityLog, type ChainFollower } from './chainFollower.ts'
import { configuredTokenMetadata } from './tokenMetadata.ts'
import { nodeClient } from '../rpc/nodeClient.ts'

export interface ActivityIndexerOptions {
  chains: readonly ChainConfig[]
  ledger: ActivityLedger
  /** How often each chain's head is polled once caught up. */
  pollIntervalMs: number
  /** Blocks read and recorded in one write while catching up. */
  batchSize?: number
  log: ActivityLog
}

export interface ActivityIndexer {
  /** The last block recorded for a chain, once known. */
  indexedBlock(chainId: Eip155NetworkId): bigint | undefined
  /** Resolves once a chain's block is recorded. */
  whenIndexed(chainId: Eip155NetworkId, blockNumber: bigint): Promise<void>
  stop(): Promise<void>
}

const DEFAULT_BATCH_SIZE = 25
/**
 * The indexer waits on a node longer than a request would (it is not holding up a caller), and does
 * not retry a node: the follower polls again anyway. A node that fails hands over to the next URL.
 */
const INDEXER_RPC_POLICY: UpstreamPolicy = { retryCount: 0, retryDelayMs: 0, timeoutMs: 10_000 }

/** Follows every configured eip155 chain into the ledger, each on its own. */
export function startActivityIndexer(options: ActivityIndexerOptions): ActivityIndexer {
  // Stopping aborts the RPC calls under way, so a node that hangs cannot hold up the server's close.
  const inFlight = new AbortController()
  const followers = new Map<Eip155NetworkId, ChainFollower>(
    options.chains.map((chain) => [
      chain.caipNetworkId,
      followChain({
        chainId: chain.caipNetworkId,
        // A block and its receipts, and a batch of blocks, leave as one JSON-RPC batch, to the
        // chain's RPC URLs in order.
        client: nodeClient(chainTransport(chain, INDEXER_RPC_POLICY, inFlight.signal)),
        ledger: options.ledger,
        configuredTokens: configuredTokenMetadata(chain.tokens),
        pollIntervalMs: options.pollIntervalMs,
        batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE,
        log: options.log,
      }),
    ]),
  )
  const follower = (chainId: Eip155NetworkId) => {
    const found = followers.get(chainId)
    if (!found) throw new Error(`The activity indexer does not follow ${chainId}`)
    return found
  }
  return {
    indexedBlock: (chainId) => follower(chainId).indexedBlock(),
    whenIndexed: (chainId, blockNumber) => follower(chainId).whenIndexed(blockNumber),
    stop: async () => {
      const stopping = [...followers.values()].map((each) => each.stop())
      inFlight.abort()
      await Promise.all(stopping)
    },
  }
}
