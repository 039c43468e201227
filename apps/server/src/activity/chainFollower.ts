import type { Address, PublicClient } from 'viem'
import type { Eip155NetworkId } from '../caip.ts'
import type { ActivityLedger, IndexCursor } from './activityLedger.ts'
import type { BlockActivity } from './blockActivity.ts'
import { readBlockActivity } from './readBlockActivity.ts'
import { readTokenMetadata, type TokenMetadata } from './tokenMetadata.ts'

export interface ChainFollowerOptions {
  chainId: Eip155NetworkId
  client: PublicClient
  ledger: ActivityLedger
  /** Metadata of the chain's configured tokens: never read from the chain. */
  configuredTokens: ReadonlyMap<Address, TokenMetadata>
  /** How long to wait between looks at the chain's head once caught up. */
  pollIntervalMs: number
  /** Blocks read and recorded together, in one write. */
  batchSize: number
  log: ActivityLog
}

/** Where the indexer reports pauses, resumptions and chain replacements (the server's logger). */
export interface ActivityLog {
  info(details: object, message: string): void
  warn(details: object, message: string): void
}

export interface ChainFollower {
  /** The last block recorded, once known. */
  indexedBlock(): bigint | undefined
  /** Resolves once the block is recorded (or the follower stops). */
  whenIndexed(blockNumber: bigint): Promise<void>
  /** Stops following at once (no new tick); resolves once the tick under way, if any, has ended. */
  stop(): Promise<void>
}

/** After a failure (node or database away), the wait grows to this, so a long outage costs little. */
const MAX_RETRY_MS = 5_000

/** Raised when the chain no longer has the blocks we recorded: it was restarted or reorganised. */
class ChainReplaced extends Error {}

/**
 * Follows one chain's blocks into the ledger. It resumes from the recorded cursor, catches up in
 * batches, then polls the head. When the chain under the cursor changed (a lower head, or another
 * hash at the cursor's height or as a parent), it forgets the chain and indexes it again from the
 * genesis block. Failures pause it with a growing wait, logged once per outage.
 */
export function followChain(options: ChainFollowerOptions): ChainFollower {
  const { chainId, client, ledger, log } = options
  let cursor: IndexCursor | undefined
  let cursorLoaded = false
  let tokens: Map<Address, TokenMetadata> | undefined
  let stopped = false
  let failures = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> = Promise.resolve()
  const waiters = new Set<{ blockNumber: bigint; resolve: () => void }>()

  const schedule = (delayMs: number) => {
    if (stopped) return
    timer = setTimeout(() => {
      running = tick()
    }, delayMs)
  }

  async function tick(): Promise<void> {
    try {
      await catchUp()
      if (failures > 0) log.info({ chainId }, 'activity indexing resumed')
      failures = 0
      schedule(options.pollIntervalMs)
    } catch (error) {
      if (stopped) return
      if (error instanceof ChainReplaced && (await startOver())) return schedule(0)
      // Re-read what the ledger holds next time: the write that failed may or may not have landed.
      cursorLoaded = false
      if (failures === 0) log.warn({ chainId, err: error }, 'activity indexing paused; retrying')
      failures += 1
      schedule(Math.min(options.pollIntervalMs * 2 ** failures, MAX_RETRY_MS))
    }
  }

  /** Forgets the replaced chain, in the ledger and here; false when the ledger could not be reached. */
  async function startOver(): Promise<boolean> {
    log.warn({ chainId, atBlock: cursor?.number }, 'the chain was replaced under the activity index; indexing it again from the start')
    try {
      await ledger.forgetChain(chainId)
    } catch {
      return false
    }
    forgetLocalState()
    return true
  }

  function forgetLocalState() {
    cursor = undefined
    cursorLoaded = true
    tokens = new Map(options.configuredTokens)
  }

  async function catchUp(): Promise<void> {
    if (!cursorLoaded) {
      cursor = await ledger.cursor(chainId)
      tokens = new Map([...options.configuredTokens, ...(await ledger.tokens(chainId))])
      cursorLoaded = true
    }
    const head = await client.getBlockNumber({ cacheTime: 0 })
    if (cursor) await assertStillOnChain(cursor, head)

    let next = cursor ? cursor.number + 1n : 0n
    while (next <= head && !stopped) {
      const last = next + BigInt(options.batchSize) - 1n < head ? next + BigInt(options.batchSize) - 1n : head
      const blocks = await readBlocks(next, last)
      assertConsecutive(cursor, blocks)
      const newTokens = await readNewTokens(blocks)
      await ledger.recordBlocks(chainId, blocks, newTokens)
      for (const [address, metadata] of newTokens) tokens!.set(address, metadata)
      const lastHeader = blocks.at(-1)!.header
      cursor = { number: lastHeader.number, hash: lastHeader.hash }
      settleWaiters()
      next = last + 1n
    }
  }

  async function assertStillOnChain(recorded: IndexCursor, head: bigint) {
    if (head < recorded.number) throw new ChainReplaced()
    const block = await client.getBlock({ blockNumber: recorded.number })
    if (block.hash !== recorded.hash) throw new ChainReplaced()
  }

  function readBlocks(from: bigint, to: bigint): Promise<BlockActivity[]> {
    const numbers = Array.from({ length: Number(to - from) + 1 }, (_, index) => from + BigInt(index))
    return Promise.all(numbers.map((blockNumber) => readBlockActivity(client, blockNumber)))
  }

  async function readNewTokens(blocks: readonly BlockActivity[]): Promise<Map<Address, TokenMetadata>> {
    const unseen = new Set<Address>()
    for (const block of blocks) {
      for (const transfer of block.transfers) if (transfer.token && !transfer.nft && !tokens!.has(transfer.token)) unseen.add(transfer.token)
    }
    const read = await Promise.all([...unseen].map(async (token) => [token, await readTokenMetadata(client, token)] as const))
    return new Map(read)
  }

  function settleWaiters() {
    for (const waiter of waiters) {
      if (cursor && cursor.number >= waiter.blockNumber) {
        waiters.delete(waiter)
        waiter.resolve()
      }
    }
  }

  schedule(0)
  return {
    indexedBlock: () => cursor?.number,
    whenIndexed(blockNumber) {
      if (stopped || (cursor && cursor.number >= blockNumber)) return Promise.resolve()
      return new Promise((resolve) => waiters.add({ blockNumber, resolve }))
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      for (const waiter of waiters) waiter.resolve()
      waiters.clear()
    },
  }
}

/** Each block must sit on the one before it (and the first on the cursor); otherwise the chain changed while we read. */
function assertConsecutive(cursor: IndexCursor | undefined, blocks: readonly BlockActivity[]) {
  let parent = cursor?.hash
  for (const { header } of blocks) {
    if (parent !== undefined && header.parentHash !== parent) throw new ChainReplaced()
    parent = header.hash
  }
}
