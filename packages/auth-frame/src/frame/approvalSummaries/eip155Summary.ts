/**
 * What the approval screen says about an EVM request: a personal_sign message as text, EIP-712
 * data by its fields, a transaction by what it sends (an ERC-20 transfer by its token and exact
 * amount, an approval by its spender and allowance) and what it costs, a batch of calls (EIP-5792) call by call and who pays.
 * Anything else: the method and its parameters.
 */
import * as z from 'zod/mini'
import { clip, genericSummary, MAX_TEXT_LENGTH, toJson, type ApprovalRow, type ApprovalSection, type ApprovalSummary } from '../approvalSummary.ts'
import { formatEther, hexBytes, hexToText, parseQuantity } from './eip155/evmValues.ts'
import { estimateNetworkFee, type ChainCall } from './eip155/networkFee.ts'
import { operationFeeText } from './eip155/operationFee.ts'
import { allowanceText, decodeTokenApproval, decodeTokenTransfer, readTokenFacts, tokenAmountText } from './eip155/tokenTransfer.ts'
import type { ApprovalChain } from './namespaceApprovalSummary.ts'
import { say } from '../texts/say.ts'

/**
 * The summary, with what only the chain's node can say: each token amount exact in the token's own
 * units, and the fee: a transaction's estimate from the node, or a smart account's operation (one
 * transaction or a batch) bounded by what it can cost at most, or nothing when the app pays.
 */
export async function summarize(method: string, params: unknown, chain: ApprovalChain): Promise<ApprovalSummary> {
  const smartAccount = chain.accountType === 'smartAccount'
  const sponsored = chain.sponsored ?? false
  const summary = summarizeEip155Request(method, params, { smartAccount, sponsored })
  const calls = requestCalls(method, params)
  if (calls.length === 0) return summary
  const fee = smartAccount ? operationFeeText(chain.call, calls, sponsored) : method === 'eth_sendTransaction' ? estimateNetworkFee(chain.call, calls[0]!, chain.account) : undefined
  await Promise.all(calls.map((call, index) => exactTokenAmounts(chain.call, call, summary.sections[index])))
  const feeText = await fee
  if (feeText === undefined) return summary
  if (method === 'eth_sendTransaction') {
    // After the amount, before the call data: what the visitor pays, seen without scrolling.
    const rows = rowsOf(summary.sections[0])
    const amount = rows?.findIndex((row) => row.label === say('amount')) ?? -1
    rows?.splice(amount + 1, 0, { label: say('networkFee'), value: feeText })
  } else {
    const feeRow = rowsOf(summary.sections.at(-1))?.find((row) => row.label === say('networkFee'))
    if (feeRow) feeRow.value = feeText
  }
  return summary
}

/** The transaction, or the batch's calls, a request would send; none for any other request or a malformed one (shown as its parameters). */
function requestCalls(method: string, params: unknown): Record<string, unknown>[] {
  const first = Array.isArray(params) ? params[0] : undefined
  if (typeof first !== 'object' || first === null) return []
  if (method === 'eth_sendTransaction') return [first as Record<string, unknown>]
  if (method !== 'wallet_sendCalls') return []
  const calls = (first as { calls?: unknown }).calls
  const wellFormed = Array.isArray(calls) && calls.length > 0 && calls.length <= MAX_BATCH_CALLS && calls.every((call) => typeof call === 'object' && call !== null)
  return wellFormed ? (calls as Record<string, unknown>[]) : []
}

function rowsOf(section: ApprovalSection | undefined): ApprovalRow[] | undefined {
  return section?.kind === 'rows' ? section.rows : undefined
}

/** A token transfer's amount and an approval's allowance in the token's own units, read from its contract. */
async function exactTokenAmounts(call: ChainCall, transaction: Record<string, unknown>, section: ApprovalSection | undefined): Promise<void> {
  const rows = rowsOf(section)
  const transfer = decodeTokenTransfer(transaction.to, transaction.data)
  const approval = decodeTokenApproval(transaction.to, transaction.data)
  const token = transfer?.token ?? approval?.token
  if (!rows || !token) return
  const facts = await readTokenFacts(call, token)
  const tokenAmount = rows.find((row) => row.label === say('tokenAmount'))
  if (transfer && tokenAmount) tokenAmount.value = tokenAmountText(transfer.amount, facts)
  const allowance = rows.find((row) => row.label === say('allowance'))
  if (approval && allowance) allowance.value = allowanceText(approval.amount, facts)
}

/** What the screen says before the node is asked: pure, so each rule is tested without one. */
export function summarizeEip155Request(method: string, params: unknown, account: { smartAccount?: boolean; sponsored?: boolean } = {}): ApprovalSummary {
  switch (method) {
    case 'personal_sign':
      return summarizePersonalSign(params)
    case 'eth_signTypedData_v4':
      return summarizeTypedDataRequest(params)
    case 'eth_sendTransaction':
      return summarizeTransaction(params)
    case 'wallet_sendCalls':
      return summarizeSendCalls(params, account.smartAccount ? { sponsored: account.sponsored ?? false } : undefined)
    default:
      return genericSummary(method, params)
  }
}

export interface TypedDataSummary {
  domainName?: string
  primaryType: string
  fields: ApprovalRow[]
}

/** EIP-712 data (an object or its JSON) as its domain name, primary type and message fields; null if it is not EIP-712. */
export function summarizeTypedData(value: unknown): TypedDataSummary | null {
  let data = value
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value)
    } catch {
      return null
    }
  }
  const parsed = typedDataSchema.safeParse(data)
  if (!parsed.success) return null
  const fields: ApprovalRow[] = []
  flattenFields(parsed.data.message, '', 0, fields)
  const name = parsed.data.domain?.name
  return { ...(typeof name === 'string' && name ? { domainName: name } : {}), primaryType: parsed.data.primaryType, fields }
}

const MAX_FIELDS = 40
const MAX_DEPTH = 4
const MAX_VALUE_LENGTH = 320
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

const typedDataSchema = z.object({
  domain: z.optional(z.record(z.string(), z.unknown())),
  primaryType: z.string().check(z.minLength(1), z.maxLength(256)),
  message: z.record(z.string(), z.unknown()),
})

function summarizePersonalSign(params: unknown): ApprovalSummary {
  const list = Array.isArray(params) ? params : []
  // Some apps send [address, message]; the message is whichever one is not the signer's address.
  const [first, second] = list
  const message = typeof first === 'string' && ADDRESS.test(first) && typeof second === 'string' && !ADDRESS.test(second) ? second : first
  if (typeof message !== 'string') return genericSummary('personal_sign', params)
  const isHex = /^0x[0-9a-fA-F]*$/.test(message)
  const text = isHex ? hexToText(message) : message
  return {
    title: say('signMessage'),
    sections: [{ kind: 'text', label: say('message'), text: clip(text ?? message, MAX_TEXT_LENGTH), mono: text === null }],
  }
}

function summarizeTypedDataRequest(params: unknown): ApprovalSummary {
  const list = Array.isArray(params) ? params : []
  const typed = summarizeTypedData(list[1]) ?? summarizeTypedData(list[0])
  if (!typed) return genericSummary('eth_signTypedData_v4', params)
  const overview: ApprovalRow[] = [...(typed.domainName ? [{ label: say('domain'), value: typed.domainName }] : []), { label: say('type'), value: typed.primaryType }]
  return {
    title: say('signTypedData'),
    sections: [
      { kind: 'rows', rows: overview },
      { kind: 'rows', label: say('message'), rows: typed.fields.length ? typed.fields : [{ label: '—', value: say('noFields') }] },
    ],
  }
}

function summarizeTransaction(params: unknown): ApprovalSummary {
  const tx = Array.isArray(params) ? params[0] : undefined
  if (typeof tx !== 'object' || tx === null) return genericSummary('eth_sendTransaction', params)
  const { title, rows } = transactionRows(tx as Record<string, unknown>)
  return { title, sections: [{ kind: 'rows', rows }] }
}

/** What one transaction (or one call of a batch) sends: an ERC-20 transfer by its token, recipient and amount; anything else by its target, ether and data. */
function transactionRows(tx: Record<string, unknown>): { title: string; rows: ApprovalRow[] } {
  const { to, value, data } = tx
  const wei = value === undefined ? 0n : parseQuantity(value)
  const dataBytes = typeof data === 'string' ? hexBytes(data) : null
  const amountRow: ApprovalRow = { label: say('amount'), value: wei === null ? say('notValidAmount', { value: clip(String(value), MAX_VALUE_LENGTH) }) : `${formatEther(wei)} ETH` }
  const dataRow: ApprovalRow =
    dataBytes && dataBytes.length > 0 ? { label: say('data'), value: describeData(data as string, dataBytes.length), mono: true } : { label: say('data'), value: say('none') }
  // An ERC-20 transfer: the token moved, to whom, and how much exactly (summarize reads the token's decimals and symbol).
  const transfer = decodeTokenTransfer(to, data)
  if (transfer) {
    const rows: ApprovalRow[] = [
      { label: say('token'), value: transfer.token, mono: true },
      { label: say('recipient'), value: transfer.recipient, mono: true },
      { label: say('tokenAmount'), value: tokenAmountText(transfer.amount, {}) },
      amountRow,
      dataRow,
    ]
    return { title: say('sendTokens'), rows }
  }
  // An ERC-20 approval: which token, who may spend it, and how much (summarize reads the token's decimals and symbol).
  const approval = decodeTokenApproval(to, data)
  if (approval) {
    const rows: ApprovalRow[] = [
      { label: say('token'), value: approval.token, mono: true },
      { label: say('spender'), value: approval.spender, mono: true },
      { label: say('allowance'), value: allowanceText(approval.amount, {}) },
      amountRow,
      dataRow,
    ]
    return { title: say('allowSpending'), rows }
  }
  return { title: say('sendTransaction'), rows: [typeof to === 'string' && to ? { label: say('to'), value: to, mono: true } : { label: say('to'), value: say('newContract') }, amountRow, dataRow] }
}

/** The most calls of a batch the screen lists, as the client sends them (adapter-evm's MAX_CALLS); a longer batch shows as its parameters. */
const MAX_BATCH_CALLS = 10

/**
 * EIP-5792's `wallet_sendCalls`: every call of the batch, in order, each as a transaction would
 * show (its target, ether and data; an ERC-20 transfer by its token, recipient and amount), then
 * how the batch runs and who pays for it. The key's own account sends each call as its own
 * transaction, one after another, and pays each one's network fee; a smart account sends the batch
 * as one operation, all of it or none.
 */
function summarizeSendCalls(params: unknown, smartAccount: { sponsored: boolean } | undefined): ApprovalSummary {
  const batch = Array.isArray(params) ? params[0] : undefined
  const calls = typeof batch === 'object' && batch !== null ? (batch as { calls?: unknown }).calls : undefined
  const wellFormed = Array.isArray(calls) && calls.length > 0 && calls.length <= MAX_BATCH_CALLS && calls.every((call) => typeof call === 'object' && call !== null)
  if (!wellFormed) return genericSummary('wallet_sendCalls', params)
  const sections: ApprovalSection[] = calls.map((call, index) => ({
    kind: 'rows',
    label: say('callOf', { index: index + 1, count: calls.length }),
    rows: transactionRows(call as Record<string, unknown>).rows,
  }))
  sections.push({
    kind: 'rows',
    rows: smartAccount
      ? [
          { label: say('howItRuns'), value: say('allTogether') },
          { label: say('networkFee'), value: say(smartAccount.sponsored ? 'paidByApp' : 'paidBySmartAccount') },
        ]
      : [
          { label: say('howItRuns'), value: say('oneAfterAnother') },
          { label: say('networkFee'), value: say('paidByYou') },
        ],
  })
  return { title: say(calls.length === 1 ? 'sendOneCall' : 'sendCalls', { count: calls.length }), sections }
}

/** Call data by its selector and size: '0xa9059cbb… (68 bytes)'. */
function describeData(data: string, size: number): string {
  const head = data.length > 10 ? `${data.slice(0, 10)}…` : data
  return say(size === 1 ? 'dataOneByte' : 'dataBytes', { head, size })
}

function flattenFields(value: Record<string, unknown>, prefix: string, depth: number, into: ApprovalRow[]): void {
  for (const [key, field] of Object.entries(value)) {
    if (into.length >= MAX_FIELDS) {
      into.push({ label: '…', value: say('moreFieldsNotShown') })
      return
    }
    const label = prefix + key
    if (typeof field === 'object' && field !== null && !Array.isArray(field) && depth < MAX_DEPTH) {
      flattenFields(field as Record<string, unknown>, `${label}.`, depth + 1, into)
      if (into.at(-1)?.label === '…') return
      continue
    }
    const text = typeof field === 'string' ? field : toJson(field)
    into.push({ label, value: clip(text, MAX_VALUE_LENGTH), ...(/^0x[0-9a-fA-F]*$/.test(text) ? { mono: true } : {}) })
  }
}
