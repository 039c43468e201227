import { BaseError, HttpRequestError, TimeoutError } from 'viem'
import { UpstreamsUnavailableError } from '../rpc/upstreams.ts'

/** An amount an account holds of the native currency (no tokenAddress) or of one token (an ERC-20 contract, an SPL mint). */
export interface Holding {
  name: string
  symbol: string
  decimals: number
  tokenAddress?: string
  /** In the smallest unit. */
  amount: bigint
}

/**
 * A chain's node answers, but not as the chain's configuration says it should (a token contract
 * that is not there, a node of another token, an answer that is not the chain's data): its balances
 * cannot be known until the node or the configuration is mended. The balance route answers 503 with
 * the message, as for a node that cannot be reached.
 */
export class UnreadableChainError extends Error {
  override name = 'UnreadableChainError'
}

/**
 * A configured token has no contract on the chain (the chain was replaced, as an anvil restart
 * does, or the configuration names the wrong address): its balance cannot be known.
 */
export class MissingTokenContractError extends UnreadableChainError {
  override name = 'MissingTokenContractError'
  constructor(
    readonly symbol: string,
    readonly address: string,
    options?: ErrorOptions,
  ) {
    super(`the ${symbol} token contract ${address} answers no data (no contract at that address)`, options)
  }
}

/**
 * Whether a read failed because no node could be reached (refused, reset, timed out): through
 * viem's http transport, or through every URL of rpc/chainTransport.ts.
 */
export function isRpcUnreachable(error: unknown): boolean {
  if (error instanceof UpstreamsUnavailableError) return true
  if (!(error instanceof BaseError)) return false
  return Boolean(error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError || cause instanceof UpstreamsUnavailableError))
}
