/**
 * What the approval screen says about a request, as plain data: a title and sections of rows or
 * text. Each namespace writes its own (approvalSummaries/); this is their shared vocabulary and the
 * summary of a request no namespace reads. Pure, so every formatting rule is tested without a DOM.
 */
import { say } from './texts/say.ts'

export interface ApprovalRow {
  label: string
  value: string
  /** Hex, addresses, JSON: drawn in a monospace face and broken anywhere. */
  mono?: boolean
}

export type ApprovalSection = { kind: 'rows'; label?: string; rows: ApprovalRow[] } | { kind: 'text'; label: string; text: string; mono: boolean }

export interface ApprovalSummary {
  title: string
  sections: ApprovalSection[]
}

/** The longest message or parameter text the screen shows before it cuts it off. */
export const MAX_TEXT_LENGTH = 4000

/** A request no namespace reads: the method and its parameters as JSON. */
export function genericSummary(method: string, params: unknown): ApprovalSummary {
  const sections: ApprovalSection[] = [{ kind: 'rows', rows: [{ label: say('method'), value: method, mono: true }] }]
  if (params !== undefined) sections.push({ kind: 'text', label: say('parameters'), text: clip(toJson(params), MAX_TEXT_LENGTH), mono: true })
  return { title: say('approveRequest'), sections }
}

/** `0x1234…abcd`, as the modal writes addresses. */
export function truncateAddress(address: string, head = 6, tail = 4): string {
  return address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`
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

/** JSON with bigints as their digits; the value's own text where it is not JSON. */
export function toJson(value: unknown): string {
  try {
    return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? item.toString() : item), 2) ?? String(value)
  } catch {
    return String(value)
  }
}

/** At most `max` characters, an ellipsis saying more was cut. */
export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text
}
