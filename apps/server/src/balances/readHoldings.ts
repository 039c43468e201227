import { BaseError, ContractFunctionZeroDataError, erc20Abi, HttpRequestError, TimeoutError, type PublicClient } from 'viem'
import type { ChainConfig } from '../coreSettings.ts'
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
 * Reads an account's native balance and its balance of every configured token from the chain.
 * The devnet has no multicall contract, so the calls are plain eth_getBalance / eth_call, issued
 * together so the client's batching sends them as one JSON-RPC batch.
 * Tokens with 0 decimals are not read at all (spec §5 drops them as low quality); zero amounts
 * are left out.
 */
export async function readHoldings(client: PublicClient, chain: ChainConfig, owner: `0x${string}`): Promise<Holding[]> {
  const tokens = chain.tokens.filter((token) => token.decimals > 0)
  const [nativeAmount, ...tokenAmounts] = await Promise.all([
    client.getBalance({ address: owner }),
    ...tokens.map((token) =>
      client.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }).catch((error: unknown) => {
        if (error instanceof BaseError && error.walk((cause) => cause instanceof ContractFunctionZeroDataError)) {
          throw new MissingTokenContractError(token.symbol, token.address, { cause: error })
        }
        throw error
      }),
    ),
  ])
  const native: Holding = { ...chain.nativeCurrency, amount: nativeAmount }
  const erc20s = tokens.map(
    (token, index): Holding => ({
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      tokenAddress: token.address,
      amount: tokenAmounts[index]!,
    }),
  )
  return [native, ...erc20s].filter((holding) => holding.amount > 0n)
}

/**
 * A configured token has no contract on the chain (the chain was replaced, as an anvil restart
 * does, or the configuration names the wrong address): its balance cannot be known.
 */
export class MissingTokenContractError extends Error {
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
