/**
 * Sending on Bitcoin (the Send view through the namespace module's `sends`, loaded on first use):
 * BTC from the account's unspent outputs, read with the fee rate through the Foyer server. The quote
 * is the send's plan (bitcoinSendPlan.ts) at the speed chosen (its fee rate: the next block's, half
 * an hour's, an hour's): the outputs it spends, the receiver's amount, the change back to the account
 * and the fee, exact to the satoshi; the request is the plan as a PSBT for the
 * wallet to sign and broadcast (the client's `sendPsbt`).
 */
import { SEND_SPEEDS, type HttpClient, type Network, type NamespaceSends, type SendOrder, type SendSpeed } from '@foyer/core/internal'
import { decodeBitcoinAddress } from '../bip122/bitcoinAddress.ts'
import { BitcoinPlanProblem, feeFor, maxBitcoinSend, planBitcoinSend, transactionVsize, type BitcoinSendPlan } from './bitcoinSendPlan.ts'
import { bitcoinSendPsbt } from './bitcoinSendPsbt.ts'
import { bitcoinSendReads } from './bitcoinSendReads.ts'

function addressType(address: string, role: string) {
  const decoded = decodeBitcoinAddress(address)
  if (!decoded) throw new TypeError(`the ${role} ${address} is not a Bitcoin address`)
  return decoded.type
}

export function bitcoinSends(server: HttpClient): NamespaceSends {
  const reads = bitcoinSendReads(server)
  /** The account's outputs and the fee rate, read together. */
  const read = (network: Network, from: string, speed?: SendSpeed) => Promise.all([reads.outputs(network.caipNetworkId, from), reads.feeRate(network.caipNetworkId, speed)])

  return {
    // Max spends every output into one: what it keeps back is that transaction's fee, sized for a taproot receiver (the largest common output).
    async feeReserve(network, from) {
      const [outputs, feeRate] = await read(network, from)
      const total = outputs.reduce((sum, output) => sum + output.value, 0n)
      return total - maxBitcoinSend({ sender: addressType(from, 'sender'), receiver: 'p2tr', feeRate, outputs })
    },
    async quote(network, order: SendOrder) {
      if (order.token) return undefined
      const sender = addressType(order.from, 'sender')
      const receiver = addressType(order.to, 'receiver')
      const [outputs, feeRate] = await read(network, order.from, order.speed)
      try {
        const plan = planBitcoinSend({ sender, receiver, amount: order.units, feeRate, outputs })
        return { fee: plan.fee, accountRent: 0n, change: plan.change, plan }
      } catch (error) {
        if (!(error instanceof BitcoinPlanProblem) || error.reason !== 'insufficientFunds') throw error
        // Not enough for the amount and its fee: the fee of spending everything, so the review says the fee is what cannot be paid.
        return { fee: feeFor(transactionVsize(sender, Math.max(outputs.length, 1), [receiver]), feeRate), accountRent: 0n }
      }
    },
    needsQuote: true,
    speeds: SEND_SPEEDS,
    async request(network, order, quote) {
      const plan = quote?.plan as BitcoinSendPlan | undefined
      if (!plan) throw new Error('a Bitcoin send is made from its plan')
      const psbt = bitcoinSendPsbt(network, { from: order.from, to: order.to, plan })
      return { name: 'sendPsbt', params: { psbt, to: order.to, signInputs: plan.inputs.map((_, index) => ({ address: order.from, index })) } }
    },
  }
}
