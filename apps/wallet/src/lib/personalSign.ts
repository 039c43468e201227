import { RpcError } from './rpcError.ts'

const HEX = /^0x(?:[0-9a-fA-F]{2})*$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

export interface PersonalSignRequest {
  /** What gets signed: `0x…` bytes as dapps send them, or plain text from the few that send text. */
  message: string
  address: string
}

/**
 * Reads personal_sign's `[message, address]`. A few dapps swap the two; when the first is our
 * address and the second is not, the order is taken to be swapped.
 */
export function readPersonalSign(params: unknown, ownAddress: string): PersonalSignRequest {
  if (!Array.isArray(params) || typeof params[0] !== 'string' || typeof params[1] !== 'string') {
    throw new RpcError(-32602, 'personal_sign expects [message, address].')
  }
  const [first, second] = params as [string, string]
  const swapped = sameAddress(first, ownAddress) && !sameAddress(second, ownAddress) && !ADDRESS.test(second)
  return swapped ? { message: second, address: first } : { message: first, address: second }
}

/**
 * The message as a person should read it: the UTF-8 text of the bytes when they are text (the
 * usual "Sign in to …"), else the hex itself, since binary data (a hash) is not text.
 */
export function readableMessage(message: string): { text: string; encoding: 'utf8' | 'hex' } {
  if (!HEX.test(message)) return { text: message, encoding: 'utf8' }
  const bytes = new Uint8Array((message.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(message.slice(2 + i * 2, 4 + i * 2), 16)
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { text: message, encoding: 'hex' }
  }
  // Control characters other than tab and line breaks mean bytes, not words.
  if (bytes.length === 0 || /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return { text: message, encoding: 'hex' }
  return { text, encoding: 'utf8' }
}

export function sameAddress(a: string, b: string): boolean {
  return ADDRESS.test(a) && a.toLowerCase() === b.toLowerCase()
}
