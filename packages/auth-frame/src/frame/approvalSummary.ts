/**
 * What the approval screen says about a request, as plain data: a title and sections of rows or
 * text. Pure, so every formatting rule (hex → text, wei → ETH, typed data) is tested without a DOM.
 */
import * as z from 'zod/mini'
import { decodeTokenTransfer, tokenAmountText } from './tokenTransfer.ts'

export interface ApprovalRow {
  label: string
  value: string
  /** Hex, addresses, JSON: drawn in a monospace face and broken anywhere. */
  mono?: boolean
}

export type ApprovalSection =
  | { kind: 'rows'; label?: string; rows: ApprovalRow[] }
  | { kind: 'text'; label: string; text: string; mono: boolean }

export interface ApprovalSummary {
  title: string
  sections: ApprovalSection[]
}

export function summarizeRequest(method: string, params: unknown): ApprovalSummary {
  switch (method) {
    case 'personal_sign':
      return summarizePersonalSign(params)
    case 'eth_signTypedData_v4':
      return summarizeTypedDataRequest(params)
    case 'eth_sendTransaction':
      return summarizeTransaction(params)
    default:
      return summarizeOther(method, params)
  }
}

/** `0x1234…abcd`, as the modal writes addresses. */
export function truncateAddress(address: string, head = 6, tail = 4): string {
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`
}

/** The UTF-8 text of a 0x hex string when it is printable text; null when it is not (show the hex). */
export function hexToText(hex: string): string | null {
  const bytes = hexBytes(hex)
  return bytes ? bytesToText(bytes) : null
}

/** The UTF-8 text of some bytes when it is printable text; null when it is not. */
export function bytesToText(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return null
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
  // Control characters other than tab and line breaks mean binary data (a hash, a key), not text.
  return /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text) ? null : text
}

/** Wei as ether, every significant digit kept: 1500000000000000000n → '1.5', 1n → '0.000000000000000001'. */
export function formatEther(wei: bigint): string {
  const negative = wei < 0n
  const abs = negative ? -wei : wei
  const whole = (abs / WEI_PER_ETHER).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const fraction = (abs % WEI_PER_ETHER).toString().padStart(18, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** A JSON-RPC quantity: 0x hex, a decimal string, or a safe integer; null for anything else. */
export function parseQuantity(value: unknown): bigint | null {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : null
  if (typeof value !== 'string') return null
  if (/^0x[0-9a-fA-F]+$/.test(value) || /^\d+$/.test(value)) return BigInt(value)
  return null
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

const WEI_PER_ETHER = 10n ** 18n
const MAX_FIELDS = 40
const MAX_DEPTH = 4
const MAX_VALUE_LENGTH = 320
const MAX_TEXT_LENGTH = 4000
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
  if (typeof message !== 'string') return summarizeOther('personal_sign', params)
  const isHex = /^0x[0-9a-fA-F]*$/.test(message)
  const text = isHex ? hexToText(message) : message
  return {
    title: 'Sign message',
    sections: [{ kind: 'text', label: 'Message', text: clip(text ?? message, MAX_TEXT_LENGTH), mono: text === null }],
  }
}

function summarizeTypedDataRequest(params: unknown): ApprovalSummary {
  const list = Array.isArray(params) ? params : []
  const typed = summarizeTypedData(list[1]) ?? summarizeTypedData(list[0])
  if (!typed) return summarizeOther('eth_signTypedData_v4', params)
  const overview: ApprovalRow[] = [
    ...(typed.domainName ? [{ label: 'Domain', value: typed.domainName }] : []),
    { label: 'Type', value: typed.primaryType },
  ]
  return {
    title: 'Sign typed data',
    sections: [
      { kind: 'rows', rows: overview },
      { kind: 'rows', label: 'Message', rows: typed.fields.length ? typed.fields : [{ label: '—', value: 'No fields' }] },
    ],
  }
}

function summarizeTransaction(params: unknown): ApprovalSummary {
  const tx = Array.isArray(params) ? params[0] : undefined
  if (typeof tx !== 'object' || tx === null) return summarizeOther('eth_sendTransaction', params)
  const { to, value, data } = tx as { to?: unknown; value?: unknown; data?: unknown }
  const wei = value === undefined ? 0n : parseQuantity(value)
  const dataBytes = typeof data === 'string' ? hexBytes(data) : null
  const amountRow: ApprovalRow = { label: 'Amount', value: wei === null ? `${clip(String(value), MAX_VALUE_LENGTH)} (not a valid amount)` : `${formatEther(wei)} ETH` }
  const dataRow: ApprovalRow =
    dataBytes && dataBytes.length > 0 ? { label: 'Data', value: describeData(data as string, dataBytes.length), mono: true } : { label: 'Data', value: 'None' }
  // An ERC-20 transfer: the token moved, to whom, and how much exactly (the handler reads the token's decimals and symbol).
  const transfer = decodeTokenTransfer(to, data)
  if (transfer) {
    const rows: ApprovalRow[] = [
      { label: 'Token', value: transfer.token, mono: true },
      { label: 'Recipient', value: transfer.recipient, mono: true },
      { label: 'Token amount', value: tokenAmountText(transfer.amount, {}) },
      amountRow,
      dataRow,
    ]
    return { title: 'Send tokens', sections: [{ kind: 'rows', rows }] }
  }
  const rows: ApprovalRow[] = [
    typeof to === 'string' && to ? { label: 'To', value: to, mono: true } : { label: 'To', value: 'New contract' },
    amountRow,
    dataRow,
  ]
  return { title: 'Send transaction', sections: [{ kind: 'rows', rows }] }
}

/** Call data by its selector and size: '0xa9059cbb… (68 bytes)'. */
function describeData(data: string, size: number): string {
  const head = data.length > 10 ? `${data.slice(0, 10)}…` : data
  return `${head} (${size} ${size === 1 ? 'byte' : 'bytes'})`
}

function summarizeOther(method: string, params: unknown): ApprovalSummary {
  const sections: ApprovalSection[] = [{ kind: 'rows', rows: [{ label: 'Method', value: method, mono: true }] }]
  if (params !== undefined) sections.push({ kind: 'text', label: 'Parameters', text: clip(toJson(params), MAX_TEXT_LENGTH), mono: true })
  return { title: 'Approve request', sections }
}

function flattenFields(value: Record<string, unknown>, prefix: string, depth: number, into: ApprovalRow[]): void {
  for (const [key, field] of Object.entries(value)) {
    if (into.length >= MAX_FIELDS) {
      into.push({ label: '…', value: 'More fields not shown' })
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

function hexBytes(hex: string): Uint8Array | null {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(hex)) return null
  const bytes = new Uint8Array((hex.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16)
  return bytes
}

function toJson(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item), 2) ?? String(value)
  } catch {
    return String(value)
  }
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text
}
