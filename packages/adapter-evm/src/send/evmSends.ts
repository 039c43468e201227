/**
 * Sending on eip155 (the Send view through the namespace module's `sends`, loaded on first use):
 * the native currency as a transaction's value, an ERC-20 by a `transfer` call (USDT's contract
 * takes the same call, though it answers nothing); the quote is the node's gas estimate times its
 * gas price (spec §7 wallet calls: estimate gas, gas price). Sent through the client's
 * `sendTransaction`, so every connector, pending Activity and the balance refresh apply.
 */
import type { NamespaceSends, SendOrder } from '@foyer/core/internal'
import { erc20TransferData } from './erc20Transfer.ts'
import { estimateEvmSendFee } from './estimateEvmSendFee.ts'
import { operationFee } from './operationFee.ts'

/** What Max keeps back when the node cannot estimate: a thousandth of a unit of an 18-decimal currency (the review checks the real fee). */
const RESERVE_WITHOUT_ESTIMATE = 10n ** 15n

/** The send as a transaction: the value to the receiver, or an ERC-20 transfer call to the token's contract. */
export function evmSendTransaction({ to, units, token }: SendOrder): { to: string; value?: bigint; data?: `0x${string}` } {
  return token ? { to: token, data: erc20TransferData(to, units) } : { to, value: units }
}

export const eip155Sends: NamespaceSends = {
  // Twice a transfer's fee at the node's current gas price: the price may rise before it is mined.
  feeReserve: async (network, from) => ((await estimateEvmSendFee(network, { from, to: from, value: 1n })) ?? RESERVE_WITHOUT_ESTIMATE) * 2n,
  async quote(network, order, wallet) {
    if (order.smartAccount) {
      // A user operation: its wallet prices it, and says whether the app's paymaster pays it.
      const priced = wallet && (await operationFee(wallet, [evmSendTransaction(order)]))
      return priced && { fee: priced.fee, accountRent: 0n, ...(priced.paidByApp ? { paidByApp: true } : { feeIsCeiling: true }) }
    }
    const fee = await estimateEvmSendFee(network, { from: order.from, ...evmSendTransaction(order) })
    return fee === undefined ? undefined : { fee, accountRent: 0n }
  },
  // Without the node's estimate the wallet still estimates its own gas: the review may send.
  needsQuote: false,
  request: async (_network, order) => ({ name: 'sendTransaction', params: evmSendTransaction(order) }),
}
