/**
 * A Bitcoin send's plan, pure: which of the account's outputs it spends, what it pays the receiver,
 * what comes back as change, and the fee — the inputs' sum less the outputs', so the fee the review
 * shows is the fee the transaction pays, to the satoshi. Sizes are virtual bytes (BIP-141's weight
 * over 4), signatures counted at their largest, so the rate paid is never under the rate asked.
 */
import type { DecodedBitcoinAddress } from '../bip122/bitcoinAddress.ts'
import { DUST_LIMIT } from '../bip122/dustLimit.ts'

type AddressType = DecodedBitcoinAddress['type']

/** One unspent output of the account, as the server's UTXO read lists it. */
export interface SpendableOutput {
  txid: string
  vout: number
  /** Its value in satoshis. */
  value: bigint
  confirmed: boolean
}

export interface BitcoinSendPlan {
  /** What is spent, in the order the transaction lists them. */
  inputs: SpendableOutput[]
  /** The receiver's output, in satoshis. */
  amount: bigint
  /** What comes back to the sender's address; 0 where it would be dust, and the fee keeps it. */
  change: bigint
  /** The inputs' sum less the outputs': exactly what the network is paid. */
  fee: bigint
  /** The fee rate asked, in sat/vB. */
  feeRate: number
  /** The transaction's size in virtual bytes, signatures at their largest. */
  vsize: number
}

/** Why a send cannot be planned: the outputs do not cover the amount and its fee, or the sender's address is of a type Foyer does not spend. */
export class BitcoinPlanProblem extends Error {
  override name = 'BitcoinPlanProblem'
  constructor(
    readonly reason: 'insufficientFunds' | 'unspendableSender',
    message: string,
  ) {
    super(message)
  }
}

/**
 * An input's weight by the type of the address it spends: the outpoint, sequence and script length
 * (41 bytes × 4) plus its witness (P2WPKH: a 72-byte signature with its sighash byte and a 33-byte
 * key; P2TR's key path: one 64-byte Schnorr signature, SIGHASH_DEFAULT).
 */
const INPUT_WEIGHT: Partial<Record<AddressType, number>> = {
  p2wpkh: 41 * 4 + (1 + 1 + 73 + 1 + 33),
  p2tr: 41 * 4 + (1 + 1 + 64),
}
/** An output's size: its 8-byte value, the script's length byte and the script. */
const OUTPUT_BYTES: Record<AddressType, number> = { p2pkh: 8 + 1 + 25, p2sh: 8 + 1 + 23, p2wpkh: 8 + 1 + 22, p2wsh: 8 + 1 + 34, p2tr: 8 + 1 + 34, witness: 8 + 1 + 42 }
/** Version, locktime and the input and output counts (4 + 4 + 1 + 1 bytes), and segwit's marker and flag (2 weight units). */
const OVERHEAD_WEIGHT = (4 + 4 + 1 + 1) * 4 + 2

/** Whether Foyer can plan spends from an address of this type (a key-path spend whose signature size it knows). */
export function spendableType(type: AddressType): boolean {
  return INPUT_WEIGHT[type] !== undefined
}

/** A transaction's virtual size: `inputs` inputs of the sender's type, the outputs' types. */
export function transactionVsize(sender: AddressType, inputs: number, outputs: readonly AddressType[]): number {
  const inputWeight = INPUT_WEIGHT[sender]
  if (inputWeight === undefined) throw new BitcoinPlanProblem('unspendableSender', `sending from a ${sender} address is not supported`)
  const weight = OVERHEAD_WEIGHT + inputs * inputWeight + outputs.reduce((sum, type) => sum + OUTPUT_BYTES[type] * 4, 0)
  return Math.ceil(weight / 4)
}

/** The fee of `vsize` virtual bytes at `feeRate` sat/vB, rounded up to a whole satoshi (a fractional rate is kept to the thousandth). */
export function feeFor(vsize: number, feeRate: number): bigint {
  const milliRate = BigInt(Math.ceil(feeRate * 1000))
  return (BigInt(vsize) * milliRate + 999n) / 1000n
}

/** The outputs spent first: confirmed before unconfirmed, larger before smaller (fewer inputs, a smaller fee). */
function spendingOrder(outputs: readonly SpendableOutput[]): SpendableOutput[] {
  return [...outputs].sort((a, b) => Number(b.confirmed) - Number(a.confirmed) || (b.value > a.value ? 1 : b.value < a.value ? -1 : 0))
}

export interface SendAsked {
  sender: AddressType
  receiver: AddressType
  amount: bigint
  feeRate: number
  outputs: readonly SpendableOutput[]
}

/**
 * Plans a send of `amount` to the receiver: outputs are added in spending order until they pay the
 * amount and the fee of a transaction with a change output; change below the sender's dust limit is
 * left to the fee instead (the transaction then has one output less). Throws BitcoinPlanProblem when
 * every output together does not cover the amount and its fee.
 */
export function planBitcoinSend({ sender, receiver, amount, feeRate, outputs }: SendAsked): BitcoinSendPlan {
  const chosen: SpendableOutput[] = []
  let total = 0n
  for (const output of spendingOrder(outputs)) {
    chosen.push(output)
    total += output.value
    const withChange = transactionVsize(sender, chosen.length, [receiver, sender])
    const changeLeft = total - amount - feeFor(withChange, feeRate)
    if (changeLeft >= DUST_LIMIT[sender]) return { inputs: chosen, amount, change: changeLeft, fee: total - amount - changeLeft, feeRate, vsize: withChange }
    const alone = transactionVsize(sender, chosen.length, [receiver])
    if (total - amount >= feeFor(alone, feeRate)) return { inputs: chosen, amount, change: 0n, fee: total - amount, feeRate, vsize: alone }
  }
  throw new BitcoinPlanProblem('insufficientFunds', 'the account’s outputs do not cover the amount and the network fee')
}

/**
 * The most the account can send to one receiver ("Max"): every output spent into one output, less
 * that transaction's fee; 0 where the fee is more than everything.
 */
export function maxBitcoinSend({ sender, receiver, feeRate, outputs }: Omit<SendAsked, 'amount'>): bigint {
  if (outputs.length === 0) return 0n
  const total = outputs.reduce((sum, output) => sum + output.value, 0n)
  const fee = feeFor(transactionVsize(sender, outputs.length, [receiver]), feeRate)
  return total > fee ? total - fee : 0n
}
