/** How EVM requests write values: 0x quantities, wei, hex bytes. */
import { bytesToText } from '../../approvalSummary.ts'

const WEI_PER_ETHER = 10n ** 18n

/** The UTF-8 text of a 0x hex string when it is printable text; null when it is not (show the hex). */
export function hexToText(hex: string): string | null {
  const bytes = hexBytes(hex)
  return bytes ? bytesToText(bytes) : null
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

/** The bytes of a 0x hex string of whole bytes; null for anything else. */
export function hexBytes(hex: string): Uint8Array | null {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(hex)) return null
  const bytes = new Uint8Array((hex.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16)
  return bytes
}
