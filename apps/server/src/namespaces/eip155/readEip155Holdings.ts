import { BaseError, ContractFunctionZeroDataError, erc20Abi, type PublicClient } from 'viem'
import { MissingTokenContractError, type Holding } from '../../balances/holding.ts'
import type { ChainConfig } from './eip155ChainConfig.ts'

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
