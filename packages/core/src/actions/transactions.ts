import type { FoyerContext } from '../context.ts'
import { isUserRejection, SNACKBARS, THROWN } from '../errors.ts'
import { addPendingTransaction } from './activity.ts'

/** What the host passes: the recipient, an amount in wei and optional call data. */
export interface TransactionInput {
  to: string
  value?: bigint
  data?: string
}

/** The first thing wrong with a transaction the host passed, or null. */
export function transactionInputProblem(input: TransactionInput): string | null {
  if (typeof input?.to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(input.to)) return 'to must be an EVM address: 0x and 40 hex characters'
  if (input.value !== undefined && (typeof input.value !== 'bigint' || input.value < 0n)) return 'value must be a bigint amount of wei, not negative'
  if (input.data !== undefined && (typeof input.data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(input.data))) return 'data must be 0x-prefixed hex bytes'
  return null
}

/**
 * Asks the connected wallet to send a transaction from the active account on the active network
 * (eip155). Answers the hash; the transaction shows in Activity as pending until it is mined.
 * A refusal in the wallet shows 'Signature declined', any other failure 'Failed to send
 * transaction. Please try again.'; both reject.
 */
export async function sendTransaction(ctx: FoyerContext, input: TransactionInput): Promise<string> {
  const problem = transactionInputProblem(input)
  if (problem) throw new TypeError(`Invalid transaction: ${problem}`)
  const { to, value, data } = input
  const namespace = ctx.chains.get().activeNamespace
  const chain = namespace ? ctx.chains.chain(namespace) : undefined
  const session = namespace ? ctx.sessions.get(namespace) : undefined
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  if (!session || !address) throw new Error(THROWN.CONNECTION_CLIENT_NOT_SET)
  if (!network) throw new Error(THROWN.CAIP_NETWORK_UNDEFINED)
  if (network.chainNamespace !== 'eip155') throw new Error(THROWN.UNSUPPORTED_CHAIN)
  try {
    const hash = await session.connector.sendTransaction({ to, value, data, address, chainId: network.id })
    addPendingTransaction(ctx, { hash, chain: network.caipNetworkId, sentFrom: address, sentTo: to })
    ctx.snackbar.success(SNACKBARS.TRANSACTION_STARTED)
    return hash
  } catch (error) {
    ctx.snackbar.error(isUserRejection(error) ? SNACKBARS.SIGNATURE_DECLINED : SNACKBARS.SEND_FAILED)
    throw error
  }
}
