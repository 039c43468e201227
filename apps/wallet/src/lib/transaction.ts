import { formatUnits } from 'viem/utils'
import { z } from 'zod'
import type { WalletChain } from '../config.ts'
import { RpcError } from './rpcError.ts'

const quantity = z.string().regex(/^(0x[0-9a-fA-F]+|\d+)$/, 'a hex or decimal quantity')
const hexData = z.string().regex(/^0x[0-9a-fA-F]*$/, 'hex data')
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an address')

/** A transaction as eth_sendTransaction carries it: quantities are hex strings. */
const rpcTransactionSchema = z.object({
  from: address.optional(),
  to: address.nullish(),
  value: quantity.optional(),
  data: hexData.optional(),
  input: hexData.optional(),
  gas: quantity.optional(),
  gasPrice: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
  nonce: quantity.optional(),
})
export type RpcTransaction = z.infer<typeof rpcTransactionSchema>

/** The transaction in `[tx]`, checked field by field; a bad field is the dapp's error (-32602). */
export function readTransaction(params: unknown): RpcTransaction {
  const parsed = z.tuple([rpcTransactionSchema], z.unknown()).safeParse(params)
  if (!parsed.success) throw new RpcError(-32602, `eth_sendTransaction expects [transaction]: ${z.prettifyError(parsed.error)}`)
  return parsed.data[0]
}

/** The fields worth reading before approving, in plain words, with the value in the chain's currency. */
export function describeTransaction(tx: RpcTransaction, chain: WalletChain | undefined): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = []
  if (tx.from) rows.push({ label: 'From', value: tx.from })
  rows.push({ label: 'To', value: tx.to ?? 'New contract' })
  const currency = chain?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  rows.push({ label: 'Value', value: `${formatUnits(BigInt(tx.value ?? '0x0'), currency.decimals)} ${currency.symbol}` })
  const data = tx.data ?? tx.input
  if (data && data !== '0x') rows.push({ label: 'Data', value: data })
  if (tx.gas) rows.push({ label: 'Gas limit', value: BigInt(tx.gas).toString() })
  if (tx.nonce) rows.push({ label: 'Nonce', value: BigInt(tx.nonce).toString() })
  return rows
}
