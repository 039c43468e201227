/**
 * What the approval screen says about a Bitcoin request (the embedded wallet's bip122 RPC): a
 * message as text, or what a PSBT does — each amount it pays and to whom, the change that comes
 * back to the visitor, and the network fee (what its inputs bring less what its outputs pay), all
 * to the satoshi. Loaded only when a Bitcoin request is to be approved (approvalSummaries.ts).
 */
import { base64 } from '@scure/base'
import { Address, NETWORK, OutScript, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { clip, genericSummary, MAX_TEXT_LENGTH, type ApprovalRow, type ApprovalSummary } from '../approvalSummary.ts'
import { say } from '../texts/say.ts'
import type { ApprovalChain } from './namespaceApprovalSummary.ts'

const SATS_PER_BTC = 100_000_000n
const MAX_OUTPUTS_SHOWN = 8
/** Genesis-hash references (CAIP-2) of the networks whose addresses are not test networks' tb1. */
const MAINNET = '000000000019d6689c085ae165831e93'
const REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328'

/** Everything the screen shows is in the request and the visitor's address: the chain is not asked. */
export async function summarize(method: string, params: unknown, chain: ApprovalChain): Promise<ApprovalSummary> {
  return summarizeBitcoinRequest(method, params, chain)
}

/** The approval screen's title and rows for bip122_signMessage and bip122_signPsbt (any other method: the generic summary). */
export function summarizeBitcoinRequest(method: string, params: unknown, chain: Pick<ApprovalChain, 'chainId' | 'account'>): ApprovalSummary {
  const input = (typeof params === 'object' && params !== null ? params : {}) as { message?: unknown; psbt?: unknown; broadcast?: unknown }
  if (method === 'bip122_signMessage') {
    const text = typeof input.message === 'string' ? input.message : say('noMessage')
    return { title: say('signMessage'), sections: [{ kind: 'text', label: say('message'), text: clip(text, MAX_TEXT_LENGTH), mono: false }] }
  }
  if (method !== 'bip122_signPsbt') return genericSummary(method, params)
  const title = say(input.broadcast === true ? 'sendBitcoin' : 'signTransaction')
  return { title, sections: [{ kind: 'rows', rows: describePsbt(input.psbt, chain) }] }
}

/** The rows of a PSBT; one row saying so when it cannot be read (the visitor may still decline). */
export function describePsbt(encoded: unknown, chain: Pick<ApprovalChain, 'chainId' | 'account'>): ApprovalRow[] {
  let transaction: Transaction
  try {
    if (typeof encoded !== 'string') throw new Error('not base64')
    transaction = Transaction.fromPSBT(base64.decode(encoded))
  } catch {
    return [{ label: say('transaction'), value: say('unreadable') }]
  }
  const network = addressParams(chain.chainId)
  const rows: ApprovalRow[] = []
  let change = 0n
  let paid = 0n
  const payments: { to: string; amount: bigint }[] = []
  for (let index = 0; index < transaction.outputsLength; index++) {
    const output = transaction.getOutput(index)
    const amount = output.amount ?? 0n
    paid += amount
    const to = output.script ? addressOf(output.script, network) : say('outputWithoutScript')
    if (chain.account !== undefined && to === chain.account) change += amount
    else payments.push({ to, amount })
  }
  for (const { to, amount } of payments.slice(0, MAX_OUTPUTS_SHOWN)) rows.push({ label: say('amount'), value: `${formatSats(amount)} BTC` }, { label: say('to'), value: to, mono: true })
  if (payments.length > MAX_OUTPUTS_SHOWN) rows.push({ label: '…', value: say('morePayments', { count: payments.length - MAX_OUTPUTS_SHOWN }) })
  rows.push({ label: say('networkFee'), value: networkFeeText(transaction, paid) })
  if (change > 0n) rows.push({ label: say('changeBackToYou'), value: `${formatSats(change)} BTC` })
  const others = Array.from({ length: transaction.inputsLength }, (_, index) => transaction.getInput(index)).filter((spent) => {
    const script = spent.witnessUtxo?.script
    return chain.account === undefined || !script || addressOf(script, network) !== chain.account
  }).length
  if (others > 0) rows.push({ label: say('otherInputs'), value: say('inputsNotYours', { others, count: transaction.inputsLength }) })
  return rows
}

/** What the inputs bring less what the outputs pay, where every input says what it brings. */
function networkFeeText(transaction: Transaction, paid: bigint): string {
  let brought = 0n
  for (let index = 0; index < transaction.inputsLength; index++) {
    const amount = transaction.getInput(index).witnessUtxo?.amount
    if (amount === undefined) return say('notKnownInputAmount')
    brought += amount
  }
  return brought >= paid ? `${formatSats(brought - paid)} BTC` : say('notKnownOutputsPayMore')
}

function addressParams(chainId: string) {
  const reference = chainId.slice('bip122:'.length)
  if (reference === MAINNET) return NETWORK
  return reference === REGTEST ? { ...TEST_NETWORK, bech32: 'bcrt' } : TEST_NETWORK
}

function addressOf(script: Uint8Array, network: typeof NETWORK): string {
  try {
    return Address(network).encode(OutScript.decode(script))
  } catch {
    return `script ${Array.from(script, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
  }
}

/** Satoshis as BTC, every significant digit kept: 10000000n → '0.1'. */
export function formatSats(sats: bigint): string {
  const whole = (sats / SATS_PER_BTC).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = (sats % SATS_PER_BTC).toString().padStart(8, '0').replace(/0+$/, '')
  return `${whole}${fraction ? `.${fraction}` : ''}`
}
