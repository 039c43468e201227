import { badRequest } from '../http/httpError.ts'
import type { ChainConfig } from '../namespaces/eip155/eip155ChainConfig.ts'
import type { SolanaChainConfig } from '../namespaces/solana/solanaChainConfig.ts'

/**
 * A chain the embedded wallet serves: an EVM chain of the server's, or a Solana cluster: one of the
 * server's Solana chains (with its nodes, so transactions can be sent), or one the auth settings
 * name for signing only.
 */
export type AuthChain =
  | { namespace: 'eip155'; caipNetworkId: string; chainId: number; config: ChainConfig }
  | { namespace: 'solana'; caipNetworkId: string; config?: SolanaChainConfig }

export interface AuthChains {
  /** Answered when a request names no chain: the server's first EVM chain. */
  readonly defaultChain: AuthChain
  /** The chain a CAIP-2 id or an EVM chain number names, or undefined when it is not served. */
  find(chainId: string | number): AuthChain | undefined
  /** The served ids, for messages. */
  readonly ids: readonly string[]
}

export function authChains(evmChains: readonly ChainConfig[], solanaClusters: readonly string[], solanaChains: readonly SolanaChainConfig[] = []): AuthChains {
  const chains = new Map<string, AuthChain>()
  for (const config of evmChains) {
    chains.set(config.caipNetworkId, { namespace: 'eip155', caipNetworkId: config.caipNetworkId, chainId: Number(config.caipNetworkId.slice('eip155:'.length)), config })
  }
  for (const id of solanaClusters) chains.set(id, { namespace: 'solana', caipNetworkId: id })
  for (const config of solanaChains) chains.set(config.caipNetworkId, { namespace: 'solana', caipNetworkId: config.caipNetworkId, config })
  const ids = [...chains.keys()]
  return {
    defaultChain: chains.values().next().value!,
    ids,
    find(chainId) {
      const text = String(chainId).trim()
      return chains.get(/^\d+$/.test(text) ? `eip155:${text}` : text)
    },
  }
}

/** The chain `chainId` names, or a 400 naming `field` and the served chains. */
export function servedChain(chains: AuthChains, chainId: string | number, field: string): AuthChain {
  const chain = chains.find(chainId)
  if (!chain) throw badRequest(`${field} ${String(chainId).slice(0, 64)} is not served by this server; it serves ${chains.ids.join(', ')}`)
  return chain
}

/** The address of a user on a chain: the EVM one on eip155, the Solana one on solana. */
export function addressOn(chain: AuthChain, user: { evmAddress: string; solanaAddress: string }): string {
  return chain.namespace === 'eip155' ? user.evmAddress : user.solanaAddress
}
