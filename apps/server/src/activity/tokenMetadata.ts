import { erc20Abi, type Address, type PublicClient } from 'viem'
import { isRpcUnreachable } from '../balances/holding.ts'
import type { TokenConfig } from '../namespaces/eip155/eip155ChainConfig.ts'

/** What a transfer of a token shows: its name, symbol and the decimals its amounts are scaled by. */
export interface TokenMetadata {
  name: string
  symbol: string
  decimals: number
}

/** Shown for a contract that emits ERC-20 Transfer logs but does not answer name/symbol/decimals. */
export const UNKNOWN_TOKEN: TokenMetadata = { name: 'Unknown token', symbol: 'UNKNOWN', decimals: 0 }

// A token's own strings are untrusted input (spam tokens put whole sentences in them).
const MAX_NAME_LENGTH = 64
const MAX_SYMBOL_LENGTH = 16

/** The configured tokens of a chain, by lowercase address: their metadata needs no RPC call. */
export function configuredTokenMetadata(tokens: readonly TokenConfig[]): Map<Address, TokenMetadata> {
  return new Map(tokens.map((token) => [token.address.toLowerCase() as Address, { name: token.name, symbol: token.symbol, decimals: token.decimals }]))
}

/**
 * Reads an ERC-20's metadata from the chain. A contract that reverts or answers something that
 * does not decode gets UNKNOWN_TOKEN's fields for what it would not say; an unreachable node
 * throws, so the caller retries instead of caching a guess.
 */
export async function readTokenMetadata(client: PublicClient, token: Address): Promise<TokenMetadata> {
  const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) => client.readContract({ address: token, abi: erc20Abi, functionName })
  const [name, symbol, decimals] = await Promise.allSettled([read('name'), read('symbol'), read('decimals')])
  for (const answer of [name, symbol, decimals]) {
    if (answer.status === 'rejected' && isRpcUnreachable(answer.reason)) throw answer.reason
  }
  return {
    name: clip(name.status === 'fulfilled' ? name.value : '', MAX_NAME_LENGTH) || UNKNOWN_TOKEN.name,
    symbol: clip(symbol.status === 'fulfilled' ? symbol.value : '', MAX_SYMBOL_LENGTH) || UNKNOWN_TOKEN.symbol,
    decimals: decimals.status === 'fulfilled' ? decimals.value : UNKNOWN_TOKEN.decimals,
  }
}

/** A token's own text made safe to show: no control characters, trimmed, at most `length` characters. */
export function clip(text: string, length: number): string {
  // Control characters would let a token name break the list it is shown in.
  // eslint-disable-next-line no-control-regex
  return text
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, length)
}
