import type { Hex, PublicClient } from 'viem'
import type { Eip155NetworkId } from '../caip.ts'

export type Address = `0x${string}`

/**
 * The native currency in swap requests and answers, as 0x, 1inch and AppKit's modal write it
 * (`eip155:1:0xEeee…`): not a contract, so it needs no approval.
 */
export const NATIVE_TOKEN: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

export function isNativeToken(address: string): boolean {
  return address.toLowerCase() === NATIVE_TOKEN.toLowerCase()
}

/** A token a chain's swaps may use (the native currency at NATIVE_TOKEN). */
export interface SwapToken {
  address: Address
  name: string
  symbol: string
  decimals: number
}

/** One served chain a provider swaps on: its node (reads, gas prices, estimates) and the tokens the server knows there. */
export interface SwapChain {
  chainId: number
  caipNetworkId: Eip155NetworkId
  name: string
  client: PublicClient
  /** The native currency first, then the configured ERC-20 tokens (those of 0 decimals left out, spec §5). */
  tokens: readonly SwapToken[]
}

export interface QuoteRequest {
  sellToken: Address
  buyToken: Address
  /** In the sell token's smallest unit, above 0. */
  sellAmount: bigint
  /** Who will send the swap. */
  taker: Address
  /** The gas price the modal reckons with (wei); a provider may use it for its route. */
  gasPrice?: bigint | undefined
}

export interface SwapRequest extends QuoteRequest {
  /** How far below the quote the received amount may fall, in percent (0–50). */
  slippagePercent: number
  /** false when the caller asked disableEstimate: the transaction may be built without simulating it (gas then comes from the provider, or not at all). */
  estimateGas: boolean
}

/** A transaction to sign and send as it is. */
export interface UnsignedTransaction {
  to: Address
  data: Hex
  /** Wei sent with it. */
  value: bigint
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
}

export interface SwapTransaction extends UnsignedTransaction {
  /** What the swap is quoted to deliver, in the buy token's smallest unit. */
  buyAmount: bigint
}

/**
 * A swap provider on one chain, in the order the modal uses it: a quote, then (for an ERC-20 sold)
 * the allowance and an approval, then the swap transaction. Each failure is a SwapProviderError
 * (swapErrors.ts): refused (4xx), or the provider or node failing (502/503); never a hang.
 */
export interface SwapProvider {
  /** Names the provider in errors and logs ("0x", "1inch", "the devnet AMM"). */
  readonly name: string
  /** The tokens it swaps on this chain. */
  tokens(): Promise<readonly SwapToken[]>
  quote(request: QuoteRequest): Promise<{ buyAmount: bigint }>
  /** How much of `token` the provider's spender may move for `owner` (an ERC-20; the route answers the native currency itself). */
  allowance(token: Address, owner: Address): Promise<bigint>
  /** The ERC-20 approve transaction letting the provider's spender move `amount` (unlimited when omitted) of `owner`'s `token`. */
  buildApprove(token: Address, owner: Address, amount?: bigint): Promise<UnsignedTransaction>
  buildTransaction(request: SwapRequest): Promise<SwapTransaction>
}
