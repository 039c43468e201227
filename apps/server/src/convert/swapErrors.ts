import { THROWN } from '@foyer/core/internal'
import { BaseError, ContractFunctionRevertedError, ContractFunctionZeroDataError, ExecutionRevertedError } from 'viem'
import { isRpcUnreachable } from '../balances/holding.ts'
import { HttpError } from '../kernel/http/httpError.ts'
import type { SwapChain } from './swapProvider.ts'

/** Spec §8's messages, said for a chain outside the swap networks (§9's list and the devnet's). */
export const SWAPS_NOT_SUPPORTED = THROWN.SWAPS_NETWORK_UNSUPPORTED
export const GAS_PRICE_NOT_SUPPORTED = THROWN.GAS_PRICE_NETWORK_UNSUPPORTED

/** A provider (or the chain's node) refuses this swap as asked: no route, no liquidity, a swap that would revert. */
export function swapRefused(upstream: string, reason: string, options?: ErrorOptions): HttpError {
  return new HttpError(422, `${upstream} cannot do this swap: ${reason}`, options)
}

/** The provider or node cannot be reached, is too slow, or limits us: the caller may try again shortly. */
export function swapUnavailable(upstream: string, reason: string, options?: ErrorOptions): HttpError {
  return new HttpError(503, `${upstream} ${reason}; try again shortly.`, options)
}

/** The provider or node answered, but not usefully (an error status, a body of the wrong shape). */
export function swapBadUpstream(upstream: string, reason: string, options?: ErrorOptions): HttpError {
  return new HttpError(502, `${upstream} ${reason}`, options)
}

export function nodeName(chain: Pick<SwapChain, 'caipNetworkId' | 'name'>): string {
  return `The RPC node of ${chain.caipNetworkId} (${chain.name})`
}

/**
 * Runs a read on the chain's node: no node answering is a 503, a node's own error a 502, and a
 * revert (or no contract at the address) what `onRevert` says, else a 422.
 */
export async function askNode<T>(chain: SwapChain, what: string, run: () => Promise<T>, onRevert?: (reason: string, error: unknown) => HttpError): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof HttpError) throw error
    if (isRpcUnreachable(error)) throw swapUnavailable(nodeName(chain), 'cannot be reached', { cause: error })
    const reverted = revertReason(error)
    if (reverted !== undefined) throw onRevert?.(reverted, error) ?? swapRefused(nodeName(chain), `${what} reverted (${reverted})`, { cause: error })
    if (error instanceof BaseError) throw swapBadUpstream(nodeName(chain), `answered ${what} with an error: ${error.shortMessage}`, { cause: error })
    throw error
  }
}

/** Why a call reverted (its reason, or a description), or undefined when the failure was not a revert. */
function revertReason(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined
  const cause = error.walk((inner) => inner instanceof ContractFunctionRevertedError || inner instanceof ContractFunctionZeroDataError || inner instanceof ExecutionRevertedError)
  if (cause instanceof ContractFunctionRevertedError) return cause.reason ?? 'no reason given'
  if (cause instanceof ContractFunctionZeroDataError) return 'no contract answers at that address'
  if (cause instanceof ExecutionRevertedError) return cause.details || 'no reason given'
  return undefined
}
