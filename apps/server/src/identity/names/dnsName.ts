import { hexToBytes, type Hex } from 'viem'

/**
 * A DNS wire-format name (ENSIP-10's `name` argument: each label its length then its bytes, a
 * zero byte to end) as the dotted name it encodes; undefined when it is malformed, has
 * a label that is not UTF-8 or holds a dot, or is the root.
 */
export function decodeDnsName(encoded: Hex): string | undefined {
  const bytes = hexToBytes(encoded)
  const labels: string[] = []
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let offset = 0
  while (offset < bytes.length) {
    const length = bytes[offset]!
    if (length === 0) {
      // The name ends at its zero byte, and nothing may follow it.
      return offset === bytes.length - 1 && labels.length > 0 ? labels.join('.') : undefined
    }
    const label = bytes.subarray(offset + 1, offset + 1 + length)
    if (label.length !== length) return undefined
    let text: string
    try {
      text = decoder.decode(label)
    } catch {
      return undefined
    }
    if (text.includes('.')) return undefined
    labels.push(text)
    offset += 1 + length
  }
  return undefined
}
