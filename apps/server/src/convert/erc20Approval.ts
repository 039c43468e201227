import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { badRequest } from '../kernel/http/httpError.ts'
import { askNode } from './swapErrors.ts'
import type { Address, SwapChain, UnsignedTransaction } from './swapProvider.ts'

/**
 * ERC-20 allowances read on the chain's node and approvals built here, for providers whose spender
 * is a known contract (the devnet AMM's router, 0x's AllowanceHolder).
 */
export function readAllowance(chain: SwapChain, token: Address, owner: Address, spender: Address): Promise<bigint> {
  return askNode(chain, 'allowance', () => chain.client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, spender] }), noToken(chain, token))
}

/** `approve(spender, amount)` on the token, unlimited when no amount is given; priced at the node's gas price. */
export async function approveTransaction(chain: SwapChain, token: Address, spender: Address, amount: bigint = maxUint256): Promise<UnsignedTransaction> {
  const gasPrice = await askNode(chain, 'eth_gasPrice', () => chain.client.getGasPrice())
  return { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }), value: 0n, gasPrice }
}

function noToken(chain: SwapChain, token: Address) {
  return () => badRequest(`tokenAddress ${token} is not an ERC-20 token on ${chain.caipNetworkId}: its allowance cannot be read`)
}
