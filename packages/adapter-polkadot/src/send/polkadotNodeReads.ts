import { callNetworkNode, type Network } from '@foyer/core/internal'
import * as z from 'zod/mini'

const hexSchema = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'hex (0x…)'))
const hashSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'a 32-byte hash (0x…)'))
const runtimeVersionSchema = z.object({ specName: z.string(), specVersion: z.number(), transactionVersion: z.number() })
const headerSchema = z.object({ number: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'a hex number')) })

/** What a send reads of the runtime that runs the chain (`state_getRuntimeVersion`). */
export type RuntimeVersion = z.infer<typeof runtimeVersionSchema>

/**
 * The node reads a Polkadot send makes, through the network's node (its first RPC URL: Foyer's
 * server's proxy, plain JSON-RPC over HTTP), each answer checked: an answer of another shape throws
 * with the method's name.
 */
export function polkadotNodeReads(network: Network) {
  const url = network.rpcUrls.default.http[0] ?? ''
  // polkadotNetwork() reads a node's WebSocket URL over HTTP; a Network made otherwise may hold one, which cannot be fetched.
  if (!/^https?:\/\//.test(url))
    throw new Error(`${network.name}'s RPC URL (${url || 'none'}) is not an HTTP JSON-RPC URL: Polkadot sends read the chain through one (Foyer's server's proxy, /v1/?chainId=…)`)
  const ask = async <T>(method: string, params: unknown[], schema: z.ZodMiniType<T>): Promise<T> => {
    const answer = await callNetworkNode(network, { method, params })
    const parsed = z.safeParse(schema, answer)
    if (!parsed.success) throw new Error(`${network.name}'s node answered ${method} with something unexpected: ${z.prettifyError(parsed.error)}`)
    return parsed.data
  }
  return {
    /** The runtime's metadata, SCALE-encoded (the opaque `RuntimeMetadataPrefixed`). */
    metadata: () => ask('state_getMetadata', [], hexSchema),
    runtimeVersion: () => ask('state_getRuntimeVersion', [], runtimeVersionSchema),
    genesisHash: () => ask('chain_getBlockHash', [0], hashSchema),
    /** The last finalized block: its hash and number. */
    async finalizedBlock(): Promise<{ hash: `0x${string}`; number: number }> {
      const hash = await ask('chain_getFinalizedHead', [], hashSchema)
      const header = await ask('chain_getHeader', [hash], headerSchema)
      return { hash: hash as `0x${string}`, number: Number.parseInt(header.number, 16) }
    },
    /** The account's next nonce, counting its transactions waiting in the node's pool. */
    nextNonce: (address: string) => ask('system_accountNextIndex', [address], z.number()),
    /** A storage entry's SCALE bytes at the best block, or null where it holds nothing. */
    storage: (key: string) => ask('state_getStorage', [key], z.nullable(hexSchema)),
    /** A runtime API call's SCALE answer at the best block (`TransactionPaymentApi_query_info`). */
    call: (name: string, data: string) => ask('state_call', [name, data], hexSchema),
  }
}

export type PolkadotNodeReads = ReturnType<typeof polkadotNodeReads>
