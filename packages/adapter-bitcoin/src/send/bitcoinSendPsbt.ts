import { Address, NETWORK, OutScript, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { base64, hex } from '@scure/base'
import type { Network } from '@foyer/core/internal'
import { addressChainOf } from '../bitcoinNetwork.ts'
import type { BitcoinSendPlan } from './bitcoinSendPlan.ts'

/** BIP-125: a sequence below 0xfffffffe lets the sender replace the transaction with a higher fee while it waits. */
const REPLACEABLE = 0xfffffffd

/** The address prefixes of the network's accounts (regtest's segwit addresses are `bcrt1…`, its base58 ones testnet's). */
function addressParams(network: Pick<Network, 'id'>) {
  const chain = addressChainOf(network)
  if (chain === 'mainnet') return NETWORK
  return chain === 'regtest' ? { ...TEST_NETWORK, bech32: 'bcrt' } : TEST_NETWORK
}

/** The output script paying an address of the network; throws for an address of another network. */
export function outputScript(network: Pick<Network, 'id'>, address: string): Uint8Array {
  return OutScript.encode(Address(addressParams(network)).decode(address))
}

/**
 * The planned send as an unsigned PSBT (BIP-174, base64): each spent output with the script and
 * value its signature commits to (`witnessUtxo`), the receiver's output first, then the change back
 * to the sender's address where there is any. Every input is replaceable (BIP-125).
 */
export function bitcoinSendPsbt(network: Pick<Network, 'id'>, send: { from: string; to: string; plan: BitcoinSendPlan }): string {
  const senderScript = outputScript(network, send.from)
  const transaction = new Transaction({ version: 2 })
  for (const input of send.plan.inputs) {
    transaction.addInput({ txid: hex.decode(input.txid), index: input.vout, sequence: REPLACEABLE, witnessUtxo: { script: senderScript, amount: input.value } })
  }
  transaction.addOutput({ script: outputScript(network, send.to), amount: send.plan.amount })
  if (send.plan.change > 0n) transaction.addOutput({ script: senderScript, amount: send.plan.change })
  return base64.encode(transaction.toPSBT())
}
