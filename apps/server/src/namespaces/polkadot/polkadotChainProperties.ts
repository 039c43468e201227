import { decAnyMetadata, unifyMetadata } from '@polkadot-api/substrate-bindings'
import { u16 } from 'scale-ts'
import { ConfigError } from '../../kernel/settings/configError.ts'
import type { PolkadotChainInput } from './polkadotChainConfig.ts'
import { httpNodeUrl } from './polkadotNodeUrl.ts'
import { type PolkadotChainProperties, polkadotRpc } from './polkadotRpc.ts'

/** The most bytes of a node's metadata read (Polkadot's and Asset Hub's are under 1 MB). */
const MAX_METADATA_BYTES = 16 * 1024 * 1024

/** One node's time to answer `system_properties` at start, before the next node is asked. */
const NODE_TIMEOUT_MS = 5_000

/**
 * Fills in the token and SS58 prefix a Polkadot chain's configuration leaves to the chain: its
 * nodes' `system_properties` (tokenSymbol, tokenDecimals, ss58Format), primary then fallbacks, the
 * first that answers; a chain whose properties name no ss58Format (Asset Hub's) writes its addresses
 * with its runtime's `System.SS58Prefix` constant, read from that node's metadata. A chain that states both is left as written (its readiness check compares
 * them with the node). A chain none of whose nodes answers, or whose node does not say its token,
 * is a ConfigError naming the chain and what to write instead; never a node's URL, which may carry a key.
 */
export async function settlePolkadotChains(chains: readonly PolkadotChainInput[], signal?: AbortSignal): Promise<PolkadotChainInput[]> {
  return Promise.all(chains.map((chain) => settleChain(chain, signal)))
}

async function settleChain(chain: PolkadotChainInput, signal: AbortSignal | undefined): Promise<PolkadotChainInput> {
  if (chain.nativeCurrency && chain.ss58Prefix !== undefined) return chain
  const properties = await firstAnswer(chain, signal)
  const left = chain.nativeCurrency ? 'ss58Prefix' : chain.ss58Prefix === undefined ? 'nativeCurrency and ss58Prefix' : 'nativeCurrency'
  const { tokenSymbol, tokenDecimals } = properties
  const nativeCurrency = chain.nativeCurrency ?? (tokenSymbol !== undefined && tokenDecimals !== undefined ? { name: tokenSymbol, symbol: tokenSymbol, decimals: tokenDecimals } : undefined)
  if (!nativeCurrency) {
    throw new ConfigError(
      `${chain.caipNetworkId} (${chain.name}) leaves its nativeCurrency to the chain, but its node's system_properties do not say its token (tokenSymbol and tokenDecimals): write nativeCurrency for it in the chains file`,
    )
  }
  if (nativeCurrency.symbol.length > 11 || nativeCurrency.decimals > 255) {
    throw new ConfigError(`${chain.caipNetworkId} (${chain.name}) leaves ${left} to the chain, but its node names a token this server cannot serve: write nativeCurrency for it in the chains file`)
  }
  const ss58Prefix = chain.ss58Prefix ?? properties.ss58Format ?? properties.runtimeSs58Prefix
  if (ss58Prefix === undefined) {
    throw new ConfigError(
      `${chain.caipNetworkId} (${chain.name}) leaves its ss58Prefix to the chain, but neither its node's system_properties (ss58Format) nor its runtime (System.SS58Prefix) names one: write ss58Prefix for it in the chains file`,
    )
  }
  return { ...chain, nativeCurrency, ss58Prefix }
}

/** The first of the chain's nodes to answer `system_properties`, each given NODE_TIMEOUT_MS. */
async function firstAnswer(chain: PolkadotChainInput, signal: AbortSignal | undefined): Promise<PolkadotChainProperties & { runtimeSs58Prefix?: number | undefined }> {
  const reasons: string[] = []
  const nodes = [chain.rpcUrl, ...(chain.rpcUrls ?? [])]
  for (const [index, node] of nodes.entries()) {
    try {
      const rpc = polkadotRpc({ rpcUrl: httpNodeUrl(node) }, { retryCount: 0, retryDelayMs: 0, timeoutMs: NODE_TIMEOUT_MS, maxAnswerBytes: MAX_METADATA_BYTES })
      const properties = await rpc.properties(signal)
      if (chain.ss58Prefix !== undefined || properties.ss58Format !== undefined) return properties
      return { ...properties, runtimeSs58Prefix: runtimeSs58Prefix(await rpc.call('state_getMetadata', [], signal)) }
    } catch (error) {
      signal?.throwIfAborted()
      reasons.push(`node ${index + 1}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const left = chain.nativeCurrency ? 'its ss58Prefix' : chain.ss58Prefix === undefined ? 'its nativeCurrency and ss58Prefix' : 'its nativeCurrency'
  throw new ConfigError(
    `${chain.caipNetworkId} (${chain.name}) leaves ${left} to the chain, but none of its ${nodes.length} node${nodes.length === 1 ? '' : 's'} told them (system_properties, and the runtime's metadata for the SS58 prefix: ${reasons.join('; ')}). ` +
      'Start its node, or write them in the chains file so the server starts without asking it.',
  )
}

/** The runtime's `System.SS58Prefix` constant in a node's `state_getMetadata` answer, if it has one. */
function runtimeSs58Prefix(answer: unknown): number | undefined {
  if (typeof answer !== 'string' || !/^0x[0-9a-f]+$/i.test(answer)) throw new Error('the node answered state_getMetadata with something other than 0x hex')
  const system = unifyMetadata(decAnyMetadata(answer)).pallets.find((pallet) => pallet.name === 'System')
  const constant = system?.constants.find((each) => each.name === 'SS58Prefix')
  return constant ? u16.dec(constant.value) : undefined
}
