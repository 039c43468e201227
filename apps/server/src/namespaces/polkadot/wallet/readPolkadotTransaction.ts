import type { SignerPayloadJSON } from '@foyer/adapter-polkadot/transaction'
import type { PolkadotTransactionReading } from '@foyer/auth-frame/protocol'
import { encodeSs58Address, readSs58Address } from '@foyer/siwx-verify/ss58'
import { hexToBytes } from '@noble/hashes/utils'
import type { PolkadotChainConfig } from '../polkadotChainConfig.ts'
import type { polkadotRpc } from '../polkadotRpc.ts'
import { polkadotNetworkFee } from './polkadotFee.ts'
import type { PolkadotRuntime, ReadCall, UnreadCall } from './polkadotRuntime.ts'

/** The transfers the approval screen reads whole: pallet_balances' two ways of paying an account (their arguments are the same). */
const TRANSFERS: ReadonlySet<string> = new Set(['transfer_keep_alive', 'transfer_allow_death'])

/**
 * What the approval screen shows of a payload (protocol/polkadotTransaction.ts): its call read
 * against the runtime's metadata — a transfer by its receiver and exact amount, another call by its
 * pallet and method — and the fee the chain weighs it at. A fee the node cannot give is said, not thrown.
 */
export async function readPolkadotTransaction(
  payload: SignerPayloadJSON,
  chain: PolkadotChainConfig,
  runtime: PolkadotRuntime,
  rpc: ReturnType<typeof polkadotRpc>,
): Promise<PolkadotTransactionReading> {
  const call = describeCall(runtime.readCall(hexToBytes(payload.method.slice(2))), chain.ss58Prefix)
  const fee = await polkadotNetworkFee(rpc, payload).then(
    (planck) => ({ planck: planck.toString() }),
    (error: unknown) => ({ problem: `the chain's node could not weigh it: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300) }),
  )
  return {
    chain: { name: chain.name.slice(0, 64), symbol: chain.nativeCurrency.symbol, decimals: chain.nativeCurrency.decimals, ss58Prefix: chain.ss58Prefix },
    call,
    fee,
    tip: BigInt(payload.tip).toString(),
  }
}

/** A read call as the screen shows it: a transfer to an account id whole, any other call by its names. */
function describeCall(read: ReadCall | UnreadCall, ss58Prefix: number): PolkadotTransactionReading['call'] {
  if ('problem' in read) return { kind: 'unreadable', problem: read.problem, ...(read.pallet && { pallet: read.pallet }), ...(read.method && { method: read.method }) }
  const transfer = read.pallet === 'Balances' && TRANSFERS.has(read.method) ? transferOf(read.args, ss58Prefix) : undefined
  return transfer ? { kind: 'transfer', pallet: read.pallet, method: read.method, ...transfer } : { kind: 'other', pallet: read.pallet, method: read.method }
}

/** `{ dest: MultiAddress::Id(account), value: Compact<u128> }` as the receiver on the chain's prefix and the amount; undefined for another destination (an index, a raw address). */
function transferOf(args: unknown, ss58Prefix: number): { receiver: string; amount: string } | undefined {
  const { dest, value } = (args ?? {}) as { dest?: { type?: unknown; value?: unknown }; value?: unknown }
  if (dest?.type !== 'Id' || typeof dest.value !== 'string' || typeof value !== 'bigint') return undefined
  const read = readSs58Address(dest.value)
  if ('problem' in read) return undefined
  return { receiver: encodeSs58Address(read.account.publicKey, ss58Prefix), amount: value.toString() }
}
