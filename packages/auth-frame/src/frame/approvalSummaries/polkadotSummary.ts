/**
 * What the approval screen says about a Polkadot request (WalletConnect's polkadot RPC): a message
 * as text, or what a transaction payload does. The payload's call is read by the server against the
 * chain's metadata and its fee weighed by the chain's node (`polkadot_describeTransaction`,
 * protocol/polkadotTransaction.ts), never taken from the host page: a transfer shows its exact
 * amount in the chain's token, its receiver on the chain's prefix and the fee; any other call is
 * "a call Foyer cannot read" with its pallet and method. Loaded only when a Polkadot request is to
 * be approved (approvalSummaries.ts).
 */
import { POLKADOT_DESCRIBE_TRANSACTION, polkadotTransactionReadingSchema, type PolkadotTransactionReading } from '../../protocol/polkadotTransaction.ts'
import { clip, genericSummary, MAX_TEXT_LENGTH, type ApprovalRow, type ApprovalSummary } from '../approvalSummary.ts'
import { say } from '../texts/say.ts'
import type { ApprovalChain } from './namespaceApprovalSummary.ts'

/** A transaction is read by the server (the chain's metadata and node); a message is in the request. */
export async function summarize(method: string, params: unknown, chain: ApprovalChain): Promise<ApprovalSummary> {
  if (method !== 'polkadot_signTransaction') return summarizePolkadotRequest(method, params)
  const payload = (params as { transactionPayload?: unknown } | null)?.transactionPayload
  let reading: PolkadotTransactionReading | string
  try {
    const parsed = polkadotTransactionReadingSchema.safeParse(await chain.call(POLKADOT_DESCRIBE_TRANSACTION, [payload]))
    reading = parsed.success ? parsed.data : 'the server answered something other than a reading of it'
  } catch (error) {
    reading = error instanceof Error ? error.message : String(error)
  }
  return summarizePolkadotTransaction(reading)
}

/** The screen for polkadot_signMessage (any other method but a transaction: the generic summary). */
export function summarizePolkadotRequest(method: string, params: unknown): ApprovalSummary {
  if (method !== 'polkadot_signMessage') return genericSummary(method, params)
  const message = (params as { message?: unknown } | null)?.message
  return { title: say('signMessage'), sections: [{ kind: 'text', label: say('message'), text: clip(typeof message === 'string' ? message : say('noMessage'), MAX_TEXT_LENGTH), mono: false }] }
}

/** The screen for a payload from the server's reading of it, or from why it could not be read (the visitor may still decline). */
export function summarizePolkadotTransaction(reading: PolkadotTransactionReading | string): ApprovalSummary {
  if (typeof reading === 'string')
    return { title: say('signTransaction'), sections: [{ kind: 'rows', rows: [{ label: say('call'), value: say('unreadableCallBecause', { reason: clip(reading, 300) }) }] }] }
  const { call, chain } = reading
  const amount = (planck: string) => `${formatPlanck(BigInt(planck), chain.decimals)} ${chain.symbol}`
  const rows: ApprovalRow[] = []
  if (call.kind === 'transfer') {
    rows.push({ label: say('amount'), value: amount(call.amount) }, { label: say('to'), value: call.receiver, mono: true })
  } else {
    const names = call.pallet ? `: ${call.pallet}.${call.method ?? '?'}` : ''
    rows.push({ label: say('call'), value: `${say('unreadableCall')}${names}` })
    rows.push(call.kind === 'other' ? { label: say('whatItDoes'), value: say('notShownTrust') } : { label: say('why'), value: say('walletWillNotSign', { problem: call.problem }) })
  }
  rows.push({ label: say('networkFee'), value: 'planck' in reading.fee ? amount(reading.fee.planck) : say('notKnown', { problem: reading.fee.problem }) })
  if (BigInt(reading.tip) > 0n) rows.push({ label: say('tip'), value: amount(reading.tip) })
  if (call.kind === 'transfer') rows.push({ label: say('call'), value: `${call.pallet}.${call.method}`, mono: true })
  // transfer_keep_alive fails rather than close the sender's account; this one does not.
  if (call.kind === 'transfer' && call.method === 'transfer_allow_death') rows.push({ label: say('note'), value: say('existentialDeposit') })
  return { title: call.kind === 'transfer' ? say('sendSymbol', { symbol: chain.symbol }) : say('signTransaction'), sections: [{ kind: 'rows', rows }] }
}

/** Planck as the chain's token, every significant digit kept: 1_500_000_000_000n with 12 decimals → '1.5'. */
export function formatPlanck(planck: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals)
  const whole = (planck / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = decimals ? (planck % scale).toString().padStart(decimals, '0').replace(/0+$/, '') : ''
  return `${whole}${fraction ? `.${fraction}` : ''}`
}
