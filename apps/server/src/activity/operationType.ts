import type { OperationType, TransferDirection } from '@foyer/core/internal'
import type { Address } from 'viem'
import { ZERO_ADDRESS, type IndexedTransaction, type IndexedTransfer } from './blockActivity.ts'

/** ERC-20 approve(address,uint256). */
const APPROVE_SELECTOR = '0x095ea7b3'
/**
 * ERC-20 transfer(address,uint256) and transferFrom(address,address,uint256) (ERC-721's too),
 * ERC-721's two safeTransferFrom and ERC-1155's safeTransferFrom and safeBatchTransferFrom: a
 * send, even when it failed.
 */
const TRANSFER_SELECTORS = new Set(['0xa9059cbb', '0x23b872dd', '0x42842e0e', '0xb88d4fde', '0xf242432a', '0x2eb2c2d6'])

/** Which way a transfer moved for this account, or undefined when it did not concern it. */
export function transferDirection(transfer: Pick<IndexedTransfer, 'from' | 'to'>, account: Address): TransferDirection | undefined {
  if (transfer.from === account && transfer.to === account) return 'self'
  if (transfer.to === account) return 'in'
  if (transfer.from === account) return 'out'
  return undefined
}

/**
 * What a transaction did, from this account's side (addresses lowercase):
 * its own contract creation is a deploy; value only in is a receive (a mint when it came from
 * nowhere), only out a send (a burn when it went nowhere), both ways a trade; with no value moved
 * for it, an approve it signed, a token transfer it signed or value it attached that a failure
 * kept from moving (a send; a receive for value meant for it), or else a plain contract call.
 */
export function operationType(
  transaction: Pick<IndexedTransaction, 'from' | 'to' | 'createsContract' | 'selector' | 'value'>,
  transfers: readonly Pick<IndexedTransfer, 'from' | 'to'>[],
  account: Address,
): OperationType {
  const signed = transaction.from === account
  if (transaction.createsContract && signed) return 'deploy'

  const mine = transfers.flatMap((transfer) => {
    const direction = transferDirection(transfer, account)
    return direction ? [{ ...transfer, direction }] : []
  })
  const incoming = mine.filter((transfer) => transfer.direction === 'in')
  const outgoing = mine.filter((transfer) => transfer.direction === 'out')
  if (incoming.length > 0 && outgoing.length > 0) return 'trade'
  if (incoming.length > 0) return incoming.every((transfer) => transfer.from === ZERO_ADDRESS) ? 'mint' : 'receive'
  if (outgoing.length > 0) return outgoing.every((transfer) => transfer.to === ZERO_ADDRESS) ? 'burn' : 'send'
  if (mine.length > 0) return 'send'

  if (signed && transaction.selector === APPROVE_SELECTOR) return 'approve'
  if (signed && transaction.selector !== null && TRANSFER_SELECTORS.has(transaction.selector)) return 'send'
  if (transaction.value > 0n) {
    if (signed) return 'send'
    if (transaction.to === account) return 'receive'
  }
  return 'execute'
}
